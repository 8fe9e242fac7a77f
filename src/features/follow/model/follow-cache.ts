import type { InfiniteData } from '@tanstack/react-query'
import type { UserAction } from '@/lib/broadcast'
import { publishUserAction } from '@/services/global-state'
import { queryCache } from '@/services/query-cache'
import { queryKeys } from '@/lib/query-keys'
import type { ProfileResponse, PublicProfileResponse } from '@/schemas/user.schema'
import type { FollowPage } from '../api/get-follow-list'

// The server's follow values (is the viewer following the user, how many followers the user has) live in
// the query cache: the user's profile, the status query, and the rows of every followers/following list.
// This writes an answer into all of them (R4.18) and the viewer's own following count, and tells the other tabs.

export interface FollowValues {
  isFollowing: boolean
  followersCount: number
}

type FollowPages = InfiniteData<FollowPage>

/** What the cache believes now, before an answer is written. */
function cachedFollowing(userId: number): boolean | undefined {
  const qc = queryCache.get()
  const profile = qc.getQueryData<PublicProfileResponse>(queryKeys.users.detail(userId))
  if (profile) return profile.user.isFollowing
  for (const [, status] of qc.getQueriesData<boolean>({ queryKey: queryKeys.follow.statusOf(userId) }))
    if (typeof status === 'boolean') return status
  for (const [, data] of qc.getQueriesData<FollowPages>({ queryKey: queryKeys.follow.lists() })) {
    for (const page of data?.pages ?? []) for (const row of page.items) if (row.id === userId) return row.isFollowing
  }
  return undefined
}

/** Writes the follow values into this tab's caches (nothing sent): used for answers and for other tabs' news. */
export function patchFollow(userId: number, { isFollowing, followersCount }: FollowValues): void {
  const qc = queryCache.get()
  const before = cachedFollowing(userId)
  const followers = Math.max(0, followersCount)
  qc.setQueryData<PublicProfileResponse>(queryKeys.users.detail(userId), (d) =>
    d
      ? {
          user: { ...d.user, isFollowing, followersCount: followers },
          stats: { ...d.stats, followersCount: followers },
        }
      : d,
  )
  qc.setQueriesData<boolean>({ queryKey: queryKeys.follow.statusOf(userId) }, (d) =>
    d === undefined ? d : isFollowing,
  )
  qc.setQueriesData<FollowPages>({ queryKey: queryKeys.follow.lists() }, (d) =>
    d
      ? {
          ...d,
          pages: d.pages.map((p) => ({
            ...p,
            items: p.items.map((row) => (row.id === userId ? { ...row, isFollowing, followersCount: followers } : row)),
          })),
        }
      : d,
  )
  // The viewer's own following count moves with it (unknown before: ask the server again).
  if (before === undefined) void qc.invalidateQueries({ queryKey: queryKeys.auth.profile })
  else if (before !== isFollowing)
    qc.setQueryData<ProfileResponse>(queryKeys.auth.profile, (d) =>
      d
        ? { ...d, stats: { ...d.stats, followingCount: Math.max(0, d.stats.followingCount + (isFollowing ? 1 : -1)) } }
        : d,
    )
  // Lists gain or lose a row; not refetched while on screen (a row does not vanish under the pointer).
  void qc.invalidateQueries({ queryKey: queryKeys.follow.lists(), refetchType: 'none' })
}

/** R4.18, R4.36: a follow answer, into the cache (its owner) and to the other tabs, which write it into theirs. */
export function commitFollow(userId: number, values: FollowValues): void {
  patchFollow(userId, values)
  publishUserAction({
    action: 'follow',
    userId,
    isFollowing: values.isFollowing,
    followersCount: Math.max(0, values.followersCount),
  })
}

/** Another tab followed or unfollowed someone. */
export function applyRemoteFollowAction(action: UserAction): void {
  if (action.action !== 'follow' || action.followersCount === undefined) return
  patchFollow(action.userId, { isFollowing: action.isFollowing, followersCount: action.followersCount })
}
