import type { CheckContext, CheckDef } from '../check'
import { fakePng } from '../generate/image-bytes'
import type { Account } from '../sessions'
import { createPost, dataOf, listAll, unique } from './steps'

// What the feed is made of: categories (R3.6, R7.18), search over titles (R7.17, R7.12), a category filter
// (R7.12), and pictures uploaded and served back (R7.34–R7.36, R3.14).

const CATEGORIES: Record<string, string> = {
  lifestyle: '生活',
  fashion: '时尚',
  food: '美食',
  travel: '旅行',
  beauty: '美妆',
  fitness: '健身',
  tech: '科技',
  general: '其他',
}

async function categories(ctx: CheckContext): Promise<void> {
  const answer = await ctx.call({ method: 'GET', path: '/api/posts/categories' })
  const list = (dataOf(answer) as unknown as { id: string; name?: string; label?: string }[] | undefined) ?? []
  for (const [id, label] of Object.entries(CATEGORIES)) {
    const found = list.find((c) => c.id === id)
    ctx.expect(
      found !== undefined && Object.values(found).includes(label),
      `R3.6 category ${id} (${label}) is not listed as such: ${JSON.stringify(found)}`,
      answer,
    )
  }
  const food = await listAll(ctx, '/api/posts?category=food', undefined, 50, 2)
  ctx.expect(
    food.items.every((p) => p.category === 'food'),
    'R7.12 the food filter lists posts of another category',
    food.answers[0],
  )
}

async function search(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const word = unique(ctx, '柠')
  const post = await createPost(ctx, a, { title: `搜索${word}`.slice(0, 30) })
  for (const path of [
    `/api/posts/search?q=${encodeURIComponent(word)}`,
    `/api/posts?search=${encodeURIComponent(word)}`,
  ]) {
    const found = await ctx.call({ method: 'GET', path })
    const ids = ((dataOf(found) as unknown as { id: number }[]) ?? []).map((p) => p.id)
    ctx.expect(
      ids.includes(post.id as number),
      `R7.17 R7.12 ${path.split('?')[0]} does not find the post titled with "${word}"`,
      found,
    )
  }
}

async function uploads(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const png = fakePng(64, 64, 256)
  const avatar = await ctx.call({
    method: 'POST',
    path: '/api/upload/avatar',
    token: await ctx.token(a),
    form: [{ name: 'avatar', file: { bytes: png, filename: 'avatar.png', type: 'image/png' } }],
  })
  const url = dataOf(avatar)?.avatarUrl as string | undefined
  ctx.must(
    avatar.status === 201 && typeof url === 'string',
    `R7.35 uploading an avatar answered ${avatar.status}`,
    avatar,
  )
  const me = dataOf(await ctx.call({ method: 'GET', path: '/api/users/profile', token: await ctx.token(a) }))
  ctx.expect(
    me?.user?.avatar === url || me?.user?.avatar_url === url,
    `R7.35 the profile's avatar is ${me?.user?.avatar}, not the uploaded ${url}`,
  )
  const served = await ctx.call({ method: 'GET', path: new URL(url, 'http://x').pathname }, { conformance: false })
  ctx.expect(
    served.status === 200 && (served.headers.get('Content-Type') ?? '').startsWith('image/'),
    `R3.14 the uploaded avatar ${url} answers ${served.status} ${served.headers.get('Content-Type')}`,
    served,
  )
  const big = await ctx.call({
    method: 'POST',
    path: '/api/upload/avatar',
    token: await ctx.token(a),
    form: [
      { name: 'avatar', file: { bytes: fakePng(64, 64, 2 * 1024 * 1024 + 1), filename: 'big.png', type: 'image/png' } },
    ],
  })
  ctx.expect(big.status === 413, `R5.22 R9.15 an avatar of 2 MB + 1 byte answered ${big.status}, not 413`, big)
  const images = await ctx.call({
    method: 'POST',
    path: '/api/upload/post-images',
    token: await ctx.token(a),
    form: [1, 2].map((n) => ({
      name: 'images',
      file: { bytes: fakePng(40 * n, 30, 128), filename: `p${n}.png`, type: 'image/png' },
    })),
  })
  const urls = ((dataOf(images)?.images as { url: string }[] | undefined) ?? []).map((i) => i.url)
  ctx.expect(
    images.status === 201 && urls.length === 2,
    `R7.36 uploading 2 post images answered ${images.status} with ${urls.length} urls`,
    images,
  )
}

export const CONTENT_CHECKS: CheckDef[] = [
  {
    id: 'rules/categories',
    rules: ['R3.6', 'R7.18', 'R7.12'],
    group: 'rules',
    quick: true,
    title: 'the eight categories with their Chinese names; the category filter lists only that category',
    run: categories,
  },
  {
    id: 'rules/search',
    rules: ['R7.17', 'R7.12'],
    group: 'rules',
    quick: true,
    title: 'search (GET /api/posts/search?q= and GET /api/posts?search=) finds a post by a word of its title',
    run: search,
  },
  {
    id: 'rules/uploads',
    rules: ['R7.35', 'R7.36', 'R3.14', 'R5.22', 'R9.15'],
    group: 'rules',
    quick: false,
    title:
      "an uploaded avatar becomes the profile's and is served back; one over 2 MB is refused with 413; post images upload",
    run: uploads,
  },
]
