import { effect } from '@preact/signals-react'
import * as v from 'valibot'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import {
  GLOBAL_STATE_MAX_AGE_MS,
  PersistedGlobalStateSchema,
  type GlobalState,
  type PendingOperation,
  type PersistedGlobalState,
} from '@/schemas/global-state.schema'
import { fromPendingOperation, toPendingOperation } from './pending'
import { pendingOperations } from './state'

// R3.17, R4.35, R9.17: the global store in localStorage under STORAGE_KEYS.globalState, as
// { savedAt, state } checked with PersistedGlobalStateSchema on read; older than 24 h or invalid
// means a fresh start. Written whenever the queue changes.
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
  storage?: StorageLike | null
  now?: () => number
}

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage disabled (privacy mode)
  }
}

/** Ids of queued operations this tab has held: the ones it may remove from storage. */
const knownIds = new Set<string>()

function readStored(storage: StorageLike): PersistedGlobalState | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.globalState)
    if (raw === null) return null
    const r = v.safeParse(PersistedGlobalStateSchema, JSON.parse(raw))
    return r.success ? r.output : null
  } catch {
    return null
  }
}

/** The signal as the persisted GlobalState. */
const snapshotGlobalState = (): GlobalState => ({ pendingOperations: pendingOperations.value.map(toPendingOperation) })

/**
 * R4.35: restores the stored state into the signal. Returns false (and removes the key) when there is
 * nothing valid younger than 24 h.
 */
export function loadGlobalState({ storage = browserStorage(), now = Date.now }: PersistOptions = {}): boolean {
  if (!storage) return false
  const stored = readStored(storage)
  if (!stored || now() - stored.savedAt > GLOBAL_STATE_MAX_AGE_MS) {
    try {
      storage.removeItem(STORAGE_KEYS.globalState)
    } catch {
      // nothing to clean
    }
    return false
  }
  const ops = stored.state.pendingOperations.map(fromPendingOperation)
  for (const op of ops) knownIds.add(op.id)
  pendingOperations.value = ops
  return true
}

let activeStorage: StorageLike | null = null

/** Writes the state whenever the queue changes, until the returned function is called. */
export function persistGlobalState({ storage = browserStorage(), now = Date.now }: PersistOptions = {}): () => void {
  if (!storage) return () => {}
  activeStorage = storage
  const stop = effect(() => {
    const state = snapshotGlobalState()
    for (const op of state.pendingOperations) knownIds.add(op.id)
    const others: PendingOperation[] = (readStored(storage)?.state.pendingOperations ?? []).filter(
      (op) => !knownIds.has(op.id),
    )
    state.pendingOperations = [...others, ...state.pendingOperations].sort((a, b) => a.timestamp - b.timestamp)
    try {
      storage.setItem(STORAGE_KEYS.globalState, JSON.stringify({ savedAt: now(), state } satisfies PersistedGlobalState))
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
export function resetGlobalState({ storage = activeStorage ?? browserStorage() }: Pick<PersistOptions, 'storage'> = {}) {
  pendingOperations.value = []
  knownIds.clear()
  try {
    storage?.removeItem(STORAGE_KEYS.globalState)
  } catch {
    // nothing stored
  }
}
