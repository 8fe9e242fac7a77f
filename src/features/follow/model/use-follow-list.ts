import { useInfiniteQuery } from '@tanstack/react-query'
import { mergePages } from '@/lib/post-pages'
import { followListQueryOptions, type FollowListKind } from '../api/get-follow-list'

export const FOLLOW_LIST_TEXTS = {
  following: { failed: '获取关注列表失败', empty: '还没有关注任何人', emptyHint: '去首页发现有趣的人吧' },
  followers: { failed: '获取粉丝列表失败', empty: '还没有粉丝', emptyHint: '多分享一些生活，会有人来关注的' },
} as const // R8.32, R2.77

/**
 * R2.77: what an empty list says. The viewer's own lists speak to them; someone else's speak of that person (an
 * empty following list of another user does not send the viewer off to find people).
 */
export function emptyListTexts(kind: FollowListKind, ownerName?: string): { title: string; hint?: string } {
  if (ownerName === undefined) return { title: FOLLOW_LIST_TEXTS[kind].empty, hint: FOLLOW_LIST_TEXTS[kind].emptyHint }
  return kind === 'following'
    ? { title: `${ownerName}还没有关注任何人` }
    : { title: `${ownerName}还没有粉丝`, hint: '关注TA，做第一个关注TA的人' }
}

/** R2.7, R2.8, R9.27: a user's followers or following, 20 a page; what a failure is called (R8.32). */
export function useFollowList(kind: FollowListKind, userId: number, viewerId: number | null) {
  const query = useInfiniteQuery(followListQueryOptions(kind, userId, viewerId))
  const users = query.data ? mergePages(query.data.pages) : []
  // Rows already shown stay when a later page fails; only an empty list gives way to the failure.
  const failure = query.isError && users.length === 0 ? FOLLOW_LIST_TEXTS[kind].failed : null
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage()
  }
  return { query, users, failure, loadMore }
}
