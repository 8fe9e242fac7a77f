import * as v from 'valibot'

// Cross-tab messages (spec §4 R4.36) on one BroadcastChannel. Every message is checked on arrival:
// another tab may run an older build, and a bad message must be ignored, never crash the app.

export const SYNC_CHANNEL_NAME = 'lemon-sync'

const id = v.pipe(v.number(), v.integer(), v.minValue(1))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/**
 * R4.36 user actions: like, bookmark, follow, comment — each with the server's values, which the other tab
 * writes into its query cache. Messages and unread counts travel as cache invalidations (the other tab
 * refetches them).
 */
export const UserActionSchema = v.variant('action', [
  v.object({ action: v.literal('like'), postId: id, isLiked: v.boolean(), likeCount: v.optional(count) }),
  v.object({ action: v.literal('bookmark'), postId: id, isBookmarked: v.boolean(), bookmarkCount: v.optional(count) }),
  v.object({ action: v.literal('follow'), userId: id, isFollowing: v.boolean(), followersCount: v.optional(count) }),
  v.object({ action: v.literal('comment'), postId: id, commentsCount: count }),
])
export type UserAction = v.InferOutput<typeof UserActionSchema>

// No state.update: each datum has one owner, the query cache, so there is no separate state to patch.
export const SyncMessageSchema = v.variant('type', [
  /** R4.36 cache invalidate: the receiving tab refetches this query key. */
  v.object({ type: v.literal('cache.invalidate'), queryKey: v.array(v.unknown()) }),
  v.object({ type: v.literal('user.action'), payload: UserActionSchema }),
])
export type SyncMessage = v.InferOutput<typeof SyncMessageSchema>

/** What travels: the message plus which tab sent it and when. */
const EnvelopeSchema = v.object({ source: v.string(), sentAt: v.number(), message: SyncMessageSchema })

/** The part of BroadcastChannel we use, so tests can pass a fake. */
export interface BroadcastChannelLike {
  postMessage(data: unknown): void
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void
  close(): void
}

export interface SyncChannel {
  /** This tab's id (messages it sent are never delivered back to it). */
  readonly source: string
  post(message: SyncMessage): void
  subscribe(listener: (message: SyncMessage, meta: { source: string; sentAt: number }) => void): () => void
  close(): void
}

export interface SyncChannelOptions {
  name?: string
  /** Defaults to the browser's BroadcastChannel; null where there is none (then posting does nothing). */
  create?: (name: string) => BroadcastChannelLike | null
  now?: () => number
}

const defaultCreate = (name: string): BroadcastChannelLike | null =>
  typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(name) as unknown as BroadcastChannelLike)

export function createSyncChannel({
  name = SYNC_CHANNEL_NAME,
  create = defaultCreate,
  now = Date.now,
}: SyncChannelOptions = {}): SyncChannel {
  const source = `${now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  const channel = create(name)
  const listeners = new Set<(m: SyncMessage, meta: { source: string; sentAt: number }) => void>()
  const onMessage = (event: { data: unknown }) => {
    const r = v.safeParse(EnvelopeSchema, event.data)
    if (!r.success || r.output.source === source) return
    const meta = { source: r.output.source, sentAt: r.output.sentAt }
    for (const l of [...listeners]) l(r.output.message, meta)
  }
  channel?.addEventListener('message', onMessage)
  let closed = false
  return {
    source,
    post(message) {
      if (closed || !channel) return
      channel.postMessage({ source, sentAt: now(), message })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      if (closed) return
      closed = true
      listeners.clear()
      channel?.removeEventListener('message', onMessage)
      channel?.close()
    },
  }
}
