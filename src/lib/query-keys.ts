// Every query key of the app, in one typed factory. Keys are hierarchical so one prefix reaches a family:
// `posts.lists()` is every list of posts (each an infinite query of PostPage), `posts.detail(id)` one
// post. The post cache patches exactly these two shapes by key (src/services/post-cache.ts), and
// invalidations name a family instead of spelling strings.

export interface FeedKeyFilter {
  category: string | null
  search: string
}

export const queryKeys = {
  auth: {
    profile: ['auth', 'profile'] as const,
  },
  categories: ['categories'] as const,
  posts: {
    all: ['posts'] as const,
    /** Every list of posts; each holds InfiniteData<PostPage>. */
    lists: () => ['posts', 'list'] as const,
    feed: (filter: FeedKeyFilter, viewerId: number | null) =>
      ['posts', 'list', 'feed', { category: filter.category, search: filter.search.trim(), viewerId }] as const,
    byUser: (userId: number, viewerId: number | null) => ['posts', 'list', 'user', userId, { viewerId }] as const,
    liked: (viewerId: number) => ['posts', 'list', 'liked', viewerId] as const,
    bookmarked: (viewerId: number) => ['posts', 'list', 'bookmarked', viewerId] as const,
    /** Every viewer's liked / bookmarked list (what a like or bookmark makes stale). */
    likedLists: () => ['posts', 'list', 'liked'] as const,
    bookmarkedLists: () => ['posts', 'list', 'bookmarked'] as const,
    /** Every single post; each holds a Post. */
    details: () => ['posts', 'detail'] as const,
    detail: (postId: number) => ['posts', 'detail', postId] as const,
  },
  comments: {
    all: ['comments'] as const,
    list: (postId: number) => ['comments', postId] as const,
  },
  users: {
    all: ['users'] as const,
    /** A user's public profile (PublicProfileResponse). */
    detail: (userId: number) => ['users', userId] as const,
  },
  follow: {
    all: ['follow'] as const,
    /** Every viewer's status toward one user. */
    statusOf: (userId: number) => ['follow', 'status', userId] as const,
    status: (userId: number, viewerId: number) => ['follow', 'status', userId, viewerId] as const,
    /** Every followers/following list; each holds pages of FollowUser. */
    lists: () => ['follow', 'list'] as const,
    followers: (userId: number, viewerId: number | null) =>
      ['follow', 'list', 'followers', userId, { viewerId }] as const,
    following: (userId: number, viewerId: number | null) =>
      ['follow', 'list', 'following', userId, { viewerId }] as const,
  },
  messages: {
    all: ['messages'] as const,
    conversations: () => ['messages', 'conversations'] as const,
    conversation: (userId: number) => ['messages', 'conversation', userId] as const,
    unread: () => ['messages', 'unread'] as const,
  },
} as const

/** R4.37: what the periodic sync marks stale (auth profile, posts, categories). */
export const PERIODIC_SYNC_KEYS = [queryKeys.auth.profile, queryKeys.posts.all, queryKeys.categories] as const
