// The spec's global store (§3 R3.17, §4 R4.35–R4.37): the offline queue's persisted operations and the cross-tab sync.
import { createSyncChannel, type SyncChannel } from '@/lib/broadcast'
import { loadGlobalState, persistGlobalState, type PersistOptions, type StorageLike } from './persistence'
import { connectCrossTab, type CrossTabOptions, type Invalidate } from './sync'

export * from './state'
export { loadGlobalState, persistGlobalState, resetGlobalState, type StorageLike } from './persistence'
export {
  connectCrossTab,
  startPeriodicSync,
  PERIODIC_SYNC_KEYS,
  PERIODIC_SYNC_MS,
  type CrossTabOptions,
  type Invalidate,
} from './sync'

export interface InitGlobalStateOptions {
  /** The types of operation the offline queue holds (src/app/queued-operations.ts). */
  operations: PersistOptions['operations']
  storage?: StorageLike | null
  channel?: SyncChannel
  /** Called for cache.invalidate messages from other tabs. */
  invalidate?: Invalidate
  onRemoteAction?: CrossTabOptions['onRemoteAction']
  now?: () => number
}

/** At start-up: restore (R4.35), write through on change (R3.17), join the other tabs (R4.36). Returns dispose. */
export function initGlobalState({
  operations,
  storage,
  channel = createSyncChannel(),
  invalidate,
  onRemoteAction,
  now = Date.now,
}: InitGlobalStateOptions) {
  loadGlobalState({ operations, storage, now })
  const stopPersist = persistGlobalState({ operations, storage, now })
  const disconnect = connectCrossTab({
    channel,
    ...(invalidate && { invalidate }),
    ...(onRemoteAction && { onRemoteAction }),
  })
  return () => {
    disconnect()
    stopPersist()
    channel.close()
  }
}
