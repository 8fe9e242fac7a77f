import type { CheckContext, CheckDef } from '../check'
import type { Account } from '../sessions'
import { countOf, dataOf, listAll, totalOf } from './steps'

// After the generated requests (and everything else) ran: the counts of every post and user the kit's accounts own
// still equal the records the API lists. Only the kit's accounts can have touched those records, so the kit's
// lists are all their likes, bookmarks and followers.

async function countsHold(ctx: CheckContext): Promise<void> {
  const accounts: Account[] = [...ctx.users, ...ctx.fuzzUsers]
  const liked = new Map<number, number>()
  const bookmarked = new Map<number, number>()
  for (const user of accounts) {
    for (const [path, tally] of [
      ['/api/social/my-liked-posts', liked],
      ['/api/social/bookmarks', bookmarked],
    ] as const) {
      for (const post of (await listAll(ctx, path, user, 100)).items)
        tally.set(post.id as number, (tally.get(post.id as number) ?? 0) + 1)
    }
  }
  for (const owner of accounts) {
    const { items } = await listAll(ctx, `/api/users/${owner.id}/posts`, undefined, 50)
    for (const post of items) {
      const id = post.id as number
      ctx.expect(
        countOf(post, 'likesCount', 'like_count') === (liked.get(id) ?? 0),
        `R7.19 post ${id} of user ${owner.id} shows likesCount ${countOf(post, 'likesCount', 'like_count')}, but ${liked.get(id) ?? 0} user(s) list it as liked`,
      )
      const bookmarks = countOf(post, 'bookmarksCount', 'bookmark_count')
      if (bookmarks !== undefined)
        ctx.expect(
          bookmarks === (bookmarked.get(id) ?? 0),
          `R7.20 post ${id} shows bookmarksCount ${bookmarks}, but ${bookmarked.get(id) ?? 0} user(s) bookmarked it`,
        )
      const comments = await ctx.call({ method: 'GET', path: `/api/comments/post/${id}?limit=1` })
      ctx.expect(
        countOf(post, 'commentsCount', 'comment_count') === totalOf(comments),
        `R7.27 post ${id} shows commentsCount ${countOf(post, 'commentsCount', 'comment_count')}, its comments total ${totalOf(comments)}`,
        comments,
      )
    }
    const stats = dataOf(await ctx.call({ method: 'GET', path: `/api/users/${owner.id}` }))?.stats
    ctx.expect(
      stats?.postsCount === items.length,
      `R7.9 user ${owner.id}'s postsCount ${stats?.postsCount} ≠ the ${items.length} posts listed`,
    )
    const followers = (await listAll(ctx, `/api/users/${owner.id}/followers`, undefined, 50)).items.length
    ctx.expect(
      stats?.followersCount === followers,
      `R7.21 R7.11 user ${owner.id}'s followersCount ${stats?.followersCount} ≠ the ${followers} followers listed`,
    )
  }
}

export const AFTER_ALL_CHECKS: CheckDef[] = [
  {
    id: 'rules/counts-after-everything',
    rules: ['R7.19', 'R7.20', 'R7.27', 'R7.9', 'R7.21', 'R7.11'],
    group: 'rules',
    quick: true,
    title:
      "after every other check and the generated requests, the counts of the kit's posts and users still equal the records listed",
    run: countsHold,
  },
]
