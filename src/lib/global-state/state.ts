import { batch, signal } from '@preact/signals-react'
import * as v from 'valibot'
import type { QueuedOperation } from '@machines/offline-queue.machine'
import { isOnline } from '@/lib/online-status'
import type { SyncChannel, UserAction } from '@/lib/broadcast'
import { GlobalStateSchema } from '@/schemas/global-state.schema'

// The spec's global store (§3 R3.17, §4 global state sync), as signals. Screens read them; the small
// setters below are the only writers. A setter applies the change here and tells the other tabs
// (R4.36) when a channel is connected (see sync.ts); messages from other tabs are applied without
// being sent back.

export { isOnline }

export interface PostCounts {
  likes: number
  comments: number
  /** Not part of the persisted schema: known from bookmark answers until the next reload. */
  bookmarks?: number
}

type Flags = Record<string, boolean>

export const likeStatus = signal<Flags>({})
export const bookmarkStatus = signal<Flags>({})
export const followStatus = signal<Flags>({})
export const postCounts = signal<Record<string, PostCounts>>({})
export const userCounts = signal<Record<string, { followers: number }>>({})
export const unreadMessages = signal<Record<string, number>>({})
export const totalUnreadMessages = signal(0)
/** This tab's offline queue (the offline queue machine's `persist` action writes it). */
export const pendingOperations = signal<QueuedOperation[]>([])
export const lastSyncTime = signal<Record<string, number>>({})

let channel: SyncChannel | null = null
/** sync.ts connects the tab's channel; null disconnects. */
export function setBroadcastChannel(next: SyncChannel | null) {
  channel = next
}

const key = (id: number | string) => String(id)
const nonNegative = (n: number) => Math.max(0, Math.round(n))

function countsOf(postId: number): PostCounts {
  return postCounts.value[key(postId)] ?? { likes: 0, comments: 0 }
}

function setPostCounts(postId: number, patch: Partial<PostCounts>) {
  postCounts.value = { ...postCounts.value, [key(postId)]: { ...countsOf(postId), ...patch } }
}

/** Applies one user action to the signals (from this tab or another). */
export function applyUserAction(a: UserAction) {
  batch(() => {
    switch (a.action) {
      case 'like':
        likeStatus.value = { ...likeStatus.value, [key(a.postId)]: a.isLiked }
        if (a.likeCount !== undefined) setPostCounts(a.postId, { likes: nonNegative(a.likeCount) })
        break
      case 'bookmark':
        bookmarkStatus.value = { ...bookmarkStatus.value, [key(a.postId)]: a.isBookmarked }
        if (a.bookmarkCount !== undefined) setPostCounts(a.postId, { bookmarks: nonNegative(a.bookmarkCount) })
        break
      case 'follow':
        followStatus.value = { ...followStatus.value, [key(a.userId)]: a.isFollowing }
        if (a.followersCount !== undefined) {
          userCounts.value = { ...userCounts.value, [key(a.userId)]: { followers: nonNegative(a.followersCount) } }
        }
        break
      case 'comment':
        setPostCounts(a.postId, { comments: nonNegative(a.commentsCount) })
        break
      case 'message': {
        const before = unreadMessages.value[key(a.userId)] ?? 0
        unreadMessages.value = { ...unreadMessages.value, [key(a.userId)]: nonNegative(a.unread) }
        totalUnreadMessages.value =
          a.totalUnread !== undefined ? nonNegative(a.totalUnread) : nonNegative(totalUnreadMessages.value + a.unread - before)
        break
      }
    }
  })
}

function act(a: UserAction) {
  applyUserAction(a)
  channel?.post({ type: 'user.action', payload: a })
}

/** R4.7/R4.10: a post's like state and, when known, its like count. */
export const setLikeStatus = (postId: number, isLiked: boolean, likeCount?: number) =>
  act({ action: 'like', postId, isLiked, ...(likeCount !== undefined && { likeCount }) })

export const setBookmarkStatus = (postId: number, isBookmarked: boolean, bookmarkCount?: number) =>
  act({ action: 'bookmark', postId, isBookmarked, ...(bookmarkCount !== undefined && { bookmarkCount }) })

export const setFollowStatus = (userId: number, isFollowing: boolean, followersCount?: number) =>
  act({ action: 'follow', userId, isFollowing, ...(followersCount !== undefined && { followersCount }) })

export const setCommentCount = (postId: number, commentsCount: number) => act({ action: 'comment', postId, commentsCount })

/** Unread messages from one user; the total follows the change unless the server's total is given. */
export const setUnreadMessages = (userId: number, unread: number, totalUnread?: number) =>
  act({ action: 'message', userId, unread, ...(totalUnread !== undefined && { totalUnread }) })

export function setTotalUnreadMessages(total: number) {
  publishStateUpdate({ totalUnreadMessages: nonNegative(total) })
}

/** The offline queue's `persist` action: this tab's queue, never sent to other tabs (each replays its own). */
export function setPendingOperations(ops: QueuedOperation[]) {
  pendingOperations.value = ops
}

export function setLastSyncTime(what: string, at = Date.now()) {
  lastSyncTime.value = { ...lastSyncTime.value, [what]: at }
}

/** The fields another tab may change with a state.update message. */
const SHARED_FIELDS = [
  'likeStatus',
  'bookmarkStatus',
  'followStatus',
  'postCounts',
  'userCounts',
  'unreadMessages',
  'totalUnreadMessages',
  'lastSyncTime',
] as const
type SharedField = (typeof SHARED_FIELDS)[number]
export type StatePatch = Partial<Pick<v.InferInput<typeof GlobalStateSchema>, SharedField>>

/**
 * Merges a partial state: maps are merged key by key, numbers replaced. The patch is checked with
 * GlobalStateSchema first; an invalid one changes nothing and returns false.
 */
export function applyStatePatch(patch: Record<string, unknown>): boolean {
  const present = SHARED_FIELDS.filter((f) => patch[f] !== undefined)
  const r = v.safeParse(GlobalStateSchema, Object.fromEntries(present.map((f) => [f, patch[f]])))
  if (!r.success) return false
  const p = r.output
  batch(() => {
    for (const f of present) {
      if (f === 'totalUnreadMessages') totalUnreadMessages.value = p.totalUnreadMessages
      else if (f === 'likeStatus') likeStatus.value = { ...likeStatus.value, ...p.likeStatus }
      else if (f === 'bookmarkStatus') bookmarkStatus.value = { ...bookmarkStatus.value, ...p.bookmarkStatus }
      else if (f === 'followStatus') followStatus.value = { ...followStatus.value, ...p.followStatus }
      else if (f === 'postCounts') {
        const merged = { ...postCounts.value }
        for (const [id, c] of Object.entries(p.postCounts)) merged[id] = { ...merged[id], ...c }
        postCounts.value = merged
      } else if (f === 'userCounts') userCounts.value = { ...userCounts.value, ...p.userCounts }
      else if (f === 'unreadMessages') unreadMessages.value = { ...unreadMessages.value, ...p.unreadMessages }
      else lastSyncTime.value = { ...lastSyncTime.value, ...p.lastSyncTime }
    }
  })
  return true
}

/** R4.36 state update: applied here and sent to the other tabs. */
export function publishStateUpdate(patch: StatePatch) {
  if (applyStatePatch(patch)) channel?.post({ type: 'state.update', patch })
}

/** R4.36 cache invalidate: asks the other tabs to refetch a query (this tab invalidates its own). */
export function publishInvalidate(queryKey: readonly unknown[]) {
  channel?.post({ type: 'cache.invalidate', queryKey: [...queryKey] })
}

/** Puts every signal back to empty (isOnline stays: it mirrors the browser). */
export function clearSignals() {
  batch(() => {
    likeStatus.value = {}
    bookmarkStatus.value = {}
    followStatus.value = {}
    postCounts.value = {}
    userCounts.value = {}
    unreadMessages.value = {}
    totalUnreadMessages.value = 0
    pendingOperations.value = []
    lastSyncTime.value = {}
  })
}
