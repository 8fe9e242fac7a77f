import type { CheckContext, CheckDef } from '../check'
import type { Account } from '../sessions'
import { dataOf, hasNextOf, listAll, totalOf } from './steps'

// Pages are true to their word (R4.23, R4.24, R7.11, R7.12): walked from the first to the last, they list every
// record once — no duplicates, no gaps (as many as the total says), in the same order on a second walk; hasNext is
// true exactly while records remain; a page past the end is empty. Omitted, the limit is the spec's page size.

async function walk(
  ctx: CheckContext,
  path: string,
  viewer: Account | undefined,
  limit: number,
  maxPages: number,
): Promise<void> {
  const first = await listAll(ctx, path, viewer, limit, maxPages)
  const ids = first.items.map((x) => x.id ?? x.contact_user_id)
  const total = totalOf(first.answers[0]!)
  const dupes = ids.filter((id, i) => ids.indexOf(id) !== i)
  ctx.expect(
    dupes.length === 0,
    `${path} (limit ${limit}) lists ${dupes.length} record(s) twice across pages: ${[...new Set(dupes)].slice(0, 5).join(', ')}`,
    first.answers[1],
  )
  first.answers.forEach((answer, i) => {
    const size = (dataOf(answer) as unknown as unknown[]).length
    const last = i === first.answers.length - 1
    if (!last)
      ctx.expect(
        size === limit,
        `${path} page ${i + 1} of limit ${limit} has ${size} records while hasNext is true`,
        answer,
      )
    ctx.expect(
      totalOf(answer) === total,
      `${path} page ${i + 1} says total ${totalOf(answer)}, page 1 said ${total}`,
      answer,
    )
  })
  const complete = first.answers.length < maxPages
  if (complete) {
    ctx.expect(
      ids.length === total,
      `${path} (limit ${limit}): the pages list ${ids.length} records, the total says ${total}`,
      first.answers.at(-1),
    )
    const past = await ctx.call({
      method: 'GET',
      path: `${path}${path.includes('?') ? '&' : '?'}page=${first.answers.length + 1}&limit=${limit}`,
      ...(viewer ? { token: await ctx.token(viewer) } : {}),
    })
    ctx.expect(
      (dataOf(past) as unknown as unknown[] | undefined)?.length === 0 && hasNextOf(past) === false,
      `${path}: the page past the last is not empty with hasNext false`,
      past,
    )
  }
  const again = await listAll(ctx, path, viewer, limit, Math.min(3, maxPages))
  const order = again.items.map((x) => x.id ?? x.contact_user_id)
  ctx.expect(
    order.every((id, i) => ids[i] === id),
    `${path} (limit ${limit}): a second walk lists the records in another order`,
    again.answers[0],
  )
}

async function defaultLimit(ctx: CheckContext, path: string, viewer: Account | undefined, size: number): Promise<void> {
  const answer = await ctx.call({ method: 'GET', path, ...(viewer ? { token: await ctx.token(viewer) } : {}) })
  const items = (dataOf(answer) as unknown as unknown[] | undefined) ?? []
  const total = totalOf(answer) ?? 0
  ctx.expect(
    items.length === Math.min(size, total),
    `${path} without a limit lists ${items.length} of ${total}: the default page size is ${size}`,
    answer,
  )
  ctx.expect(
    hasNextOf(answer) === total > size,
    `${path} without a limit says hasNext ${hasNextOf(answer)} for ${total} records`,
    answer,
  )
}

async function pages(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  // Odd limits, so that no page boundary falls where a default one would.
  await walk(ctx, '/api/posts', a, ctx.quick ? 37 : 13, ctx.quick ? 4 : 60)
  await walk(ctx, '/api/posts?category=food', undefined, 7, 20)
  const someone = ctx.observed.ids('users').find((id) => id !== a.id) ?? 1
  await walk(ctx, `/api/users/${someone}/followers`, undefined, 3, 20)
  await walk(ctx, `/api/users/${someone}/posts`, undefined, 3, 20)
  const post = ctx.observed.ids('posts')[0]
  if (post !== undefined) await walk(ctx, `/api/comments/post/${post}`, undefined, 4, 20)
  await defaultLimit(ctx, '/api/posts', undefined, 20)
  await defaultLimit(ctx, `/api/users/${someone}/followers`, undefined, 20)
  await defaultLimit(ctx, '/api/messages/conversations', a, 50)
  await defaultLimit(ctx, '/api/social/bookmarks', a, 100)
}

export const PAGINATION_CHECKS: CheckDef[] = [
  {
    id: 'rules/pagination',
    rules: ['R4.23', 'R4.24', 'R7.11', 'R7.12', 'R9.5', 'R9.27', 'R9.28', 'R9.29'],
    group: 'rules',
    quick: true,
    title:
      'pages list every record once in a stable order, hasNext is true while records remain, the default page sizes hold',
    run: pages,
  },
]
