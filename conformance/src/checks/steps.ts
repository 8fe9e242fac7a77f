import type { CheckContext } from '../check'
import type { Answer } from '../http/client'
import type { Account } from '../sessions'

// Steps the rule checks share: what a client does through the API, each step checking its own answer.

export type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

export const dataOf = (answer: Answer): Json | undefined => (answer.json as Json | undefined)?.data
export const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300
export const totalOf = (answer: Answer): number | undefined =>
  (answer.json as Json | undefined)?.meta?.pagination?.total
export const hasNextOf = (answer: Answer): boolean | undefined =>
  (answer.json as Json | undefined)?.meta?.pagination?.hasNext

/** A count as the post answers name it (R3.5: likesCount, alt like_count). */
export const countOf = (post: Json | undefined, camel: string, snake: string): number | undefined =>
  post?.[camel] ?? post?.[snake] ?? undefined
/** A viewer's flag as the post answers name it (isLiked, alt is_liked). */
export const flagOf = (post: Json | undefined, camel: string, snake: string): boolean | undefined =>
  post?.[camel] ?? post?.[snake] ?? undefined

/** Text unique to this run, so a search or a list finds only what the run made. */
export const unique = (ctx: CheckContext, label: string) =>
  `${label}${ctx.seed.toString(36)}${Math.random().toString(36).slice(2, 8)}`

export async function createPost(
  ctx: CheckContext,
  author: Account,
  fields: Partial<Record<'title' | 'content' | 'category', string>> & { tags?: string[] } = {},
): Promise<Json> {
  const answer = await ctx.call({
    method: 'POST',
    path: '/api/posts',
    token: await ctx.token(author),
    json: {
      title: fields.title ?? '一致性检查',
      content: fields.content ?? '由一致性检查创建，稍后删除。',
      category: fields.category ?? 'lifestyle',
      tags: fields.tags ?? ['检查'],
    },
  })
  const post = dataOf(answer)
  ctx.must(
    answer.status === 201 && typeof post?.id === 'number',
    `R7.14 creating a post answered ${answer.status}, not 201 with the post`,
    answer,
  )
  return post
}

export async function getPost(ctx: CheckContext, id: number, viewer?: Account): Promise<Json> {
  const answer = await ctx.call({
    method: 'GET',
    path: `/api/posts/${id}`,
    ...(viewer ? { token: await ctx.token(viewer) } : {}),
  })
  ctx.must(
    answer.status === 200 && dataOf(answer)?.id === id,
    `R7.13 GET /api/posts/${id} answered ${answer.status}, not the post`,
    answer,
  )
  return dataOf(answer)!
}

/** Every item of a paginated list, page by page (at most `maxPages`), with the answers. */
export async function listAll(
  ctx: CheckContext,
  path: string,
  viewer: Account | undefined,
  limit: number,
  maxPages = 50,
): Promise<{ items: Json[]; answers: Answer[] }> {
  const items: Json[] = []
  const answers: Answer[] = []
  const token = viewer ? await ctx.token(viewer) : undefined
  for (let page = 1; page <= maxPages; page++) {
    const answer = await ctx.call({
      method: 'GET',
      path: `${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`,
      ...(token ? { token } : {}),
    })
    ctx.must(
      answer.status === 200 && Array.isArray(dataOf(answer)),
      `GET ${path} page ${page} answered ${answer.status}, not a list`,
      answer,
    )
    answers.push(answer)
    items.push(...(dataOf(answer) as unknown as Json[]))
    if (!hasNextOf(answer)) break
  }
  return { items, answers }
}
