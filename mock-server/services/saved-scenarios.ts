import * as v from 'valibot'
import {
  ScenarioNameSchema,
  ScenarioSchema,
  SCENARIO_DESCRIPTION_MAX,
  type SavedScenarioSummary,
  type Scenario,
} from '@/schemas/scenario.schema'
import { activeDb } from '../active-db'
import { getAccessTokenTtl } from '../auth-config'
import { getFaults } from '../faults'
import { getStorageBudget } from '../storage/storage-budget'
import { countRows } from './scenario-apply'

// 保存当前状态为场景: QA keeps the state of their browser (the data, who is signed in, the fault rules, the token
// lifetime, the storage left) under a name, listed beside the presets and applied like them. Kept by the mock, in
// its own settings store beside the fault rules (never in the data, which a scenario replaces): an index of summaries,
// and each scenario's data under its own key, so listing never reads megabytes.

/** Where they are kept: the service worker's settings store (IndexedDB); a map in tests. */
export interface ScenarioShelf {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

const INDEX_KEY = 'scenarios'
const dataKey = (id: string) => `scenario-data:${id}`
/** Saved ids start so; the presets' never do. */
export const SAVED_PREFIX = 'saved-'

const SummarySchema = v.object({
  scenario: ScenarioSchema,
  savedAt: v.string(),
  counts: v.record(v.string(), v.number()),
  bytes: v.number(),
})

const SaveSchema = v.object({
  name: ScenarioNameSchema,
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(SCENARIO_DESCRIPTION_MAX, `说明不能超过${SCENARIO_DESCRIPTION_MAX}个字符`),
    ),
    '',
  ),
})

export interface SavedScenarios {
  list(): Promise<SavedScenarioSummary[]>
  /** The data kept with one (an export file), for scenario-apply.ts. */
  data(id: string): Promise<unknown>
  /** `token`: the page's access or refresh token, to know who is signed in. */
  save(input: { name: string; description?: string }, token?: string): Promise<SavedScenarioSummary>
  remove(id: string): Promise<void>
}

export function savedScenarios(shelf: ScenarioShelf, now: () => number = Date.now): SavedScenarios {
  // A summary written by an older build that no longer parses is left out, never a crash.
  const list = async (): Promise<SavedScenarioSummary[]> => {
    const raw = await shelf.get<unknown[]>(INDEX_KEY)
    return (Array.isArray(raw) ? raw : []).flatMap((item) => {
      const parsed = v.safeParse(SummarySchema, item)
      return parsed.success ? [parsed.output] : []
    })
  }

  const account = (token: string | undefined): Scenario['account'] => {
    const db = activeDb()
    const session = token
      ? db.find('sessions', (s) => !s.revoked && (s.accessToken === token || s.refreshToken === token))
      : undefined
    const user = session && db.get('users', session.userId)
    return user ? { kind: 'user', username: user.username, accessExpired: false } : { kind: 'signed-out' }
  }

  return {
    list,
    data: (id) => shelf.get(dataKey(id)),
    async save(input, token) {
      const parsed = v.safeParse(SaveSchema, input)
      if (!parsed.success) throw new TypeError(parsed.issues[0]?.message ?? '场景名称无效')
      const db = activeDb()
      await db.sync()
      const data = await db.exportData()
      const storage = getStorageBudget()
      const at = now()
      const scenario = v.parse(ScenarioSchema, {
        id: `${SAVED_PREFIX}${at.toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`,
        name: parsed.output.name,
        description: parsed.output.description,
        data: { kind: 'saved' },
        account: account(token),
        faults: getFaults().map(({ id: _id, ...rule }) => rule),
        accessTokenTtlMs: getAccessTokenTtl(),
        storage: storage ? { headroomBytes: Math.max(0, storage.headroomBytes - storage.usedBytes) } : null,
      })
      const summary: SavedScenarioSummary = {
        scenario,
        savedAt: new Date(at).toISOString(),
        counts: countRows(db),
        bytes: JSON.stringify(data).length,
      }
      await shelf.set(dataKey(scenario.id), data)
      await shelf.set(INDEX_KEY, [...(await list()), summary])
      return summary
    },
    async remove(id) {
      await shelf.set(
        INDEX_KEY,
        (await list()).filter((s) => s.scenario.id !== id),
      )
      await shelf.delete(dataKey(id))
    },
  }
}
