import type { QueryClient } from '@tanstack/react-query'
import { authEffects } from '@/features/auth/model/auth-actor'
import { resetCommentChanges } from '@/features/comments/model/comment-changes'
import { commentReplays } from '@/features/comments/model/replays'
import { applyRemoteFollowAction } from '@/features/follow/model/follow-cache'
import { resetFollowToggles } from '@/features/follow/model/follow-toggle'
import { followReplays } from '@/features/follow/model/replays'
import { messageReplays } from '@/features/messages/model/replays'
import { clearFeedSnapshot } from '@/features/feed/model/feed-snapshot'
import { socialReplays } from '@/features/social/model/replays'
import { resetPostToggles } from '@/features/social/model/post-toggles'
import { initGlobalState, pendingOperations, resetGlobalState, setPendingOperations, startPeriodicSync } from '@/lib/global-state'
import { createOfflineQueue, offlineQueue } from '@/lib/offline-queue/offline-queue'
import type { ReplayRegistry } from '@/lib/offline-queue/replays'
import { isOnline } from '@/lib/online-status'
import { createPostCache, postCache } from '@/lib/post-cache'
import { applyRemotePostAction } from '@/lib/post-values'
import { queryCache } from '@/lib/query-cache'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'
import { clearHomeSnapshot } from './first-screen/capture'
import { paths } from './paths'

// The app's long-lived services, created and connected in one place. A feature reaches each one through
// its slot (src/lib/service.ts); a slot used before this ran throws, so nothing is wired by accident.

/** How every queued operation replays: each feature brings its part; a type left out does not compile. */
export const APP_REPLAYS: ReplayRegistry = { ...socialReplays, ...followReplays, ...commentReplays, ...messageReplays }

export interface AppServiceOptions {
  queryClient: QueryClient
  navigate: (to: string) => void
}

/** Connects every service; returns the disconnect (tests; the app keeps them for its lifetime). */
export function connectAppServices({ queryClient, navigate }: AppServiceOptions): () => void {
  const invalidate = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey })
  const stops: Array<() => void> = []

  stops.push(queryCache.connect(queryClient), postCache.connect(createPostCache(queryClient)))
  // R3.17, R4.35–R4.37: restores the global store (and with it the queue) before the queue starts.
  stops.push(
    initGlobalState({
      invalidate,
      onRemoteAction: (action) => {
        applyRemotePostAction(action)
        applyRemoteFollowAction(action)
      },
    }),
  )
  stops.push(startPeriodicSync({ invalidate }))

  const queue = createOfflineQueue({
    replays: APP_REPLAYS,
    online: isOnline,
    initial: pendingOperations.peek(),
    persist: setPendingOperations,
    announce: (message) => toast.info(message),
    reportFailure: (message, detail) => toast.error(message, detail),
  })
  stops.push(offlineQueue.connect(queue), () => queue.stop())

  stops.push(
    authEffects.connect({
      // R4.5
      refreshData: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all })
        void queryClient.invalidateQueries({ queryKey: queryKeys.follow.all })
      },
      // R4.4: nothing of the previous user survives logout.
      clearCaches: () => {
        queryClient.clear()
        clearFeedSnapshot()
        clearHomeSnapshot()
        queue.clear()
        resetPostToggles()
        resetFollowToggles()
        resetCommentChanges()
        resetGlobalState()
      },
      goToLogin: () => {
        toast.success('已安全退出')
        navigate(paths.login.href())
      },
      // R8.34
      welcome: (kind) => (kind === 'register' ? toast.success('注册成功', '欢迎加入柠檬笔记！') : toast.brief('登录成功')),
    }),
  )

  return () => {
    for (const stop of stops.reverse()) stop()
  }
}
