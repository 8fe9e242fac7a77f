import * as v from 'valibot'
import { PostListSchema, type Post } from '@/schemas/post.schema'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import type { PostPage as FeedPage } from '@/lib/post-pages'
import { feedSnapshotFits } from './feed-snapshot-fit'

// A returning visitor sees the feed they last saw at once (the first page of 推荐, for the same
// viewer), while the fresh page loads behind it — the way the reference app opens on its last feed.
// Only page 1 of the unfiltered feed is kept: it is what the first screen shows, and a small, bounded write.

export { FEED_SNAPSHOT_MAX_AGE_MS } from './feed-snapshot-fit'

const SnapshotSchema = v.object({
  viewerId: v.nullable(v.number()),
  savedAt: v.number(),
  page: v.object({ page: v.literal(1), items: PostListSchema, hasMore: v.boolean(), total: v.nullable(v.number()) }),
})
type Snapshot = v.InferOutput<typeof SnapshotSchema>

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage)

/** The last first page this viewer saw, or null (none, another viewer's, too old, or unreadable). */
export function readFeedSnapshot(viewerId: number | null, now = Date.now(), store = storage()): FeedPage | null {
  try {
    const raw = store?.getItem(STORAGE_KEYS.feedSnapshot)
    if (!raw) return null
    const parsed = v.safeParse(SnapshotSchema, JSON.parse(raw))
    if (!parsed.success) return null
    const { output } = parsed
    if (!feedSnapshotFits(output, viewerId, now)) return null
    return output.page
  } catch {
    return null // corrupt JSON: the feed simply loads as on a first visit
  }
}

/** Post `id` as the card of the last first page this viewer saw showed it (the restored screen's copy), or null. */
export function postInFeedSnapshot(
  id: number,
  viewerId: number | null,
  now = Date.now(),
  store = storage(),
): Post | null {
  return readFeedSnapshot(viewerId, now, store)?.items.find((post) => post.id === id) ?? null
}

export function saveFeedSnapshot(viewerId: number | null, page: FeedPage, now = Date.now(), store = storage()): void {
  if (page.page !== 1) return
  try {
    store?.setItem(
      STORAGE_KEYS.feedSnapshot,
      JSON.stringify({ viewerId, savedAt: now, page: { ...page, page: 1 } } satisfies Snapshot),
    )
  } catch {
    // Storage full or blocked: the snapshot is a speed-up, never a requirement.
  }
}

export function clearFeedSnapshot(store = storage()): void {
  try {
    store?.removeItem(STORAGE_KEYS.feedSnapshot)
  } catch {
    // ignore: nothing to clear
  }
}
