// Whether a kept first page of the feed may be shown to this viewer now: read by the app (feed-snapshot.ts, after its
// schema) and by the post page drawn at a tap before the app's libraries (src/app/first-screen/post-preview.ts).

/** Older snapshots are not shown: a day-old feed would mislead more than a skeleton. */
export const FEED_SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60_000

export const feedSnapshotFits = (
  saved: { viewerId?: unknown; savedAt?: unknown },
  viewerId: number | null,
  now: number,
): boolean =>
  saved.viewerId === viewerId &&
  typeof saved.savedAt === 'number' &&
  saved.savedAt <= now &&
  now - saved.savedAt <= FEED_SNAPSHOT_MAX_AGE_MS
