import type { CheckContext, CheckDef } from '../check'
import type { RequestSpec } from '../http/client'
import type { Account } from '../sessions'
import { createPost, dataOf, listAll, unique } from './steps'

// A creating call counts once however often it is retried (its Idempotency-Key): the retry of a request whose
// answer was lost gets the first answer, marked Idempotent-Replayed, and one record exists; the same key with
// another request is refused (422 IDEMPOTENCY_001) and creates nothing.

interface Creating {
  what: string
  rules: string[]
  request: (ctx: CheckContext, body: string) => Promise<RequestSpec>
  /** How many records the request made, read through the API. */
  count: (ctx: CheckContext, body: string) => Promise<number>
}

/** Keys are printable ASCII without spaces (the contract's pattern); one per request and its retry. */
const key = (ctx: CheckContext) =>
  `conformance-${ctx.seed}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

async function onceOnly(ctx: CheckContext, creating: Creating): Promise<void> {
  const text = unique(ctx, '幂等')
  const k = key(ctx)
  const spec = await creating.request(ctx, text)
  const first = await ctx.call({ ...spec, headers: { ...spec.headers, 'Idempotency-Key': k } })
  ctx.must(first.status >= 200 && first.status < 300, `${creating.what} answered ${first.status}`, first)
  const retry = await ctx.call({ ...spec, headers: { ...spec.headers, 'Idempotency-Key': k } })
  ctx.expect(
    retry.status === first.status && retry.text === first.text,
    `${creating.what}: the retry with the same key answered ${retry.status}, not the first answer`,
    retry,
  )
  ctx.expect(
    retry.headers.get('Idempotent-Replayed') === 'true',
    `${creating.what}: the retry is not marked Idempotent-Replayed: true`,
    retry,
  )
  const other = await creating.request(ctx, `${text}另`)
  const reuse = await ctx.call({ ...other, headers: { ...other.headers, 'Idempotency-Key': k } })
  ctx.expect(
    reuse.status === 422 && (reuse.json as { code?: string } | undefined)?.code === 'IDEMPOTENCY_001',
    `${creating.what}: the same key with another request answered ${reuse.status}, not 422 IDEMPOTENCY_001`,
    reuse,
  )
  const made = await creating.count(ctx, text)
  ctx.expect(made === 1, `${creating.what}: ${made} records exist after a request and its retry`)
  const madeOther = await creating.count(ctx, `${text}另`)
  ctx.expect(madeOther === 0, `${creating.what}: a refused reuse of the key created ${madeOther} record(s)`)
}

const user = (ctx: CheckContext, i: number) => ctx.users[i] as Account
/** The post the comment check comments on, one per run. */
const commentTarget = new WeakMap<CheckContext, number>()

const CREATING: Creating[] = [
  {
    what: 'POST /api/posts',
    rules: ['R7.14'],
    request: async (ctx, text) => ({
      method: 'POST',
      path: '/api/posts',
      token: await ctx.token(user(ctx, 2)),
      json: { title: text.slice(0, 30), content: '幂等检查', category: 'tech', tags: [] },
    }),
    count: async (ctx, text) => {
      return (await listAll(ctx, `/api/users/${user(ctx, 2).id}/posts`, undefined, 50)).items.filter(
        (p) => p.title === text.slice(0, 30),
      ).length
    },
  },
  {
    what: 'POST /api/comments',
    rules: ['R7.26'],
    request: async (ctx, text) => {
      if (!commentTarget.has(ctx)) commentTarget.set(ctx, (await createPost(ctx, user(ctx, 2))).id as number)
      const target = commentTarget.get(ctx)!
      return {
        method: 'POST',
        path: `/api/comments?postId=${target}`,
        token: await ctx.token(user(ctx, 2)),
        json: { content: text },
      }
    },
    count: async (ctx, text) => {
      const target = commentTarget.get(ctx)!
      return (await listAll(ctx, `/api/comments/post/${target}`, undefined, 50)).items.filter((c) => c.content === text)
        .length
    },
  },
  {
    what: 'POST /api/messages/send',
    rules: ['R7.31'],
    request: async (ctx, text) => ({
      method: 'POST',
      path: '/api/messages/send',
      token: await ctx.token(user(ctx, 2)),
      json: { receiverId: user(ctx, 0).id, content: text },
    }),
    count: async (ctx, text) => {
      const thread = await ctx.call({
        method: 'GET',
        path: `/api/messages/conversations/${user(ctx, 2).id}?limit=50`,
        token: await ctx.token(user(ctx, 0)),
      })
      return ((dataOf(thread) as unknown as { content: string }[]) ?? []).filter((m) => m.content === text).length
    },
  },
]

export const IDEMPOTENCY_CHECKS: CheckDef[] = CREATING.map((creating) => ({
  id: `rules/idempotency ${creating.what}`,
  rules: creating.rules,
  group: 'rules',
  quick: creating.what === 'POST /api/posts',
  title: `${creating.what} with an Idempotency-Key counts once: the retry gets the first answer, another request with the key is refused`,
  run: (ctx) => onceOnly(ctx, creating),
}))
