import { QueryClient } from '@tanstack/react-query'
import { createSyncChannel } from '@/lib/broadcast'
import { afterEach } from 'vitest'
import { syncChannel } from '@/services/global-state'
import { createLiveActorHub, liveActors } from '@/services/live-actors'
import { isOnline } from '@/services/online-status'
import { createOfflineQueue, offlineQueue, type OfflineQueue } from '@/services/offline-queue/offline-queue'
import type { QueuedOperationDefinition } from '@/services/offline-queue/operation-definition'
import { createOperationRegistry } from '@/services/offline-queue/operation-registry'
import { createPostCache, postCache } from '@/services/post-cache'
import { queryCache } from '@/services/query-cache'

// The app's services for one test: a query cache, the post cache on it, the live actors, a cross-tab channel that
// reaches no other tab and an offline queue holding the types of operation the test names (a feature's part; the app
// itself connects them all in src/app/services.ts). Disconnected after each test.

const connected: Array<() => void> = []
afterEach(() => connected.splice(0).forEach((stop) => stop()))

export function connectTestServices({
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  operations = [],
}: {
  queryClient?: QueryClient
  operations?: readonly QueuedOperationDefinition[]
} = {}) {
  const queue: OfflineQueue = createOfflineQueue({
    operations: createOperationRegistry(operations),
    online: isOnline,
    initial: [],
    persist: () => {},
    announce: () => {},
    reportFailure: () => {},
  })
  const actors = createLiveActorHub()
  // A channel that reaches no other tab (a test of the other tabs connects its own, src/test/other-tab.ts).
  const channel = createSyncChannel({ create: () => null })
  // Unless the test connected its own already (src/test/other-tab.ts).
  if (!syncChannel.connected) connected.push(syncChannel.connect(channel), () => channel.close())
  connected.push(
    queryCache.connect(queryClient),
    () => actors.stop(),
    liveActors.connect(actors),
    postCache.connect(createPostCache(queryClient)),
    offlineQueue.connect(queue),
    () => queue.stop(),
  )
  return { queryClient, queue }
}
