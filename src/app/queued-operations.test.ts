import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { createQueuedOperation } from '@machines/offline-queue.machine'
import { APP_OPERATIONS } from './queued-operations'

const labelOf = APP_OPERATIONS.kinds.labelOf
const keyOf = (type: string, payload: unknown) => APP_OPERATIONS.kinds.mergeKeyOf(createQueuedOperation(type, payload))

describe('the app’s queued operations', () => {
  it('R4.41 labels: 点赞, 取消点赞, 收藏, 取消收藏, 关注, 取消关注, 评论, 发送消息', () => {
    const types = ['like', 'unlike', 'bookmark', 'unbookmark', 'follow', 'unfollow', 'comment', 'message']
    expect(types.map((type) => APP_OPERATIONS.get(type)?.type)).toEqual(types)
    expect(types.map(labelOf)).toEqual(['点赞', '取消点赞', '收藏', '取消收藏', '关注', '取消关注', '评论', '发送消息'])
  })

  it('R4.14 merge keys: a toggle and its opposite on one target meet; a like never meets a bookmark; comments and messages never merge', () => {
    expect(keyOf('like', { postId: 4 })).toBe(keyOf('unlike', { postId: 4 }))
    expect(keyOf('bookmark', { postId: 4 })).toBe(keyOf('unbookmark', { postId: 4 }))
    expect(keyOf('follow', { userId: 4 })).toBe(keyOf('unfollow', { userId: 4 }))
    expect(
      new Set([
        keyOf('like', { postId: 4 }),
        keyOf('bookmark', { postId: 4 }),
        keyOf('follow', { userId: 4 }),
        keyOf('like', { postId: 5 }),
      ]).size,
    ).toBe(4)
    const author = { id: 1, username: 'me', email: null, displayName: '我', avatar: null }
    expect(
      keyOf('comment', {
        postId: 4,
        content: '好',
        parentId: null,
        tempId: -1,
        author,
        createdAt: '2026-11-24T00:00:00.000Z',
      }),
    ).toBeNull()
    expect(keyOf('message', { receiverId: 4, content: '你好', createdAt: '2026-11-24T00:00:00.000Z' })).toBeNull()
  })

  it('R3.17 R4.14 the toggles’ operations stored by earlier builds are read back as they were stored (types and payloads unchanged)', () => {
    const stored = [
      ['like', { postId: 3 }],
      ['unlike', { postId: 3 }],
      ['bookmark', { postId: 4 }],
      ['unbookmark', { postId: 4 }],
      ['follow', { userId: 5 }],
      ['unfollow', { userId: 5 }],
      ['comment-like', { commentId: 6 }],
      ['comment-unlike', { commentId: 6 }],
    ].map(([type, payload], i) => ({ id: `k-${i}`, type, payload, timestamp: 1_764_000_000_000, retryCount: 1 }))
    for (const op of stored) expect(v.parse(APP_OPERATIONS.storedOperation, op)).toEqual(op)
    expect(v.safeParse(APP_OPERATIONS.storedOperation, { ...stored[0], payload: { userId: 3 } }).success).toBe(false)
    // The comment likes' labels and merge key, as earlier builds declared them.
    expect(['comment-like', 'comment-unlike'].map(labelOf)).toEqual(['评论点赞', '取消评论点赞'])
    expect(keyOf('comment-like', { commentId: 6 })).toBe('like:comment:6')
    expect(keyOf('comment-unlike', { commentId: 6 })).toBe('like:comment:6')
  })
})
