import type { CheckContext, CheckDef } from '../check'
import type { Account } from '../sessions'
import { createPost, dataOf, getPost, ok } from './steps'

// Who may change what (R6.3, R6.4): only a post's author edits or deletes it; a comment is deleted by its author or
// the post's author; a visitor changes nothing. Every refusal changes nothing. And every operation that needs a
// session refuses a request without one, with a malformed token or with a revoked one (401).

async function postOwnership(ctx: CheckContext): Promise<void> {
  const [a, b] = ctx.users as [Account, Account]
  const post = await createPost(ctx, a, { title: '作者的帖子' })
  const edit = { title: '被别人改了', content: '不应出现', category: 'food', tags: [] }
  const byOther = await ctx.call({
    method: 'PUT',
    path: `/api/posts/${post.id}`,
    token: await ctx.token(b),
    json: edit,
  })
  ctx.expect(byOther.status === 403, `R6.4 another user editing the post answered ${byOther.status}, not 403`, byOther)
  const byVisitor = await ctx.call({ method: 'PUT', path: `/api/posts/${post.id}`, json: edit })
  ctx.expect(
    byVisitor.status === 401,
    `R6.2 a visitor editing the post answered ${byVisitor.status}, not 401`,
    byVisitor,
  )
  ctx.expect((await getPost(ctx, post.id)).title === '作者的帖子', `R6.4 the post's title changed after refused edits`)
  const del = await ctx.call({ method: 'DELETE', path: `/api/posts/${post.id}`, token: await ctx.token(b) })
  ctx.expect(del.status === 403, `R6.4 another user deleting the post answered ${del.status}, not 403`, del)
  ctx.expect(
    (await ctx.call({ method: 'GET', path: `/api/posts/${post.id}` })).status === 200,
    'R6.4 the post is gone after a refused delete',
  )
  const byAuthor = await ctx.call({
    method: 'PUT',
    path: `/api/posts/${post.id}`,
    token: await ctx.token(a),
    json: { ...edit, title: '作者改的标题', content: '作者改的正文' },
  })
  ctx.expect(
    ok(byAuthor) && dataOf(byAuthor)?.title === '作者改的标题',
    `R7.15 the author editing the post answered ${byAuthor.status} ${dataOf(byAuthor)?.title}`,
    byAuthor,
  )
}

async function commentOwnership(ctx: CheckContext): Promise<void> {
  const [a, b, c] = ctx.users as [Account, Account, Account]
  const post = await createPost(ctx, a)
  const created = await ctx.call({
    method: 'POST',
    path: `/api/comments?postId=${post.id}`,
    token: await ctx.token(b),
    json: { content: 'B 的评论' },
  })
  ctx.must(created.status === 201, `R7.26 commenting answered ${created.status}`, created)
  const id = dataOf(created)!.id as number
  const byOther = await ctx.call({ method: 'DELETE', path: `/api/comments/${id}`, token: await ctx.token(c) })
  ctx.expect(
    byOther.status === 403,
    `R8.23 a third user deleting the comment answered ${byOther.status}, not 403`,
    byOther,
  )
  const byVisitor = await ctx.call({ method: 'DELETE', path: `/api/comments/${id}` })
  ctx.expect(
    byVisitor.status === 401,
    `R6.2 a visitor deleting the comment answered ${byVisitor.status}, not 401`,
    byVisitor,
  )
  const listed = await ctx.call({ method: 'GET', path: `/api/comments/post/${post.id}` })
  ctx.expect(
    ((dataOf(listed) as unknown as { id: number }[]) ?? []).some((x) => x.id === id),
    'the comment is gone after refused deletes',
    listed,
  )
  const byAuthor = await ctx.call({ method: 'DELETE', path: `/api/comments/${id}`, token: await ctx.token(b) })
  ctx.expect(ok(byAuthor), `R6.3 the comment's author deleting it answered ${byAuthor.status}`, byAuthor)
}

/** Every operation whose security has no anonymous alternative: refused without a session. */
async function sessionRequired(ctx: CheckContext, bad: () => { revoked: string }): Promise<void> {
  const ops = ctx.contract.operations.filter((o) => o.secured && !o.anonymousToo)
  for (const op of ops) {
    const path = op.path.replace(/\{[^}]+\}/g, '1')
    for (const [label, headers] of [
      ['no token', {}],
      ['a malformed token', { Authorization: 'Bearer not-a-token' }],
      ['a revoked token', { Authorization: `Bearer ${bad().revoked}` }],
    ] as const) {
      const answer = await ctx.call({ method: op.method, path, headers: { ...headers } })
      ctx.expect(
        answer.status === 401,
        `${op.method} ${op.path} with ${label} answered ${answer.status}, not 401`,
        answer,
      )
      if (ctx.quick) break
    }
  }
}

export function ownershipChecks(bad: () => { revoked: string }): CheckDef[] {
  return [
    {
      id: 'rules/post-ownership',
      rules: ['R6.4', 'R6.3', 'R7.15', 'R7.16'],
      group: 'auth',
      quick: true,
      title: 'only the author edits or deletes a post; refusals (403 for others, 401 for visitors) change nothing',
      run: postOwnership,
    },
    {
      id: 'rules/comment-ownership',
      rules: ['R6.3', 'R7.28', 'R8.23'],
      group: 'auth',
      quick: true,
      title: 'a comment is deleted by its author; another user gets 403, a visitor 401, and the comment stays',
      run: commentOwnership,
    },
    {
      id: 'rules/session-required',
      rules: ['R6.2', 'R6.3', 'R4.2'],
      group: 'auth',
      quick: true,
      title: 'every operation that needs a session refuses no token, a malformed token and a revoked one with 401',
      run: (ctx) => sessionRequired(ctx, bad),
    },
  ]
}
