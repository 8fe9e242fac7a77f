import type { QueryClient } from '@tanstack/react-query'
import { publishInvalidate } from '@/services/global-state'
import { queryKeys } from '@/lib/query-keys'

/**
 * R4.33: what shows a user's name or avatar: the auth profile, their own profile, every list of posts (cards carry
 * the author), single posts, comments and follow lists.
 */
export const profileCacheKeys = (userId: number): readonly (readonly unknown[])[] => [
  queryKeys.auth.profile,
  queryKeys.users.detail(userId),
  queryKeys.posts.lists(),
  queryKeys.posts.details(),
  queryKeys.comments.all,
  queryKeys.follow.lists(),
]

/** Refetches those here and tells the other tabs to do the same (R4.36 cache invalidate). */
export function refreshProfileCaches(queryClient: QueryClient, userId: number): void {
  for (const queryKey of profileCacheKeys(userId)) {
    void queryClient.invalidateQueries({ queryKey })
    publishInvalidate(queryKey)
  }
}
