import type { BrowserContext, TestInfo } from '@playwright/test'
import { idsFromPageKeys, PAGE_KEY_SEPARATOR, TRANSITIONS_ATTACHMENT } from '../scripts/run-results/transitions'

// Which machine transitions a journey takes (issue 47 item 3, docs/qa-guide.md). Every app actor is created with the
// live machines' inspector (src/services/actor-inspection.ts), which first hands each inspection event to
// `globalThis.__lemonInspect` when a page defines it. This file's init script defines it in every page of a journey's
// context: each '@xstate.microstep' names the transition definitions taken, kept as page keys (their machine, source
// state, event type and place: what scripts/run-results/transitions.ts maps to the ids of machines/graph) and sent to
// the test in batches through a binding. The fixture (tests/fixtures.ts) attaches the ids to the journey's result,
// which the Playwright reporter writes into test-runs/e2e.json.

const BINDING = '__lemonTransitionsTaken'
// RECORD_TRANSITIONS=0 turns the recording off, as for the unit tests (to measure what it costs).
const RECORDING = process.env.RECORD_TRANSITIONS !== '0'

interface PageTransition {
  eventType: string
  source: {
    machine: { id: string }
    path: string[]
    always?: unknown[]
    transitions: Map<string, unknown[]>
  }
}

/** Runs in the page (serialised: nothing from this module's scope). */
function recordInPage({ binding, separator }: { binding: string; separator: string }) {
  const sent = new Set<string>()
  let batch: string[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const scope = globalThis as unknown as Record<string, unknown>
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    if (batch.length === 0) return
    const keys = batch
    batch = []
    ;(scope[binding] as ((keys: string[]) => Promise<void>) | undefined)?.(keys).catch(() => undefined)
  }
  scope.__lemonInspect = (event: { type: string; _transitions?: PageTransition[] }) => {
    if (event.type !== '@xstate.microstep') return
    for (const def of event._transitions ?? []) {
      const { source } = def
      const list = def.eventType === '' ? (source.always ?? []) : (source.transitions.get(def.eventType) ?? [])
      const key = [source.machine.id, source.path.join('.'), def.eventType, list.indexOf(def)].join(separator)
      if (sent.has(key)) continue
      sent.add(key)
      batch.push(key)
    }
    if (batch.length > 0 && timer === undefined) timer = setTimeout(flush, 50)
  }
  scope.__lemonFlushTransitions = flush
  addEventListener('pagehide', flush)
}

const sinks = new WeakMap<BrowserContext, Set<string>>()

/** Once per context, before its first page: the binding and the page script. */
export async function recordTransitionsIn(context: BrowserContext): Promise<void> {
  if (!RECORDING) return
  await context.exposeBinding(BINDING, (_source, keys: unknown) => {
    const sink = sinks.get(context)
    if (sink && Array.isArray(keys)) for (const key of keys) if (typeof key === 'string') sink.add(key)
  })
  await context.addInitScript(recordInPage, { binding: BINDING, separator: PAGE_KEY_SEPARATOR })
}

/**
 * Starts one journey's record in `context` (made by recordTransitionsIn); the returned function sends what the open
 * pages still hold, attaches the ids to the journey's result and ends the record.
 */
export function startTransitionRecord(context: BrowserContext, testInfo: TestInfo): () => Promise<void> {
  if (!RECORDING) return async () => undefined
  const keys = new Set<string>()
  sinks.set(context, keys)
  return async () => {
    for (const page of context.pages())
      await page
        .evaluate(() => (globalThis as { __lemonFlushTransitions?: () => void }).__lemonFlushTransitions?.())
        .catch(() => undefined)
    if (sinks.get(context) === keys) sinks.delete(context)
    await testInfo.attach(TRANSITIONS_ATTACHMENT, {
      body: JSON.stringify(idsFromPageKeys(keys)),
      contentType: 'application/json',
    })
  }
}
