import { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { afterEach } from 'vitest'
import { QUEUED_OPERATION_TYPES } from '@machines/offline-queue.machine'
import { isOnline } from '@/lib/online-status'
import { createOfflineQueue, offlineQueue, type OfflineQueue } from '@/lib/offline-queue/offline-queue'
import { defineReplay, type ReplayPart, type ReplayRegistry } from '@/lib/offline-queue/replays'
import { createPostCache, postCache } from '@/lib/post-cache'
import { queryCache } from '@/lib/query-cache'

// The app's services for one test: a query cache, the post cache on it and an offline queue with the
// replays the test names (the app itself connects them in src/app/services.ts). Disconnected after each test.

const connected: Array<() => void> = []
afterEach(() => connected.splice(0).forEach((stop) => stop()))

const refuse = defineReplay({ payload: v.unknown(), send: () => Promise.reject(new Error('no replay in this test')) })

export function connectTestServices({ queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }), replays = {} }: { queryClient?: QueryClient; replays?: ReplayPart } = {}) {
  const queue: OfflineQueue = createOfflineQueue({
    replays: { ...(Object.fromEntries(QUEUED_OPERATION_TYPES.map((type) => [type, refuse])) as ReplayRegistry), ...replays },
    online: isOnline,
    initial: [],
    persist: () => {},
    announce: () => {},
    reportFailure: () => {},
  })
  connected.push(queryCache.connect(queryClient), postCache.connect(createPostCache(queryClient)), offlineQueue.connect(queue), () => queue.stop())
  return { queryClient, queue }
}
