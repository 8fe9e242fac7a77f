import type { QueryClient } from '@tanstack/react-query'
import { onRetryNotice } from '@/api/api-events'
import { authEffects, connectAuthSession } from '@/features/auth/model/auth-actor'
import { clearFeedSnapshot } from '@/features/feed/model/feed-snapshot'
import {
  initGlobalState,
  pendingOperations,
  resetGlobalState,
  setPendingOperations,
  startPeriodicSync,
} from '@/services/global-state'
import { actorInspection, createActorRecorder } from '@/services/actor-inspection'
import { createOfflineQueue, offlineQueue } from '@/services/offline-queue/offline-queue'
import { createLiveActorHub, liveActors } from '@/services/live-actors'
import { isOnline } from '@/services/online-status'
import { createPostCache, postCache } from '@/services/post-cache'
import { applyRemotePostAction } from '@/services/post-values'
import { connectPrerenderedFeed } from '@/services/prerendered-data'
import { queryCache } from '@/services/query-cache'
import { queryKeys } from '@/lib/query-keys'
import { endSession } from '@/services/session'
import { watchStorageProblems } from '@/services/storage-problem'
import { toast } from '@/services/toast'
import { createToasts, toasts } from '@/services/toasts'
import { clearHomeSnapshot, prerenderedFeedPage } from './first-screen'
import { paths } from './paths'
import { APP_OPERATIONS } from './queued-operations'

// The app's long-lived services, created and connected in one place. A feature reaches each one through
// its slot (src/lib/service.ts); a slot used before this ran throws, so nothing is wired by accident.

/** R4.5: after a login, what the visitor saw (posts, who follows whom) is fetched again for the new user. */
export function refreshPostsAndSocial(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all })
  void queryClient.invalidateQueries({ queryKey: queryKeys.follow.all })
}

export interface AppServiceOptions {
  queryClient: QueryClient
  navigate: (to: string) => void
  /** The live machines keep every actor's events from the first (the developer switch on, src/app/start-app.ts). */
  recordActors?: boolean
}

/** Connects every service; returns the disconnect (tests; the app keeps them for its lifetime). */
export function connectAppServices({ queryClient, navigate, recordActors }: AppServiceOptions): () => void {
  const invalidate = (queryKey: readonly unknown[]) => queryClient.invalidateQueries({ queryKey })
  const stops: Array<() => void> = []

  // First: every actor (the offline queue's, below) names itself to the live machines' recorder as it is created.
  stops.push(actorInspection.connect(createActorRecorder({ enabled: recordActors })))
  // sonner, loaded at the first toast, and its host; R5.23: a visitor's 请先登录 leads to the sign-in page.
  stops.push(toasts.connect(createToasts(() => navigate(paths.login.href()))))
  stops.push(queryCache.connect(queryClient), postCache.connect(createPostCache(queryClient)))
  // The actors that outlive a screen (toggles, comment changes): each feature's registry made at its first use.
  const actors = createLiveActorHub()
  stops.push(liveActors.connect(actors), () => actors.stop())
  // The feed's first render starts from the data the page's first screen was drawn from (src/app/first-screen).
  stops.push(connectPrerenderedFeed({ feedPage: prerenderedFeedPage }))
  // R4.40: the client's retries, told as toasts.
  stops.push(onRetryNotice(({ kind, message }) => (kind === 'error' ? toast.error(message) : toast.info(message))))
  // A full or unreadable store, from whichever call meets it first: said once, by the storage alert.
  stops.push(watchStorageProblems())
  // R3.17, R4.35–R4.37: restores the global store (and with it the queue) before the queue starts.
  stops.push(
    initGlobalState({
      operations: APP_OPERATIONS,
      invalidate,
      onRemoteAction: (action) => {
        applyRemotePostAction(action)
        // Only follows need the follow feature's cache writer; it is loaded when one comes in.
        if (action.action === 'follow')
          void import('@/features/follow/model/follow-cache').then((m) => m.applyRemoteFollowAction(action))
      },
    }),
  )
  stops.push(startPeriodicSync({ invalidate }))

  const queue = createOfflineQueue({
    operations: APP_OPERATIONS,
    online: isOnline,
    initial: pendingOperations.peek(),
    persist: setPendingOperations,
    announce: (message) => toast.info(message),
    reportFailure: (message, detail) => toast.error(message, detail),
  })
  stops.push(offlineQueue.connect(queue), () => queue.stop())

  stops.push(
    authEffects.connect({
      refreshData: () => refreshPostsAndSocial(queryClient),
      // R4.4: nothing of the previous user survives logout.
      clearCaches: () => {
        queryClient.clear()
        clearFeedSnapshot()
        clearHomeSnapshot()
        queue.clear()
        // Toggles, comment changes: whatever the loaded features hold for this user.
        endSession()
        resetGlobalState()
      },
      goToLogin: () => {
        toast.success('已安全退出')
        navigate(paths.login.href())
      },
      // R8.34
      welcome: (kind) =>
        kind === 'register' ? toast.success('注册成功', '欢迎加入柠檬笔记！') : toast.brief('登录成功'),
    }),
  )

  // R4.1: the session, its actor made at its first use (a screen asking who is signed in).
  stops.push(connectAuthSession())

  return () => {
    for (const stop of stops.reverse()) stop()
  }
}
