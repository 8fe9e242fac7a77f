// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import {
  commentLikeOperation,
  commentOperation,
  commentUnlikeOperation,
} from '@/features/comments/model/queued-operations'
import { followOperation, unfollowOperation } from '@/features/follow/model/queued-operations'
import {
  bookmarkOperation,
  likeOperation,
  unbookmarkOperation,
  unlikeOperation,
} from '@/features/likes-bookmarks/model/queued-operations'
import { messageOperation } from '@/features/messages/model/queued-operations'
import { setTokens } from '@/api/token-store'
import { pendingOperations } from '@/services/global-state'
import { offlineQueue, type OfflineQueue } from '@/services/offline-queue/offline-queue'
import type { QueuedOperationDefinition } from '@/services/offline-queue/operation-definition'
import { isOnline } from '@/services/online-status'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { ok, setupTestServer } from '@/test/test-server'
import { APP_OPERATIONS } from './queued-operations'
import { connectAppServices } from './services'

// Issue 23, drill: 50 actions queued offline, five of each of the ten types the queue holds, with a reload half-way
// while still offline. Once the network is back each is sent exactly once, in the order it was made; a later start
// sends nothing again. The app's own wiring runs (connectAppServices: the queue, its store in localStorage, each
// type's replay through the real API calls); the server is a stub that records what reaches it.

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))

const server = setupTestServer()
const at = '2026-11-24T00:00:00.000Z'
const author = { id: 1, username: 'me', email: null, displayName: '我', avatar: null }

interface ActionType {
  type: string
  /** Queues this type's action on target n (all targets differ, so nothing merges). */
  enqueue: (queue: OfflineQueue, n: number) => void
  /** The request it must become. */
  request: (n: number) => string
}
const action = <P, R>(
  definition: QueuedOperationDefinition<P, R>,
  payload: (n: number) => P,
  request: (n: number) => string,
): ActionType => ({
  type: definition.type,
  enqueue: (queue, n) => queue.enqueue(definition, payload(n)),
  request,
})

const TYPES: ActionType[] = [
  action(
    likeOperation,
    (n) => ({ postId: n }),
    (n) => `POST /api/social/like/${n}`,
  ),
  action(
    unlikeOperation,
    (n) => ({ postId: n }),
    (n) => `DELETE /api/social/like/${n}`,
  ),
  action(
    bookmarkOperation,
    (n) => ({ postId: n }),
    (n) => `POST /api/social/bookmark/${n}`,
  ),
  action(
    unbookmarkOperation,
    (n) => ({ postId: n }),
    (n) => `DELETE /api/social/bookmark/${n}`,
  ),
  action(
    followOperation,
    (n) => ({ userId: n }),
    (n) => `POST /api/social/follow/${n}`,
  ),
  action(
    unfollowOperation,
    (n) => ({ userId: n }),
    (n) => `DELETE /api/social/follow/${n}`,
  ),
  action(
    commentOperation,
    (n) => ({
      postId: n,
      content: `离线评论${n}`,
      parentId: null,
      tempId: -n,
      author,
      createdAt: at,
      requestKey: `comment-${n}`,
    }),
    (n) => `POST /api/comments?postId=${n} 离线评论${n} key comment-${n}`,
  ),
  action(
    commentLikeOperation,
    (n) => ({ commentId: n }),
    (n) => `POST /api/comments/${n}/like`,
  ),
  action(
    commentUnlikeOperation,
    (n) => ({ commentId: n }),
    (n) => `DELETE /api/comments/${n}/like`,
  ),
  action(
    messageOperation,
    (n) => ({ receiverId: n, content: `离线消息${n}`, createdAt: at, requestKey: `message-${n}` }),
    (n) => `POST /api/messages/send 离线消息${n} key message-${n}`,
  ),
]
const ACTIONS = 50

/** What reaches the server, in order: method, path and query, and for creating calls the text and the key. */
function recordingServer() {
  const seen: string[] = []
  const record = async (request: Request) => {
    const url = new URL(request.url)
    let line = `${request.method} ${url.pathname}${url.search}`
    if (request.method === 'POST' && /comments\?|messages\/send/.test(line)) {
      const body = (await request.clone().json()) as { content: string }
      line += ` ${body.content} key ${request.headers.get('Idempotency-Key')}`
    }
    seen.push(line)
  }
  server.use(
    http.all(
      '*/api/social/like/:postId',
      async ({ request }) => (
        await record(request), HttpResponse.json(ok({ isLiked: request.method === 'POST', likeCount: 1 }))
      ),
    ),
    http.all(
      '*/api/social/bookmark/:postId',
      async ({ request }) => (
        await record(request), HttpResponse.json(ok({ isBookmarked: request.method === 'POST', bookmarkCount: 1 }))
      ),
    ),
    http.all(
      '*/api/social/follow/:userId',
      async ({ request }) => (
        await record(request), HttpResponse.json(ok({ isFollowing: request.method === 'POST', followersCount: 1 }))
      ),
    ),
    http.all(
      '*/api/comments/:id/like',
      async ({ request }) => (
        await record(request), HttpResponse.json(ok({ isLiked: request.method === 'POST', likeCount: 1 }))
      ),
    ),
    http.post('*/api/comments', async ({ request }) => {
      await record(request)
      const postId = Number(new URL(request.url).searchParams.get('postId'))
      const { content } = (await request.json()) as { content: string }
      return HttpResponse.json(
        ok({
          id: 1000 + postId,
          postId,
          content,
          parentId: null,
          createdAt: at,
          updatedAt: at,
          author: { ...author, createdAt: at, updatedAt: at },
        }),
        { status: 201 },
      )
    }),
    http.post('*/api/messages/send', async ({ request }) => {
      await record(request)
      const { receiverId, content } = (await request.json()) as { receiverId: number; content: string }
      return HttpResponse.json(
        ok({ id: 2000 + receiverId, content, sender_id: 1, receiver_id: receiverId, created_at: at, is_read: false }),
        { status: 201 },
      )
    }),
  )
  return seen
}

const stops: Array<() => void> = []
/** A start of the app: its services connected, reading the queue the last start stored. */
function start() {
  stops.push(connectAppServices({ queryClient: new QueryClient(), navigate: vi.fn() }))
  return offlineQueue.get()
}
/** The page goes away: services disconnected, memory gone; only localStorage stays. */
function reload() {
  stops
    .splice(0)
    .reverse()
    .forEach((stop) => stop())
  pendingOperations.value = []
}
afterEach(() => {
  reload()
  isOnline.value = true
})

describe('the offline queue across a reload', () => {
  it('drill: 50 actions of all 10 queued types made offline, with a reload while offline → each sent once, in order, when the network is back (R4.14 R3.17)', async () => {
    // The ten types the app registers (queued-operations.test.ts lists them by label).
    expect(new Set(TYPES.map((t) => t.type)).size).toBe(10)
    for (const { type } of TYPES) expect(APP_OPERATIONS.get(type), type).toBeDefined()
    const seen = recordingServer()
    // A signed-in user's actions: a follow is replayed by the follow toggle's own send, which needs a session (R5.24).
    setTokens('a1', 'r1')
    isOnline.value = false
    const actions = Array.from({ length: ACTIONS }, (_, i) => ({ type: TYPES[i % TYPES.length]!, n: i + 1 }))

    let queue = start()
    for (const { type, n } of actions.slice(0, ACTIONS / 2)) type.enqueue(queue, n)
    expect(queue.actor.getSnapshot().context.queue).toHaveLength(ACTIONS / 2)
    reload()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.globalState)!).state.pendingOperations).toHaveLength(
      ACTIONS / 2,
    )

    queue = start()
    expect(queue.actor.getSnapshot().context.queue).toHaveLength(ACTIONS / 2)
    for (const { type, n } of actions.slice(ACTIONS / 2)) type.enqueue(queue, n)
    expect(queue.actor.getSnapshot().context.queue).toHaveLength(ACTIONS)
    expect(seen).toEqual([])

    isOnline.value = true
    await waitFor(queue.actor, (s) => s.context.queue.length === 0 && s.hasTag('idle'), { timeout: 20_000 })
    expect(seen).toEqual(actions.map(({ type, n }) => type.request(n)))
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.globalState)!).state.pendingOperations).toEqual([])

    // Sent means gone: the next start, online, has nothing to send.
    reload()
    queue = start()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(queue.actor.getSnapshot().context.queue).toEqual([])
    expect(seen).toHaveLength(ACTIONS)
  }, 30_000)
})
