import { describe, expect, it } from 'vitest'
import type { Comment } from '@/schemas/comment.schema'
import { buildThreads, withReplies, type LocalComment } from './comment-threads'

const author = (id: number) => ({ id, username: `u${id}`, email: null, displayName: `用户${id}`, avatar: null })
const c = (id: number, parentId: number | null, minute: number): Comment => ({
  id,
  content: `评论${id}`,
  postId: 1,
  parentId,
  author: author(id),
  createdAt: new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString(),
  updatedAt: null,
  likeCount: 0,
  isLiked: false,
})
// The server's order: newest first.
const server = [c(6, 1, 6), c(5, null, 5), c(4, 1, 4), c(3, 2, 3), c(2, 1, 2), c(1, null, 1)]

describe('comment threads', () => {
  it('top-level comments newest first, each with its replies oldest first; a reply to a reply joins its thread', () => {
    const threads = buildThreads({ server, local: [], deleting: [] })
    expect(threads.map((t) => t.comment.id)).toEqual([5, 1])
    expect(threads[1]!.replies.map((r) => r.id)).toEqual([2, 3, 4, 6])
  })

  it('R4.20 R3.7 a comment being sent shows first as a placeholder with its negative id; a reply being sent shows last in its thread', () => {
    const local: LocalComment[] = [
      {
        tempId: -1,
        postId: 1,
        content: '新评论',
        parentId: null,
        author: author(9),
        createdAt: '2026-11-01T11:00:00.000Z',
        state: 'sending',
      },
      {
        tempId: -2,
        postId: 1,
        content: '新回复',
        parentId: 1,
        author: author(9),
        createdAt: '2026-11-01T11:01:00.000Z',
        state: 'queued',
      },
    ]
    const threads = buildThreads({ server, local, deleting: [] })
    expect(threads[0]!.comment).toMatchObject({ id: -1, state: 'sending', content: '新评论' })
    expect(threads.find((t) => t.comment.id === 1)!.replies.at(-1)).toMatchObject({ id: -2, state: 'queued' })
  })

  it('R4.21 a comment being deleted is gone at once, with its replies', () => {
    expect([...withReplies(server, [2])].sort()).toEqual([2, 3])
    const threads = buildThreads({ server, local: [], deleting: [1] })
    expect(threads.map((t) => t.comment.id)).toEqual([5])
  })
})
