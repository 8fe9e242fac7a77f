import { signal } from '@preact/signals-react'
import type { QueuedOperation } from '@machines/offline-queue.machine'
import type { SyncChannel, UserAction } from '@/lib/broadcast'
import { defineService } from '@/lib/service'
import { isOnline } from '@/services/online-status'

// The spec's global store (§3 R3.17, §4 global state sync) as this build keeps it: each datum has one
// owner. A post's like and bookmark state and counts, who the viewer follows and unread counts are the
// query cache's (written from the server's answers); nothing copies them here. What lives here is what
// has no other owner: this tab's offline queue (persisted, see persistence.ts) and the channel that tells
// the other tabs (R4.36) what changed, so they write it into their own caches.

export { isOnline }

/** This tab's offline queue (the offline queue machine's `persist` action writes it). */
export const pendingOperations = signal<QueuedOperation[]>([])

/**
 * This tab's channel to the other tabs: created by the app's wiring (initGlobalState, from src/app/services.ts) and
 * connected by connectCrossTab (sync.ts); a change told with none connected throws, it is never silently lost.
 */
export const syncChannel = defineService<SyncChannel>('cross-tab channel')

/** The offline queue's `persist` action: this tab's queue, never sent to other tabs (each replays its own). */
export function setPendingOperations(ops: QueuedOperation[]) {
  pendingOperations.value = ops
}

/** R4.10, R4.36 user action: the server's new values, for the other tabs' caches (this tab has written its own). */
export function publishUserAction(action: UserAction) {
  syncChannel.get().post({ type: 'user.action', payload: action })
}

/** R4.36 cache invalidate: asks the other tabs to refetch a query (this tab invalidates its own). */
export function publishInvalidate(queryKey: readonly unknown[]) {
  syncChannel.get().post({ type: 'cache.invalidate', queryKey: [...queryKey] })
}
