import { effect } from '@preact/signals-react'
import * as v from 'valibot'
import type { QueuedOperation } from '@machines/offline-queue.machine'
import type { OperationRegistry } from '@/services/offline-queue/operation-registry'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { GLOBAL_STATE_MAX_AGE_MS, persistedGlobalStateSchema } from '@/schemas/global-state.schema'
import { pendingOperations } from './state'

// R3.17, R4.35, R9.17: the global store in localStorage under STORAGE_KEYS.globalState, as
// { savedAt, state } checked on read with persistedGlobalStateSchema and the registered types of
// operation; older than 24 h or invalid means a fresh start. Written whenever the queue changes.
//
// Two tabs share the one key. Each tab writes its own queue (pendingOperations) but keeps the
// queued operations of other tabs it has never held, so one tab's write does not erase another's
// queue.

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface PersistOptions {
  /** The types of operation the queue holds: a stored operation of another type is not read back. */
  operations: Pick<OperationRegistry, 'storedOperation'>
  storage?: StorageLike | null
  now?: () => number
}

type Stored = v.InferOutput<ReturnType<typeof persistedGlobalStateSchema<QueuedOperation>>>

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage disabled (privacy mode)
  }
}

/** Ids of queued operations this tab has held: the ones it may remove from storage. */
const knownIds = new Set<string>()

function readStored(
  storage: StorageLike,
  schema: ReturnType<typeof persistedGlobalStateSchema<QueuedOperation>>,
): Stored | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.globalState)
    if (raw === null) return null
    const r = v.safeParse(schema, JSON.parse(raw))
    return r.success ? r.output : null
  } catch {
    return null
  }
}

/**
 * R4.35: restores the stored queue into the signal. Returns false (and removes the key) when there is
 * nothing valid younger than 24 h.
 */
export function loadGlobalState({ operations, storage = browserStorage(), now = Date.now }: PersistOptions): boolean {
  if (!storage) return false
  const stored = readStored(storage, persistedGlobalStateSchema(operations.storedOperation))
  if (!stored || now() - stored.savedAt > GLOBAL_STATE_MAX_AGE_MS) {
    try {
      storage.removeItem(STORAGE_KEYS.globalState)
    } catch {
      // nothing to clean
    }
    return false
  }
  for (const op of stored.state.pendingOperations) knownIds.add(op.id)
  pendingOperations.value = stored.state.pendingOperations
  return true
}

let activeStorage: StorageLike | null = null

/** Writes the state whenever the queue changes, until the returned function is called. */
export function persistGlobalState({
  operations,
  storage = browserStorage(),
  now = Date.now,
}: PersistOptions): () => void {
  if (!storage) return () => {}
  activeStorage = storage
  const schema = persistedGlobalStateSchema(operations.storedOperation)
  const stop = effect(() => {
    const mine = pendingOperations.value
    for (const op of mine) knownIds.add(op.id)
    const others = (readStored(storage, schema)?.state.pendingOperations ?? []).filter((op) => !knownIds.has(op.id))
    const state = { pendingOperations: [...others, ...mine].sort((a, b) => a.timestamp - b.timestamp) }
    try {
      storage.setItem(
        STORAGE_KEYS.globalState,
        JSON.stringify({ savedAt: now(), state } satisfies v.InferInput<typeof schema>),
      )
    } catch {
      // Quota or privacy mode: the state still works for this page.
    }
  })
  return () => {
    stop()
    if (activeStorage === storage) activeStorage = null
  }
}

/** R4.35: clears the state and the stored copy (logout calls this). */
export function resetGlobalState({
  storage = activeStorage ?? browserStorage(),
}: Pick<PersistOptions, 'storage'> = {}) {
  pendingOperations.value = []
  knownIds.clear()
  try {
    storage?.removeItem(STORAGE_KEYS.globalState)
  } catch {
    // nothing stored
  }
}
