import type { ReadonlySignal } from '@preact/signals-react'
import type { SyncChannel, UserAction } from '@/lib/broadcast'
import { PERIODIC_SYNC_KEYS } from '@/lib/query-keys'
import { isOnline, syncChannel } from './state'

// Cross-tab sync (R4.36) and the periodic sync (R4.37, R9.18). The query cache is injected as an
// `invalidate(queryKey)` function so this module stays free of React Query.

export type Invalidate = (queryKey: readonly unknown[]) => unknown

/** R9.18 */
export const PERIODIC_SYNC_MS = 30_000

export { PERIODIC_SYNC_KEYS }

function safely(invalidate: Invalidate, queryKey: readonly unknown[]) {
  try {
    void Promise.resolve(invalidate(queryKey)).catch(() => {})
  } catch {
    // A failed refetch is the query's own business; the sync goes on.
  }
}

export interface CrossTabOptions {
  channel: SyncChannel
  /** Called for cache.invalidate messages from other tabs. */
  invalidate?: Invalidate
  /** Called for another tab's user action: the app writes its values into this tab's caches. */
  onRemoteAction?: (action: UserAction) => void
}

/**
 * R4.36: this tab's user actions and invalidations now reach the other tabs, and theirs reach
 * `onRemoteAction` and `invalidate`. Returns the disconnect function.
 */
export function connectCrossTab({ channel, invalidate, onRemoteAction }: CrossTabOptions): () => void {
  const disconnect = syncChannel.connect(channel)
  const unsubscribe = channel.subscribe((message) => {
    if (message.type === 'user.action') onRemoteAction?.(message.payload)
    else if (invalidate) safely(invalidate, message.queryKey)
  })
  return () => {
    unsubscribe()
    disconnect()
  }
}

export interface PeriodicSyncOptions {
  invalidate: Invalidate
  intervalMs?: number
  online?: ReadonlySignal<boolean>
}

/**
 * R4.37, R9.18: every 30 s while online, marks the auth profile, posts and categories stale (the
 * query cache refetches what is on screen). Coming back online syncs at once. Returns stop.
 */
export function startPeriodicSync({
  invalidate,
  intervalMs = PERIODIC_SYNC_MS,
  online = isOnline,
}: PeriodicSyncOptions): () => void {
  const run = () => {
    if (!online.value) return
    for (const key of PERIODIC_SYNC_KEYS) safely(invalidate, key)
  }
  const timer = setInterval(run, intervalMs)
  let wasOnline = online.peek()
  const unsubscribe = online.subscribe((value) => {
    if (value && !wasOnline) run()
    wasOnline = value
  })
  return () => {
    clearInterval(timer)
    unsubscribe()
  }
}
