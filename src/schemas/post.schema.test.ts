import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { PostListSchema, PostSchema } from './post.schema'
import {
  CreatePostRequestSchema,
  imagesOverLimit,
  PostFormSchema,
  PostListQuerySchema,
  PostSearchQuerySchema,
  splitTags,
  UpdatePostRequestSchema,
} from './post-input.schema'
import { MSG } from './messages'
import { fieldErrors, parseOk } from '@/test/schema-parse'

const camel = {
  id: 1,
  title: '周末去露营',
  content: '好天气',
  category: 'travel',
  tags: ['露营'],
  images: [{ url: '/uploads/a.webp', width: 600, height: 800 }],
  location: '杭州',
  author: { id: 3, username: 'lemon', displayName: '小柠檬', avatar: '/uploads/u3.webp' },
  likesCount: 5,
  commentsCount: 2,
  bookmarksCount: 1,
  isLiked: true,
  isBookmarked: false,
  viewCount: 9,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
}
const snake = {
  id: 1,
  title: '周末去露营',
  content: '好天气',
  category: 'travel',
  tags: ['露营'],
  images: ['/uploads/a.webp'],
  location: '杭州',
  user_id: 3,
  username: 'lemon',
  display_name: '小柠檬',
  avatar_url: '/uploads/u3.webp',
  like_count: 5,
  comment_count: 2,
  bookmark_count: 1,
  is_liked: true,
  is_bookmarked: false,
  view_count: 9,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
}

describe('PostSchema', () => {
  it('R3.5 camelCase and snake_case wire shapes normalize to the same post', () => {
    const a = parseOk(PostSchema, camel)
    const b = parseOk(PostSchema, snake)
    expect(b).toEqual({ ...a, images: [{ url: '/uploads/a.webp', width: null, height: null }] })
    expect(a.author).toEqual({ id: 3, username: 'lemon', displayName: '小柠檬', avatar: '/uploads/u3.webp' })
    expect(a).toMatchObject({ likesCount: 5, commentsCount: 2, isLiked: true, isBookmarked: false, viewCount: 9 })
  })
  it('R3.5 images may be url strings or { url, width?, height? } objects', () => {
    const p = parseOk(PostSchema, { ...camel, images: ['/a.png', { url: '/b.png', width: 300 }] })
    expect(p.images).toEqual([
      { url: '/a.png', width: null, height: null },
      { url: '/b.png', width: 300, height: null },
    ])
  })
  it('R3.5 category defaults to general; optional fields default sensibly', () => {
    const p = parseOk(PostSchema, { id: 2, title: 't', content: 'c', author: camel.author })
    expect(p).toMatchObject({
      category: 'general',
      tags: [],
      images: [],
      location: null,
      likesCount: 0,
      commentsCount: 0,
      bookmarksCount: 0,
      isLiked: false,
      isBookmarked: false,
      viewCount: 0,
    })
  })
  it('R3.5 R5.28 id, title and content are required', () => {
    for (const key of ['id', 'title', 'content'] as const) {
      const { [key]: _drop, ...rest } = camel
      expect(v.safeParse(PostSchema, rest).success, key).toBe(false)
    }
    expect(v.safeParse(PostListSchema, [camel, { id: 9 }]).success).toBe(false)
    expect(v.safeParse(PostListSchema, { posts: [] }).success).toBe(false)
  })
  it('R3.5 the display name falls back to username when display_name is missing', () => {
    const { display_name: _d, ...rest } = snake
    expect(parseOk(PostSchema, rest).author.displayName).toBe('lemon')
  })
})

const body = { title: '标题', content: '内容' }

describe('CreatePostRequestSchema', () => {
  it('R5.13 title and content are required after trimming: 标题和内容不能为空', () => {
    const errs = fieldErrors(CreatePostRequestSchema, { title: '  ', content: '\n' })
    expect(errs.title).toEqual(['标题和内容不能为空'])
    expect(errs.content).toEqual(['标题和内容不能为空'])
    expect(MSG.postIncompleteTitle).toBe('请完善内容')
    expect(parseOk(CreatePostRequestSchema, { title: ' 标题 ', content: ' 内容 ' })).toMatchObject(body)
  })
  it('R5.14 R9.8 title max 30, content max 1000', () => {
    expect(fieldErrors(CreatePostRequestSchema, { ...body, title: '字'.repeat(31) }).title).toEqual([MSG.postTitleMax])
    expect(fieldErrors(CreatePostRequestSchema, { ...body, content: '字'.repeat(1001) }).content).toEqual([
      MSG.postContentMax,
    ])
    expect(fieldErrors(CreatePostRequestSchema, { title: '字'.repeat(30), content: '字'.repeat(1000) })).toEqual({})
  })
  it('R5.15 R9.7 at most 9 images: 最多只能上传9张图片，当前总数将达到N张', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `/uploads/${i}.webp`)
    expect(fieldErrors(CreatePostRequestSchema, { ...body, images: ten }).images).toEqual([
      '最多只能上传9张图片，当前总数将达到10张',
    ])
    expect(fieldErrors(CreatePostRequestSchema, { ...body, images: ten.slice(0, 9) })).toEqual({})
  })
  it('R5.15 the limit counts existing plus new images', () => {
    expect(imagesOverLimit(6 + 3)).toBeNull()
    expect(imagesOverLimit(6 + 5)).toBe('最多只能上传9张图片，当前总数将达到11张')
    expect(MSG.postImagesOverTitle).toBe('图片数量超限')
  })
  it('R5.15 images are url strings or { url, width, height } and normalize alike', () => {
    const out = parseOk(CreatePostRequestSchema, {
      ...body,
      images: ['/uploads/a.webp', { url: 'https://cdn.example/b.jpg', width: 4, height: 3 }],
    })
    expect(out.images).toEqual([
      { url: '/uploads/a.webp', width: null, height: null },
      { url: 'https://cdn.example/b.jpg', width: 4, height: 3 },
    ])
    expect(fieldErrors(CreatePostRequestSchema, { ...body, images: ['javascript:alert(1)'] })['images.0']).toBeDefined()
  })
  it('R5.16 tags are split on whitespace (leading # dropped, de-duplicated)', () => {
    expect(splitTags('  #旅行 美食\t#旅行\n##露营 ')).toEqual(['旅行', '美食', '露营'])
    expect(splitTags('   ')).toEqual([])
    expect(parseOk(CreatePostRequestSchema, { ...body, tags: '#a b' }).tags).toEqual(['a', 'b'])
    expect(parseOk(CreatePostRequestSchema, { ...body, tags: ['a', '#a', 'c'] }).tags).toEqual(['a', 'c'])
  })
  it('R5.16 tag limits: each at most 20 characters, at most 10 tags', () => {
    expect(fieldErrors(CreatePostRequestSchema, { ...body, tags: ['a'.repeat(21)] }).tags).toEqual([MSG.postTagMax])
    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`)
    expect(fieldErrors(CreatePostRequestSchema, { ...body, tags: eleven }).tags).toEqual([MSG.postTagsMax])
  })
  it('R5.16 location is optional and omitted when empty; at most 100', () => {
    expect(parseOk(CreatePostRequestSchema, { ...body, location: '  ' }).location).toBeUndefined()
    expect(parseOk(CreatePostRequestSchema, body).location).toBeUndefined()
    expect(parseOk(CreatePostRequestSchema, { ...body, location: ' 上海 ' }).location).toBe('上海')
    expect(fieldErrors(CreatePostRequestSchema, { ...body, location: 'a'.repeat(101) }).location).toEqual([
      MSG.postLocationMax,
    ])
  })
  it('R5.16 category defaults to lifestyle and must be one of the eight', () => {
    expect(parseOk(CreatePostRequestSchema, body).category).toBe('lifestyle')
    expect(fieldErrors(CreatePostRequestSchema, { ...body, category: 'cars' }).category).toEqual([
      MSG.postCategoryInvalid,
    ])
  })
  it('R7.15 update takes the same payload as create', () => {
    expect(UpdatePostRequestSchema).toBe(CreatePostRequestSchema)
  })
})

describe('PostFormSchema', () => {
  it('R5.16 the editor form turns tag text into tags and drops an empty location', () => {
    expect(parseOk(PostFormSchema, { ...body, tagsText: '#咖啡 拿铁', location: '' })).toEqual({
      ...body,
      category: 'lifestyle',
      tags: ['咖啡', '拿铁'],
      location: undefined,
    })
  })
  it('R5.13 the editor form reports the same incomplete message', () => {
    expect(fieldErrors(PostFormSchema, { title: '', content: '' }).title).toEqual([MSG.postIncomplete])
  })
})

describe('PostListQuerySchema', () => {
  it('R7.12 page, limit (default 20, max 100), category and search as query strings', () => {
    expect(parseOk(PostListQuerySchema, {})).toEqual({ page: 1, limit: 20 })
    expect(parseOk(PostListQuerySchema, { page: '3', limit: '50', category: 'food', search: ' 咖啡 ' })).toEqual({
      page: 3,
      limit: 50,
      category: 'food',
      search: '咖啡',
    })
    expect(v.safeParse(PostListQuerySchema, { limit: '101' }).success).toBe(false)
    expect(parseOk(PostListQuerySchema, { category: 'recommend' }).category).toBeUndefined()
    expect(parseOk(PostListQuerySchema, { category: '' }).category).toBeUndefined()
    expect(v.safeParse(PostListQuerySchema, { category: 'nope' }).success).toBe(false)
    expect(fieldErrors(PostListQuerySchema, { search: 'a'.repeat(101) }).search).toEqual([MSG.searchMax])
    expect(parseOk(PostListQuerySchema, { search: '  ' }).search).toBeUndefined()
  })
  it('R7.17 search takes a non-empty q', () => {
    expect(parseOk(PostSearchQuerySchema, { q: ' 露营 ' })).toEqual({ page: 1, limit: 20, q: '露营' })
    expect(v.safeParse(PostSearchQuerySchema, { q: ' ' }).success).toBe(false)
  })
})
