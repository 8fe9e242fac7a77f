import { batch, effect } from '@preact/signals-react'
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
import {
  bookmarkStatus,
  clearSignals,
  followStatus,
  isOnline,
  lastSyncTime,
  likeStatus,
  pendingOperations,
  postCounts,
  totalUnreadMessages,
  unreadMessages,
  userCounts,
} from './state'

// R3.17, R4.35, R9.17: the global store in localStorage under STORAGE_KEYS.globalState, as
// { savedAt, state } checked with PersistedGlobalStateSchema on read; older than 24 h or invalid
// means a fresh start. Written on every change.
//
// Two tabs share the one key. Each tab writes its own queue (pendingOperations) but keeps the
// queued operations of other tabs it has never held, so one tab's write does not erase another's
// queue. The other fields are the same in every tab (cross-tab sync), so the last writer is right.

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

/** The signals as the persisted GlobalState. */
export function snapshotGlobalState(): GlobalState {
  return {
    likeStatus: likeStatus.value,
    bookmarkStatus: bookmarkStatus.value,
    followStatus: followStatus.value,
    postCounts: Object.fromEntries(
      Object.entries(postCounts.value).map(([id, c]) => [id, { likes: c.likes, comments: c.comments }]),
    ),
    userCounts: userCounts.value,
    unreadMessages: unreadMessages.value,
    totalUnreadMessages: totalUnreadMessages.value,
    pendingOperations: pendingOperations.value.map(toPendingOperation),
    lastSyncTime: lastSyncTime.value,
    isOnline: isOnline.value,
  }
}

/**
 * R4.35: restores the stored state into the signals. Returns false (and removes the key) when there is
 * nothing valid younger than 24 h. isOnline is not restored: it mirrors the browser.
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
  const s = stored.state
  const ops = s.pendingOperations.map(fromPendingOperation)
  for (const op of ops) knownIds.add(op.id)
  batch(() => {
    likeStatus.value = s.likeStatus
    bookmarkStatus.value = s.bookmarkStatus
    followStatus.value = s.followStatus
    postCounts.value = s.postCounts
    userCounts.value = s.userCounts
    unreadMessages.value = s.unreadMessages
    totalUnreadMessages.value = s.totalUnreadMessages
    pendingOperations.value = ops
    lastSyncTime.value = s.lastSyncTime
  })
  return true
}

let activeStorage: StorageLike | null = null

/** Writes the state on every change until the returned function is called. */
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

/** R4.35: clears every field and the stored copy (logout calls this). */
export function resetGlobalState({ storage = activeStorage ?? browserStorage() }: Pick<PersistOptions, 'storage'> = {}) {
  clearSignals()
  knownIds.clear()
  try {
    storage?.removeItem(STORAGE_KEYS.globalState)
  } catch {
    // nothing stored
  }
}
