import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { isOnline } from '@/services/online-status'
import { connectTestServices } from '@/test/services'
import { addComment, resetCommentChanges } from './comment-changes'
import { commentOperations } from './queued-operations'

// Issue 23, "a request counts once", at the client: a comment is named by one Idempotency-Key from its first
// attempt on — the machine's retry and the offline queue's replay send the same key, so a first attempt whose
// answer was lost is not created twice (the server side: mock-server/handlers/idempotency.test.ts).

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

const server = setupTestServer()
afterEach(() => {
  resetCommentChanges()
  isOnline.value = true
})

const author = { id: 2, username: 'u2', email: null, displayName: '小鹿', avatar: null }
const created = {
  id: 90,
  content: '说一次',
  postId: 7,
  parentId: null,
  author,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
}

/** Records each comment call's key; `first` answers the first call. */
function recordCalls(first: () => Response) {
  const keys: Array<string | null> = []
  server.use(
    http.post('*/api/comments', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'))
      return keys.length === 1 ? first() : HttpResponse.json(ok(created), { status: 201 })
    }),
  )
  return keys
}

describe('a comment carries one Idempotency-Key across its attempts', () => {
  it('the retry after a lost answer (a 5xx) sends the first attempt’s key', async () => {
    connectTestServices({ operations: commentOperations })
    const keys = recordCalls(() =>
      HttpResponse.json({ success: false, message: '网关超时', code: 'SERVER_001' }, { status: 504 }),
    )
    addComment(7, { content: '说一次', parentId: null }, author)
    await waitFor(() => expect(keys).toHaveLength(2), { timeout: 4000 })
    expect(keys[0]).toMatch(/^[!-~]{8,}$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('a first attempt lost as the network drops is queued with its key, and the replay sends that key', async () => {
    const { queue } = connectTestServices({ operations: commentOperations })
    const keys = recordCalls(() => {
      isOnline.value = false
      return HttpResponse.error()
    })
    addComment(7, { content: '说一次', parentId: null }, author)
    await waitFor(() => expect(queue.actor.getSnapshot().context.queue).toHaveLength(1), { timeout: 4000 })
    const queued = queue.actor.getSnapshot().context.queue[0]!.payload as { requestKey?: string }
    expect(queued.requestKey).toBe(keys[0])
    isOnline.value = true
    await waitFor(() => expect(keys).toHaveLength(2), { timeout: 4000 })
    expect(keys[1]).toBe(keys[0])
  })

  it('two comments are two requests: each has its own key', async () => {
    connectTestServices({ operations: commentOperations })
    const keys: Array<string | null> = []
    server.use(
      http.post('*/api/comments', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'))
        return HttpResponse.json(ok(created), { status: 201 })
      }),
    )
    addComment(7, { content: '第一条', parentId: null }, author)
    addComment(7, { content: '第二条', parentId: null }, author)
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[0]).not.toBe(keys[1])
  })
})
