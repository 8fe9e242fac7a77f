import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { CATEGORIES, CategoriesResponseSchema } from '@/schemas/category.schema'
import { PaginationSchema } from '@/schemas/envelope.schema'
import { MSG } from '@/schemas/messages'
import { PostListSchema, PostSchema } from '@/schemas/post.schema'
import type { MockDb } from '../db'
import { expireAccessTokens } from '../auth-config'
import { stopTestBackend } from '../node'
import { call, fieldErrors, loginAs, BASE } from '../test/api-client'
import { fakePng, fakeWebp, imageFile } from '../test/image-bytes'
import { POST_COUNT, SEEDED, startContentBackend, stopContentBackend, tokenFor } from '../test/content-seed'

let db: MockDb
let demo: string // user 1, author of post 24
let kevin: string // user 3: liked and bookmarked post 24

beforeEach(async () => {
  db = await startContentBackend()
  demo = (await loginAs()).token
  kevin = await tokenFor(db, 3)
})
afterAll(() => {
  stopContentBackend()
  stopTestBackend()
})

const BAD_IDS = ['abc', '0', '-1', '1.5', 'NaN', '1e3', '99999999999999999999', '999999']
const ids = (data: { id: number }[]) => data.map((p) => p.id)
const pagination = (meta: unknown) => v.parse(PaginationSchema, (meta as { pagination: unknown }).pagination)
const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: '  周末去爬山  ',
  content: '  山顶的风景很好  ',
  category: 'travel',
  tags: ['#爬山', '周末', '爬山'],
  images: ['/uploads/2026/01/a.webp', { url: 'https://img.example.com/b.jpg', width: 800, height: 600 }],
  location: '杭州',
  ...overrides,
})

async function multipart(method: string, path: string, form: FormData, token?: string) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return { status: response.status, json: await response.json() }
}

describe('GET /api/posts', () => {
  it('R7.12 R6.2 a visitor (no token) reads the first page: 20 posts, newest first, every one a valid post, with meta.pagination', async () => {
    const { status, json } = await call('GET', '/posts')
    expect(status).toBe(200)
    const posts = v.parse(PostListSchema, json.data)
    expect(ids(posts)).toEqual(Array.from({ length: 20 }, (_, i) => POST_COUNT - i))
    expect(pagination(json.meta)).toEqual({ page: 1, limit: 20, total: POST_COUNT, hasNext: true })
    const demoUser = db.get('users', 1)!
    expect(posts[0]).toMatchObject({
      id: 24,
      title: '笔记24',
      author: { id: 1, username: demoUser.username, displayName: demoUser.displayName, avatar: demoUser.avatar },
    })
    expect(Object.keys(json.data[0]).sort()).toEqual([
      'author',
      'bookmarksCount',
      'category',
      'commentsCount',
      'content',
      'createdAt',
      'id',
      'images',
      'isBookmarked',
      'isLiked',
      'likesCount',
      'location',
      'tags',
      'title',
      'updatedAt',
      'viewCount',
    ])
    expect(json.data[0].images[0]).toEqual({ url: '/demo-images/24.webp', width: 1080, height: 1440 })
  })

  it('R7.12 page 2 has the rest with hasNext false; a page past the end is empty with hasNext false', async () => {
    const second = await call('GET', '/posts?page=2&limit=20')
    expect(ids(second.json.data)).toEqual([4, 3, 2, 1])
    expect(pagination(second.json.meta)).toEqual({ page: 2, limit: 20, total: POST_COUNT, hasNext: false })
    const past = await call('GET', '/posts?page=9999&limit=20')
    expect(past.status).toBe(200)
    expect(past.json.data).toEqual([])
    expect(pagination(past.json.meta)).toMatchObject({ page: 9999, total: POST_COUNT, hasNext: false })
    // Pages tile the list with no gap or overlap.
    const pages = await Promise.all([1, 2, 3, 4, 5].map((p) => call('GET', `/posts?page=${p}&limit=5`)))
    expect(pages.flatMap((p) => ids(p.json.data))).toEqual(Array.from({ length: POST_COUNT }, (_, i) => POST_COUNT - i))
    expect(pages.map((p) => pagination(p.json.meta).hasNext)).toEqual([true, true, true, true, false])
  })

  it('limit over 100 is rejected (not clamped); bad pages and limits are 400 VALIDATION_001', async () => {
    expect((await call('GET', '/posts?limit=100')).status).toBe(200)
    for (const q of [
      'limit=101',
      'limit=1000',
      'limit=0',
      'limit=-5',
      'limit=abc',
      'page=0',
      'page=-1',
      'page=abc',
      'page=NaN',
      'page=1.5',
      'page=99999999999',
    ]) {
      const { status, json } = await call('GET', `/posts?${q}`)
      expect(status, q).toBe(400)
      expect(json.code).toBe('VALIDATION_001')
    }
  })

  it('R7.12 a category filter returns only that category; recommend or an empty value means all', async () => {
    const { json } = await call('GET', '/posts?category=food')
    const expected = db
      .filter('posts', (p) => p.category === 'food')
      .map((p) => p.id)
      .sort((a, b) => b - a)
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(json.data)).toEqual(expected)
    expect(json.data.every((p: { category: string }) => p.category === 'food')).toBe(true)
    expect(pagination(json.meta).total).toBe(expected.length)
    for (const q of ['category=recommend', 'category='])
      expect(pagination((await call('GET', `/posts?${q}`)).json.meta).total).toBe(POST_COUNT)
  })

  it('an unknown category is 400 with the category message', async () => {
    const { status, json } = await call('GET', '/posts?category=cars')
    expect(status).toBe(400)
    expect(fieldErrors(json)).toEqual({ category: MSG.postCategoryInvalid })
  })

  it('R7.12 search finds by tag, case-insensitively by content words, by title, and by author display name and username', async () => {
    const search = async (s: string) =>
      ids((await call('GET', `/posts?search=${encodeURIComponent(s)}&limit=100`)).json.data)
    expect(await search('露营')).toEqual([SEEDED.otherPost])
    expect(await search('AUTUMN')).toEqual([SEEDED.otherPost])
    expect(await search('西湖')).toEqual([SEEDED.otherPost])
    expect(await search('第7篇')).toEqual([7])
    const byAuthor = (id: number) =>
      db
        .filter('posts', (p) => p.authorId === id)
        .map((p) => p.id)
        .sort((a, b) => b - a)
    expect(await search(db.get('users', 4)!.displayName)).toEqual(byAuthor(4))
    expect(await search(db.get('users', 3)!.username.toUpperCase())).toEqual(byAuthor(3))
    expect(await search('没有这样的内容')).toEqual([])
    // Search and category combine; whitespace-only search means no search.
    expect(ids((await call('GET', '/posts?search=露营&category=food')).json.data)).toEqual([])
    expect(pagination((await call('GET', '/posts?search=%20%20')).json.meta).total).toBe(POST_COUNT)
  })

  it('a search over 100 characters is refused', async () => {
    const { status, json } = await call('GET', `/posts?search=${'搜'.repeat(101)}`)
    expect(status).toBe(400)
    expect(json.message).toBe(MSG.searchMax)
  })

  it('counts are derived from relations; isLiked/isBookmarked follow the caller, false for visitors', async () => {
    const top = async (token?: string) => (await call('GET', '/posts?limit=1', { token })).json.data[0]
    expect(await top()).toMatchObject({
      id: 24,
      likesCount: 2,
      commentsCount: 3,
      bookmarksCount: 1,
      isLiked: false,
      isBookmarked: false,
    })
    expect(await top(kevin)).toMatchObject({ id: 24, isLiked: true, isBookmarked: true })
    expect(await top(demo)).toMatchObject({ id: 24, isLiked: false, isBookmarked: false })
    await db.write(async (tx) => {
      await tx.create('likes', { userId: 1, postId: 24, createdAt: new Date().toISOString() })
    })
    expect(await top(demo)).toMatchObject({ likesCount: 3, isLiked: true })
  })

  it('an expired token on the optional-auth feed is 401 AUTH_002, so the client refreshes', async () => {
    await expireAccessTokens()
    const { status, json } = await call('GET', '/posts', { token: demo })
    expect([status, json.code]).toEqual([401, 'AUTH_002'])
  })
})

describe('GET /api/posts/search', () => {
  it('R7.17 q searches like the feed search and is paginated', async () => {
    const { status, json } = await call('GET', '/posts/search?q=%E9%9C%B2%E8%90%A5')
    expect(status).toBe(200)
    expect(ids(v.parse(PostListSchema, json.data))).toEqual([SEEDED.otherPost])
    expect(pagination(json.meta)).toEqual({ page: 1, limit: 20, total: 1, hasNext: false })
    const paged = await call('GET', '/posts/search?q=%E7%AC%94%E8%AE%B0&page=2&limit=5')
    expect(ids(paged.json.data)).toHaveLength(5)
    expect(pagination(paged.json.meta)).toMatchObject({ page: 2, limit: 5, hasNext: true })
  })

  it('R7.17 a missing, blank or over-long q, or a bad page, is 400', async () => {
    for (const q of ['', '?q=', '?q=%20', `?q=${'a'.repeat(101)}`, '?q=a&page=0', '?q=a&limit=101']) {
      const { status, json } = await call('GET', `/posts/search${q}`)
      expect(status, q).toBe(400)
      expect(json.code).toBe('VALIDATION_001')
    }
  })
})

describe('GET /api/posts/categories', () => {
  it('R7.18 R6.7 the eight categories with Chinese labels and post counts, without a token', async () => {
    const { status, json } = await call('GET', '/posts/categories')
    expect(status).toBe(200)
    const list = v.parse(CategoriesResponseSchema, json.data)
    expect(list.map((c) => [c.id, c.label])).toEqual(CATEGORIES.map((c) => [c.id, c.label]))
    for (const c of list) expect(c.count, c.id).toBe(db.count('posts', (p) => p.category === c.id))
    expect(list.reduce((n, c) => n + (c.count ?? 0), 0)).toBe(POST_COUNT)
  })

  it('R7.18 counts follow new posts', async () => {
    await call('POST', '/posts', { token: demo, body: newPost({ category: 'tech' }) })
    const { json } = await call('GET', '/posts/categories')
    expect(json.data.find((c: { id: string }) => c.id === 'tech').count).toBe(
      db.count('posts', (p) => p.category === 'tech'),
    )
  })
})

describe('GET /api/posts/:id', () => {
  it('R7.13 returns the post with its author and derived counts; each read counts one view', async () => {
    const first = await call('GET', '/posts/24', { token: kevin })
    expect(first.status).toBe(200)
    expect(v.parse(PostSchema, first.json.data)).toMatchObject({
      id: 24,
      title: '笔记24',
      author: { id: 1 },
      likesCount: 2,
      commentsCount: 3,
      bookmarksCount: 1,
      isLiked: true,
      isBookmarked: true,
      viewCount: 1,
    })
    expect((await call('GET', '/posts/24')).json.data.viewCount).toBe(2)
    expect(db.get('posts', 24)?.viewCount).toBe(2)
  })

  it('non-numeric, zero, negative, fractional, huge and unknown ids are 404 帖子不存在或已被删除', async () => {
    for (const id of BAD_IDS) {
      const { status, json } = await call('GET', `/posts/${id}`)
      expect(status, id).toBe(404)
      expect(json).toMatchObject({ success: false, code: 'NOT_FOUND_001', message: '帖子不存在或已被删除' })
    }
  })
})

describe('POST /api/posts', () => {
  it('R7.14 R6.3 JSON create: trimmed, tags split and de-duplicated, images sized; first in the feed', async () => {
    const { status, json } = await call('POST', '/posts', { token: demo, body: newPost() })
    expect(status).toBe(201)
    const post = v.parse(PostSchema, json.data)
    expect(post).toMatchObject({
      title: '周末去爬山',
      content: '山顶的风景很好',
      category: 'travel',
      tags: ['爬山', '周末'],
      location: '杭州',
      author: { id: 1 },
      likesCount: 0,
      commentsCount: 0,
      bookmarksCount: 0,
      isLiked: false,
      viewCount: 0,
    })
    expect(json.data.images).toEqual([
      { url: '/uploads/2026/01/a.webp', width: 1080, height: 1080 },
      { url: 'https://img.example.com/b.jpg', width: 800, height: 600 },
    ])
    expect((await call('GET', '/posts?limit=1')).json.data[0].id).toBe(post.id)
    expect(pagination((await call('GET', '/users/1/posts')).json.meta).total).toBe(
      db.count('posts', (p) => p.authorId === 1),
    )
  })

  it('category defaults to lifestyle; tags may be one space-separated text; an empty location is omitted', async () => {
    const { status, json } = await call('POST', '/posts', {
      token: demo,
      body: { title: '标题', content: '内容', tags: '#早餐  咖啡 ', location: '   ' },
    })
    expect(status).toBe(201)
    expect(json.data).toMatchObject({ category: 'lifestyle', tags: ['早餐', '咖啡'], location: null, images: [] })
  })

  it('R7.14 multipart create: fields, repeated tags and image urls', async () => {
    const form = new FormData()
    form.set('title', '表单发布')
    form.set('content', '用表单发的')
    form.set('category', 'food')
    form.append('tags', '火锅')
    form.append('tags', '成都 美食')
    form.set('location', '成都')
    form.append('images', '/uploads/2026/01/x.webp')
    form.append('images', JSON.stringify({ url: '/uploads/2026/01/y.webp', width: 600, height: 800 }))
    const { status, json } = await multipart('POST', '/posts', form, demo)
    expect(status).toBe(201)
    expect(json.data).toMatchObject({
      title: '表单发布',
      category: 'food',
      tags: ['火锅', '成都', '美食'],
      location: '成都',
    })
    expect(json.data.images).toEqual([
      { url: '/uploads/2026/01/x.webp', width: 1080, height: 1080 },
      { url: '/uploads/2026/01/y.webp', width: 600, height: 800 },
    ])
  })

  it('R7.14 multipart image files are stored like uploads, sized from their bytes, and served back', async () => {
    const form = new FormData()
    form.set('title', '带图发布')
    form.set('content', '两张图')
    form.append('images', '/uploads/2026/01/old.webp')
    form.append('images', imageFile(fakePng(600, 800), '山.png', 'image/png'))
    form.append('images', imageFile(fakeWebp(1200, 900), 'lake.webp', 'image/webp'))
    form.append('images', new File([], '', { type: 'application/octet-stream' })) // an empty file input is ignored
    const { status, json } = await multipart('POST', '/posts', form, demo)
    expect(status, JSON.stringify(json)).toBe(201)
    const images = json.data.images as { url: string; width: number; height: number }[]
    expect(images.map((i) => [i.width, i.height])).toEqual([
      [1080, 1080],
      [600, 800],
      [1200, 900],
    ])
    expect(images[1]!.url).toMatch(/^\/uploads\/.+\.png$/)
    expect(images[2]!.url).toMatch(/^\/uploads\/.+-lake\.webp$/)
    expect(db.count('uploads', (u) => u.ownerId === 1)).toBe(2)
    const served = await fetch(`http://localhost${images[1]!.url}`)
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png'])
  })

  it('a form whose files would bring the total over 9, or holding a non-image, stores nothing', async () => {
    const form = new FormData()
    form.set('title', '太多图')
    form.set('content', '内容')
    for (let i = 0; i < 8; i++) form.append('images', `/uploads/u${i}.webp`)
    for (let i = 0; i < 2; i++) form.append('images', imageFile(fakePng(10, 10), `p${i}.png`, 'image/png'))
    const over = await multipart('POST', '/posts', form, demo)
    expect([over.status, over.json.message]).toEqual([400, '最多只能上传9张图片，当前总数将达到10张'])
    const bad = new FormData()
    bad.set('title', '坏图')
    bad.set('content', '内容')
    bad.append('images', imageFile(fakePng(10, 10), 'ok.png', 'image/png'))
    bad.append('images', new File(['not an image'], 'notes.txt', { type: 'text/plain' }))
    const refused = await multipart('POST', '/posts', bad, demo)
    expect([refused.status, refused.json.code, Object.keys(fieldErrors(refused.json))]).toEqual([
      415,
      'VALIDATION_001',
      ['images.1'],
    ])
    expect([db.count('uploads'), db.count('posts')]).toEqual([0, POST_COUNT])
  })

  it('missing or blank title and content are 400 标题和内容不能为空', async () => {
    for (const body of [
      {},
      { title: '   ', content: '内容' },
      { title: '标题', content: '\n\t ' },
      { title: '标题' },
    ]) {
      const { status, json } = await call('POST', '/posts', { token: demo, body })
      expect(status).toBe(400)
      expect(json.code).toBe('VALIDATION_001')
      expect(json.message).toContain(MSG.postIncomplete)
    }
  })

  it('title over 30 and content over 1000 characters are refused; exactly at the limits is accepted', async () => {
    const long = await call('POST', '/posts', {
      token: demo,
      body: newPost({ title: '题'.repeat(31), content: '文'.repeat(1001) }),
    })
    expect(long.status).toBe(400)
    expect(fieldErrors(long.json)).toEqual({ title: MSG.postTitleMax, content: MSG.postContentMax })
    const exact = await call('POST', '/posts', {
      token: demo,
      body: newPost({ title: '题'.repeat(30), content: '文'.repeat(1000) }),
    })
    expect(exact.status).toBe(201)
  })

  it('more than 9 images is 400 with the count; 9 is accepted', async () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/p${i}.webp`)
    const over = await call('POST', '/posts', { token: demo, body: newPost({ images: images(10) }) })
    expect(over.status).toBe(400)
    expect(fieldErrors(over.json).images).toBe('最多只能上传9张图片，当前总数将达到10张')
    expect((await call('POST', '/posts', { token: demo, body: newPost({ images: images(9) }) })).status).toBe(201)
    const form = new FormData()
    form.set('title', '表单')
    form.set('content', '内容')
    for (const url of images(12)) form.append('images', url)
    const overForm = await multipart('POST', '/posts', form, demo)
    expect([overForm.status, overForm.json.message]).toEqual([400, '最多只能上传9张图片，当前总数将达到12张'])
  })

  it("R5.15 a form's image limit counts every images part, an empty one (nothing chosen) too, as the contract's maxItems does", async () => {
    const form = new FormData()
    form.set('title', '表单')
    form.set('content', '内容')
    for (let i = 0; i < 10; i++) form.append('images', '')
    const over = await multipart('POST', '/posts', form, demo)
    expect([over.status, over.json.message]).toEqual([400, '最多只能上传9张图片，当前总数将达到10张'])
    form.delete('images')
    for (let i = 0; i < 9; i++) form.append('images', new File([], ''))
    expect((await multipart('POST', '/posts', form, demo)).status).toBe(201)
  })

  it('R7.14 wrong types, unknown categories, bad image urls and over-long tags are 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 42 }, 'title'],
      [{ content: ['x'] }, 'content'],
      [{ category: 'cars' }, 'category'],
      [{ tags: 7 }, 'tags'],
      [{ tags: ['标'.repeat(21)] }, 'tags'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
      [{ images: 'x.webp' }, 'images'],
      [{ images: ['javascript:alert(1)'] }, 'images.0'],
      [{ location: '地'.repeat(101) }, 'location'],
    ]
    for (const [overrides, field] of cases) {
      const { status, json } = await call('POST', '/posts', { token: demo, body: newPost(overrides) })
      expect(status, field).toBe(400)
      expect(Object.keys(fieldErrors(json)), field).toContain(field)
    }
    expect(db.count('posts')).toBe(POST_COUNT)
  })

  it('R6.2 without a token publishing is 401; malformed JSON is 400', async () => {
    expect((await call('POST', '/posts', { body: newPost() })).status).toBe(401)
    const bad = await call('POST', '/posts', {
      token: demo,
      rawBody: '{"title":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect([bad.status, bad.json.code]).toEqual([400, 'VALIDATION_001'])
    expect(db.count('posts')).toBe(POST_COUNT)
  })
})

describe('PUT /api/posts/:id', () => {
  it('R7.15 R6.3 the author replaces the post; createdAt stays, updatedAt moves', async () => {
    const before = db.get('posts', 24)!
    const { status, json } = await call('PUT', '/posts/24', {
      token: demo,
      body: newPost({ title: '改过的标题', images: [] }),
    })
    expect(status).toBe(200)
    expect(v.parse(PostSchema, json.data)).toMatchObject({
      id: 24,
      title: '改过的标题',
      category: 'travel',
      images: [],
      likesCount: 2,
      commentsCount: 3,
    })
    expect(json.data.createdAt).toBe(before.createdAt)
    expect(json.data.updatedAt > before.updatedAt).toBe(true)
    expect((await call('GET', '/posts/24')).json.data.title).toBe('改过的标题')
  })

  it('R6.4 someone else editing is 403 FORBIDDEN_001 and the post is unchanged', async () => {
    const { status, json } = await call('PUT', '/posts/24', { token: kevin, body: newPost({ title: '抢来的' }) })
    expect([status, json.code]).toEqual([403, 'FORBIDDEN_001'])
    expect(db.get('posts', 24)?.title).toBe('笔记24')
  })

  it('R7.15 bad ids are 404, no token 401, a bad body 400', async () => {
    for (const id of BAD_IDS)
      expect((await call('PUT', `/posts/${id}`, { token: demo, body: newPost() })).status, id).toBe(404)
    expect((await call('PUT', '/posts/24', { body: newPost() })).status).toBe(401)
    const bad = await call('PUT', '/posts/24', { token: demo, body: newPost({ title: '' }) })
    expect([bad.status, bad.json.message]).toEqual([400, MSG.postIncomplete])
  })
})

describe('DELETE /api/posts/:id', () => {
  it('R7.16 the author deletes; its comments, likes and bookmarks go in the same write (no orphans)', async () => {
    expect(db.count('comments', (c) => c.postId === 24)).toBe(3)
    const seqBefore = db.seq
    const { status, json } = await call('DELETE', '/posts/24', { token: demo })
    expect(status).toBe(200)
    expect(json).toMatchObject({ success: true, message: '帖子已删除', data: null })
    expect(db.seq).toBe(seqBefore + 1)
    expect(db.get('posts', 24)).toBeUndefined()
    for (const c of ['comments', 'likes', 'bookmarks'] as const)
      expect(
        db.count(c, (r) => r.postId === 24),
        c,
      ).toBe(0)
    const postIds = new Set(db.filter('posts').map((p) => p.id))
    for (const c of ['comments', 'likes', 'bookmarks'] as const)
      expect(
        db.filter(c).every((r) => postIds.has(r.postId)),
        c,
      ).toBe(true)
    expect((await call('GET', '/posts/24')).status).toBe(404)
    expect(pagination((await call('GET', '/posts')).json.meta).total).toBe(POST_COUNT - 1)
  })

  it('R6.4 someone else deleting is 403 and nothing is removed', async () => {
    const { status, json } = await call('DELETE', '/posts/24', { token: kevin })
    expect([status, json.code]).toEqual([403, 'FORBIDDEN_001'])
    expect(db.get('posts', 24)).toBeDefined()
    expect(db.count('comments', (c) => c.postId === 24)).toBe(3)
  })

  it('R7.16 bad or unknown ids are 404 (also the second delete); no token 401', async () => {
    for (const id of BAD_IDS) expect((await call('DELETE', `/posts/${id}`, { token: demo })).status, id).toBe(404)
    expect((await call('DELETE', '/posts/24')).status).toBe(401)
    expect((await call('DELETE', '/posts/24', { token: demo })).status).toBe(200)
    expect((await call('DELETE', '/posts/24', { token: demo })).status).toBe(404)
  })
})
