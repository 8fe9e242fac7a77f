import type { CheckContext, CheckDef } from '../check'
import type { Account } from '../sessions'
import { countOf, createPost, dataOf, flagOf, getPost, listAll, ok, totalOf, type Json } from './steps'

// Counts are derived, never drift: every count the API shows equals the records it lists. A like or bookmark count
// equals the users whose liked or bookmarked posts list the post, through repeated likes and unlikes; a comment
// count equals the comments listed; followers and following equal the lists; a user's post count equals their posts.

interface Toggle {
  kind: 'like' | 'bookmark'
  path: string
  /** The list of the user's own marked posts. */
  mine: string
  mineLimit: number
  answerFlag: string
  answerCount: string
  postCount: [string, string]
  postFlag: [string, string]
  batch: { path: string; key: string }
}

const TOGGLES: Record<'like' | 'bookmark', Toggle> = {
  like: {
    kind: 'like',
    path: '/api/social/like',
    mine: '/api/social/my-liked-posts',
    mineLimit: 100,
    answerFlag: 'isLiked',
    answerCount: 'likeCount',
    postCount: ['likesCount', 'like_count'],
    postFlag: ['isLiked', 'is_liked'],
    batch: { path: '/api/social/batch-like-status', key: 'likeStatus' },
  },
  bookmark: {
    kind: 'bookmark',
    path: '/api/social/bookmark',
    mine: '/api/social/bookmarks',
    mineLimit: 100,
    answerFlag: 'isBookmarked',
    answerCount: 'bookmarkCount',
    postCount: ['bookmarksCount', 'bookmark_count'],
    postFlag: ['isBookmarked', 'is_bookmarked'],
    batch: { path: '/api/social/batch-bookmark-status', key: 'bookmarkStatus' },
  },
}

/** How many of `users` list post `id` among their liked (or bookmarked) posts. */
async function markedBy(ctx: CheckContext, toggle: Toggle, users: readonly Account[], id: number): Promise<Account[]> {
  const out: Account[] = []
  for (const user of users) {
    const { items } = await listAll(ctx, toggle.mine, user, toggle.mineLimit)
    if (items.some((p) => p.id === id)) out.push(user)
  }
  return out
}

async function toggleCounts(ctx: CheckContext, toggle: Toggle): Promise<void> {
  const [a, b, c] = ctx.users as [Account, Account, Account]
  const post = await createPost(ctx, a)
  ctx.expect(
    countOf(post, ...toggle.postCount) === 0,
    `a new post's ${toggle.postCount[0]} is ${countOf(post, ...toggle.postCount)}, not 0`,
  )
  const marked = new Set<number>()
  // Repeated and undone on purpose: a stored counter bumped per call drifts here; a derived count cannot.
  const steps: [Account, 'POST' | 'DELETE'][] = [
    [a, 'POST'],
    [b, 'POST'],
    [b, 'POST'],
    [c, 'POST'],
    [c, 'DELETE'],
    [c, 'DELETE'],
  ]
  for (const [user, method] of steps) {
    const answer = await ctx.call({ method, path: `${toggle.path}/${post.id}`, token: await ctx.token(user) })
    ctx.must(ok(answer), `${method} ${toggle.path}/${post.id} answered ${answer.status}`, answer)
    if (method === 'POST') marked.add(user.id)
    else marked.delete(user.id)
    const data = dataOf(answer)
    ctx.expect(
      data?.[toggle.answerFlag] === (method === 'POST'),
      `${method} ${toggle.kind} answered ${toggle.answerFlag} ${data?.[toggle.answerFlag]}`,
      answer,
    )
    ctx.expect(
      data?.[toggle.answerCount] === marked.size,
      `${method} ${toggle.kind} by user ${user.id} answered ${toggle.answerCount} ${data?.[toggle.answerCount]}, but ${marked.size} user(s) ${toggle.kind} the post`,
      answer,
    )
  }
  const listing = await markedBy(ctx, toggle, [a, b, c], post.id)
  ctx.expect(
    listing.length === marked.size,
    `${listing.length} user(s) list post ${post.id} in ${toggle.mine}, but ${marked.size} ${toggle.kind}d it`,
  )
  for (const viewer of [b, c]) {
    const detail = await getPost(ctx, post.id, viewer)
    ctx.expect(
      countOf(detail, ...toggle.postCount) === listing.length,
      `post ${post.id} shows ${toggle.postCount[0]} ${countOf(detail, ...toggle.postCount)}, but ${listing.length} user(s) list it in ${toggle.mine}`,
    )
    ctx.expect(
      flagOf(detail, ...toggle.postFlag) === marked.has(viewer.id),
      `post ${post.id} shows ${toggle.postFlag[0]} ${flagOf(detail, ...toggle.postFlag)} to user ${viewer.id}, who ${marked.has(viewer.id) ? 'did' : 'did not'} ${toggle.kind} it`,
    )
  }
  const inList = (await listAll(ctx, `/api/users/${a.id}/posts`, b, 50)).items.find((p) => p.id === post.id)
  ctx.expect(
    countOf(inList, ...toggle.postCount) === marked.size,
    `the author's post list shows ${toggle.postCount[0]} ${countOf(inList, ...toggle.postCount)} for post ${post.id}, not ${marked.size}`,
  )
  const batch = await ctx.call({
    method: 'POST',
    path: toggle.batch.path,
    token: await ctx.token(b),
    json: { postIds: [post.id] },
  })
  ctx.expect(
    dataOf(batch)?.[toggle.batch.key]?.[String(post.id)] === marked.has(b.id),
    `${toggle.batch.path} says ${JSON.stringify(dataOf(batch)?.[toggle.batch.key])} for user ${b.id}`,
    batch,
  )
}

async function commentCounts(ctx: CheckContext): Promise<void> {
  const [a, b, c] = ctx.users as [Account, Account, Account]
  const post = await createPost(ctx, a)
  const comment = async (user: Account, content: string, parentId?: number) => {
    const answer = await ctx.call({
      method: 'POST',
      path: `/api/comments?postId=${post.id}`,
      token: await ctx.token(user),
      json: parentId ? { content, parentId } : { content },
    })
    ctx.must(
      answer.status === 201 && typeof dataOf(answer)?.id === 'number',
      `R7.26 commenting answered ${answer.status}, not 201 with the comment`,
      answer,
    )
    return dataOf(answer)!
  }
  const agree = async (when: string) => {
    const { items, answers } = await listAll(ctx, `/api/comments/post/${post.id}`, undefined, 20)
    const total = totalOf(answers[0]!)
    const shown = countOf(await getPost(ctx, post.id), 'commentsCount', 'comment_count')
    ctx.expect(
      total === items.length,
      `${when}: the comment list's total ${total} ≠ the ${items.length} comments it lists`,
      answers[0],
    )
    ctx.expect(
      shown === items.length,
      `${when}: post ${post.id} shows commentsCount ${shown}, but ${items.length} comments are listed`,
    )
    return items
  }
  const first = await comment(b, '一致性检查的评论')
  await comment(c, '另一条评论')
  await comment(a, '作者的回复', first.id as number)
  await agree('after three comments')
  const own = (await agree('again')).find((x) => x.author?.id === c.id)
  if (own) {
    const deleted = await ctx.call({ method: 'DELETE', path: `/api/comments/${own.id}`, token: await ctx.token(c) })
    ctx.expect(ok(deleted), `R7.28 the comment's author deleting it answered ${deleted.status}`, deleted)
  }
  await agree('after a comment was deleted')
  // The post's author may delete any comment on it; a comment's replies go with it.
  const byAuthor = await ctx.call({ method: 'DELETE', path: `/api/comments/${first.id}`, token: await ctx.token(a) })
  ctx.expect(ok(byAuthor), `R7.28 the post's author deleting a comment answered ${byAuthor.status}`, byAuthor)
  const left = await agree('after the post author deleted a comment with its reply')
  ctx.expect(left.length === 0, `${left.length} comment(s) left on post ${post.id}, expected none`)
}

async function commentLikeCounts(ctx: CheckContext): Promise<void> {
  const [a, b, c] = ctx.users as [Account, Account, Account]
  const post = await createPost(ctx, a)
  const created = await ctx.call({
    method: 'POST',
    path: `/api/comments?postId=${post.id}`,
    token: await ctx.token(b),
    json: { content: '评论点赞检查' },
  })
  ctx.must(created.status === 201, `R7.26 commenting answered ${created.status}`, created)
  const id = dataOf(created)!.id as number
  const likers = new Set<number>()
  for (const [user, method] of [
    [a, 'POST'],
    [c, 'POST'],
    [a, 'POST'],
    [c, 'DELETE'],
  ] as [Account, 'POST' | 'DELETE'][]) {
    const answer = await ctx.call({ method, path: `/api/comments/${id}/like`, token: await ctx.token(user) })
    ctx.must(ok(answer), `${method} /api/comments/${id}/like answered ${answer.status}`, answer)
    if (method === 'POST') likers.add(user.id)
    else likers.delete(user.id)
    ctx.expect(
      dataOf(answer)?.likeCount === likers.size,
      `${method} comment like by user ${user.id} answered likeCount ${dataOf(answer)?.likeCount}, but ${likers.size} user(s) like it`,
      answer,
    )
  }
  const listed = (await listAll(ctx, `/api/comments/post/${post.id}`, a, 20)).items.find((x) => x.id === id) as
    | Json
    | undefined
  const shown = countOf(listed, 'likesCount', 'like_count')
  ctx.expect(
    shown === undefined || shown === likers.size,
    `the comment list shows likesCount ${shown} for comment ${id}, but ${likers.size} user(s) like it`,
  )
}

async function followCounts(ctx: CheckContext): Promise<void> {
  const [a, b, c] = ctx.users as [Account, Account, Account]
  const followers = new Set<number>()
  const agree = async (when: string) => {
    const profile = dataOf(await ctx.call({ method: 'GET', path: `/api/users/${b.id}` }))
    const list = await listAll(ctx, `/api/users/${b.id}/followers`, undefined, 20)
    const ids = list.items.map((u) => u.id)
    ctx.expect(
      profile?.stats?.followersCount === ids.length,
      `${when}: user ${b.id}'s followersCount ${profile?.stats?.followersCount} ≠ the ${ids.length} followers listed`,
    )
    ctx.expect(
      totalOf(list.answers[0]!) === ids.length,
      `${when}: the followers list's total ${totalOf(list.answers[0]!)} ≠ the ${ids.length} it lists`,
      list.answers[0],
    )
    ctx.expect(
      ids.filter((id) => followers.has(id)).length === followers.size,
      `${when}: the followers list of user ${b.id} lacks some of the kit's followers (${[...followers].join(', ')})`,
    )
    for (const user of [a, c]) {
      const following = await listAll(ctx, `/api/users/${user.id}/following`, undefined, 20)
      const stats = dataOf(await ctx.call({ method: 'GET', path: `/api/users/${user.id}` }))?.stats
      ctx.expect(
        stats?.followingCount === following.items.length,
        `${when}: user ${user.id}'s followingCount ${stats?.followingCount} ≠ the ${following.items.length} users listed`,
      )
      ctx.expect(
        following.items.some((u) => u.id === b.id) === followers.has(user.id),
        `${when}: user ${user.id}'s following list ${followers.has(user.id) ? 'lacks' : 'still has'} user ${b.id}`,
      )
    }
  }
  for (const [user, method] of [
    [a, 'POST'],
    [c, 'POST'],
    [a, 'POST'],
    [c, 'DELETE'],
    [c, 'DELETE'],
  ] as [Account, 'POST' | 'DELETE'][]) {
    const answer = await ctx.call({ method, path: `/api/social/follow/${b.id}`, token: await ctx.token(user) })
    ctx.must(ok(answer), `${method} /api/social/follow/${b.id} answered ${answer.status}`, answer)
    if (method === 'POST') followers.add(user.id)
    else followers.delete(user.id)
    ctx.expect(
      dataOf(answer)?.isFollowing === (method === 'POST'),
      `${method} follow answered isFollowing ${dataOf(answer)?.isFollowing}`,
      answer,
    )
  }
  await agree('after follows and unfollows')
  const batch = await ctx.call({
    method: 'POST',
    path: '/api/social/batch-follow-status',
    token: await ctx.token(a),
    json: { userIds: [b.id, c.id] },
  })
  const status = dataOf(batch)?.followStatus
  ctx.expect(
    status?.[String(b.id)] === true && status?.[String(c.id)] === false,
    `R7.23 batch-follow-status for user ${a.id} says ${JSON.stringify(status)}`,
    batch,
  )
  const self = await ctx.call({ method: 'POST', path: `/api/social/follow/${a.id}`, token: await ctx.token(a) })
  ctx.expect(self.status === 400, `following oneself answered ${self.status}, not the documented 400`, self)
}

async function postCounts(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const agree = async (when: string) => {
    const list = await listAll(ctx, `/api/users/${a.id}/posts`, undefined, 20)
    const stats = dataOf(await ctx.call({ method: 'GET', path: `/api/users/${a.id}` }))?.stats
    const own = dataOf(await ctx.call({ method: 'GET', path: '/api/users/profile', token: await ctx.token(a) }))?.stats
    ctx.expect(
      stats?.postsCount === list.items.length,
      `${when}: user ${a.id}'s postsCount ${stats?.postsCount} ≠ the ${list.items.length} posts listed`,
    )
    ctx.expect(
      own?.postsCount === list.items.length,
      `${when}: the own profile's postsCount ${own?.postsCount} ≠ the ${list.items.length} posts listed`,
    )
    return list.items.length
  }
  const before = await agree('before')
  const post = await createPost(ctx, a)
  ctx.expect(
    (await agree('after creating a post')) === before + 1,
    "creating a post did not add one to the user's posts",
  )
  const removed = await ctx.call({ method: 'DELETE', path: `/api/posts/${post.id}`, token: await ctx.token(a) })
  ctx.must(ok(removed), `R7.16 the author deleting the post answered ${removed.status}`, removed)
  ctx.expect((await agree('after deleting it')) === before, "deleting the post did not take it from the user's posts")
  const gone = await ctx.call({ method: 'GET', path: `/api/posts/${post.id}` })
  ctx.expect(gone.status === 404, `a deleted post answers ${gone.status}, not 404`, gone)
}

export const COUNT_CHECKS: CheckDef[] = [
  {
    id: 'rules/likes-derived',
    rules: ['R7.19', 'R4.9', 'R7.25', 'R7.22'],
    group: 'rules',
    quick: true,
    title: "a post's like count equals the users whose liked posts list it, through repeated likes and unlikes",
    run: (ctx) => toggleCounts(ctx, TOGGLES.like),
  },
  {
    id: 'rules/bookmarks-derived',
    rules: ['R7.20', 'R7.24', 'R7.22'],
    group: 'rules',
    quick: true,
    title: "a post's bookmark count equals the users whose bookmarks list it, through repeated bookmarks and removals",
    run: (ctx) => toggleCounts(ctx, TOGGLES.bookmark),
  },
  {
    id: 'rules/comments-derived',
    rules: ['R7.26', 'R7.27', 'R7.28', 'R3.7'],
    group: 'rules',
    quick: true,
    title:
      "a post's comment count equals the comments listed, through comments, replies and deletions (a reply goes with its comment)",
    run: commentCounts,
  },
  {
    id: 'rules/comment-likes-derived',
    rules: [],
    group: 'rules',
    quick: false,
    title: "a comment's like count equals the users who like it (likes on comments, beyond the spec)",
    run: commentLikeCounts,
  },
  {
    id: 'rules/follows-derived',
    rules: ['R7.21', 'R7.11', 'R7.9', 'R7.23', 'R3.3'],
    group: 'rules',
    quick: true,
    title:
      'followers and following counts equal the lists, through follows, repeated follows and unfollows; following oneself is refused',
    run: followCounts,
  },
  {
    id: 'rules/posts-derived',
    rules: ['R7.9', 'R7.7', 'R7.10', 'R7.16'],
    group: 'rules',
    quick: true,
    title: "a user's post count equals the posts listed, through a post created and deleted",
    run: postCounts,
  },
]
