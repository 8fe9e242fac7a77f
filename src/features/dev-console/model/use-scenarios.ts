import { useCallback, useEffect, useRef, useState } from 'react'
import type { QaHandle } from '@/schemas/qa-handle.schema'
import { scenarioPreset } from '@/schemas/scenario-presets'
import type { SavedScenarioSummary, Scenario, ScenarioInput } from '@/schemas/scenario.schema'
import { toast } from '@/services/toast'
import { takeRestartNote, type RestartEnv } from './app-restart'
import { scenarioParam, withoutScenarioParam } from './scenario-link'
import { runScenario } from './scenario-runner'

// The scenarios section's state: the saved scenarios, what was last applied (also across the restart a scenario
// causes: the note it left), and a link's scenario (`?scenario=…`), applied once when the mock is ready.

export type ScenarioStatus =
  | { kind: 'idle' }
  | { kind: 'busy'; text: string }
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string }

export interface UseScenariosOptions {
  consolePath: string
  env: RestartEnv
  /** The page's address (tests pass their own). */
  location?: Pick<Location, 'search' | 'href'>
  replaceAddress?: (path: string) => void
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function useScenarios(
  handle: QaHandle | null,
  {
    consolePath,
    env,
    location: here = window.location,
    replaceAddress = (path) => history.replaceState(history.state, '', path),
  }: UseScenariosOptions,
) {
  const [saved, setSaved] = useState<SavedScenarioSummary[] | null>(null)
  const [status, setStatus] = useState<ScenarioStatus>({ kind: 'idle' })
  // The link's scenario, taken off the address once (StrictMode runs effects twice; refs survive that).
  const linkRead = useRef(false)
  const [linkId, setLinkId] = useState<string | null>(null)
  const linkApplied = useRef(false)

  const reload = useCallback(async () => {
    if (!handle) return []
    const list = await handle.scenarios.list()
    setSaved(list)
    return list
  }, [handle])

  useEffect(() => {
    void reload().catch((error: unknown) =>
      setStatus({ kind: 'error', text: `读取已保存的场景失败：${errorText(error)}` }),
    )
  }, [reload])

  useEffect(() => {
    const note = takeRestartNote(env.notes)
    if (!note) return
    setStatus({ kind: 'done', text: note.text })
    toast.success('场景已应用', note.text)
  }, [env.notes])

  const apply = useCallback(
    async (scenario: ScenarioInput | Scenario) => {
      if (!handle) return
      setStatus({ kind: 'busy', text: `正在应用场景「${scenario.name}」…` })
      try {
        const { restarted, text } = await runScenario(handle, scenario, { consolePath, env })
        // A restart reloads the page, which then says it from the note.
        if (!restarted) {
          setStatus({ kind: 'done', text })
          toast.success('场景已应用', text)
        }
      } catch (error) {
        setStatus({ kind: 'error', text: `应用场景「${scenario.name}」失败：${errorText(error)}` })
      }
    },
    [handle, consolePath, env],
  )

  useEffect(() => {
    if (linkRead.current) return
    linkRead.current = true
    const id = scenarioParam(here.search)
    if (!id) return
    replaceAddress(withoutScenarioParam(here.href))
    setLinkId(id)
  }, [here, replaceAddress])

  useEffect(() => {
    if (!linkId || !handle || linkApplied.current) return
    linkApplied.current = true
    void (async () => {
      const preset = scenarioPreset(linkId)
      const scenario = preset ?? (await reload().catch(() => [])).find((s) => s.scenario.id === linkId)?.scenario
      if (scenario) await apply(scenario)
      else setStatus({ kind: 'error', text: `链接中的场景「${linkId}」不存在（已保存的场景只在保存它的浏览器里）` })
    })()
  }, [linkId, handle, reload, apply])

  const save = useCallback(
    async (input: { name: string; description?: string }) => {
      if (!handle) return false
      try {
        const summary = await handle.scenarios.save(input)
        await reload()
        setStatus({ kind: 'done', text: `已保存场景「${summary.scenario.name}」` })
        return true
      } catch (error) {
        setStatus({ kind: 'error', text: `保存失败：${errorText(error)}` })
        return false
      }
    },
    [handle, reload],
  )

  const remove = useCallback(
    async (summary: SavedScenarioSummary) => {
      if (!handle) return
      try {
        await handle.scenarios.remove(summary.scenario.id)
        await reload()
        setStatus({ kind: 'done', text: `已删除场景「${summary.scenario.name}」` })
      } catch (error) {
        setStatus({ kind: 'error', text: `删除失败：${errorText(error)}` })
      }
    },
    [handle, reload],
  )

  return { saved, status, apply, save, remove, setStatus }
}
