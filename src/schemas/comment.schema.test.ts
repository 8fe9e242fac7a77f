import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  CommentListResponseSchema,
  CommentSchema,
  CreateCommentRequestSchema,
  isTemporaryCommentId,
} from './comment.schema'
import { fieldErrors, parseOk } from '@/test/schema-parse'

const camel = {
  id: 5,
  content: '好看！',
  postId: 1,
  parentId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  author: {
    id: 3,
    username: 'lemon',
    email: 'l@example.com',
    displayName: '小柠檬',
    avatar: '/u.png',
    createdAt: 'x',
    updatedAt: 'y',
  },
}
const snake = {
  id: 5,
  content: '好看！',
  post_id: 1,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  author: { id: 3, username: 'lemon', email: 'l@example.com', display_name: '小柠檬', avatar_url: '/u.png' },
}

describe('CommentSchema', () => {
  it('R3.7 displayName|display_name and avatar|avatar_url normalize to one shape', () => {
    const a = parseOk(CommentSchema, camel)
    expect(parseOk(CommentSchema, snake)).toEqual(a)
    expect(a).toEqual({
      id: 5,
      content: '好看！',
      postId: 1,
      parentId: null,
      author: { id: 3, username: 'lemon', email: 'l@example.com', displayName: '小柠檬', avatar: '/u.png' },
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      // A server without likes on comments: none shown, not liked.
      likeCount: 0,
      isLiked: false,
    })
  })
  it('likes on comments: likeCount|like_count and isLiked|is_liked are read in either spelling; a negative count is refused', () => {
    expect(parseOk(CommentSchema, { ...camel, likeCount: 7, isLiked: true })).toMatchObject({
      likeCount: 7,
      isLiked: true,
    })
    expect(parseOk(CommentSchema, { ...snake, like_count: 7, is_liked: true })).toMatchObject({
      likeCount: 7,
      isLiked: true,
    })
    expect(v.safeParse(CommentSchema, { ...camel, likeCount: -1 }).success).toBe(false)
  })
  it('R3.7 parentId is nullable and kept when present', () => {
    expect(parseOk(CommentSchema, { ...camel, parentId: 4 }).parentId).toBe(4)
    expect(parseOk(CommentSchema, { ...snake, parent_id: 4 }).parentId).toBe(4)
  })
  it('R3.7 an optimistic placeholder has a negative temporary id', () => {
    expect(parseOk(CommentSchema, { ...camel, id: -1700000000000 }).id).toBeLessThan(0)
    expect(isTemporaryCommentId(-3)).toBe(true)
    expect(isTemporaryCommentId(3)).toBe(false)
  })
  it('R3.7 R5.28 id, content and an author are required', () => {
    const { content: _c, ...noContent } = camel
    const { author: _a, ...noAuthor } = camel
    expect(v.safeParse(CommentSchema, noContent).success).toBe(false)
    expect(v.safeParse(CommentSchema, noAuthor).success).toBe(false)
  })
  it('R3.7 the list may be a plain list or { items | comments, pagination?, total? } → { items, total }', () => {
    const one = parseOk(CommentSchema, camel)
    expect(parseOk(CommentListResponseSchema, [camel])).toEqual({ items: [one], total: 1 })
    expect(parseOk(CommentListResponseSchema, { items: [camel], total: 30 })).toEqual({ items: [one], total: 30 })
    expect(parseOk(CommentListResponseSchema, { comments: [snake], pagination: { total: 12 } })).toEqual({
      items: [one],
      total: 12,
    })
    expect(parseOk(CommentListResponseSchema, { comments: [] })).toEqual({ items: [], total: 0 })
    expect(v.safeParse(CommentListResponseSchema, { total: 3 }).success).toBe(false)
  })
})

describe('CreateCommentRequestSchema', () => {
  it('R5.9 trimmed content must be non-empty: 请输入评论内容', () => {
    expect(fieldErrors(CreateCommentRequestSchema, { content: '  \n ' }).content).toEqual(['请输入评论内容'])
    expect(parseOk(CreateCommentRequestSchema, { content: ' 赞 ' }).content).toBe('赞')
  })
  it('R5.9 R9.9 at most 1000 characters: 评论内容不能超过1000个字符', () => {
    expect(fieldErrors(CreateCommentRequestSchema, { content: '字'.repeat(1001) }).content).toEqual([
      '评论内容不能超过1000个字符',
    ])
    expect(fieldErrors(CreateCommentRequestSchema, { content: '字'.repeat(1000) })).toEqual({})
  })
  it('R3.7 R7.26 parentId is an optional positive integer', () => {
    expect(parseOk(CreateCommentRequestSchema, { content: 'a', parentId: 2 }).parentId).toBe(2)
    expect(v.safeParse(CreateCommentRequestSchema, { content: 'a', parentId: 0 }).success).toBe(false)
    expect(v.safeParse(CreateCommentRequestSchema, { content: 'a', parentId: 1.5 }).success).toBe(false)
  })
})
