import { getAccessToken } from '@/api/token-store'
import { queryCache } from '@/services/query-cache'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/services/toast'
import { liveActors } from '@/services/live-actors'
import { toggleRegistryOf, type ToggleDefinition } from '@/services/toggle/toggle-registry'
import { setFollow } from '../api/set-follow'
import { commitFollow } from './follow-cache'
import { followToggleOperations } from './queued-operations'

/** R4.17, R9.30: the button waits 300 ms between flips, the call waits 500 ms after the last one. */
export const FOLLOW_DEBOUNCE = { buttonMs: 300, mutationMs: 500 } as const

export const FOLLOW_MESSAGES = { followed: '关注成功', unfollowed: '取消关注', failed: '关注操作失败，请重试' } as const // R8.32

/** R5.24: the error a follow without a session fails with, before anything is sent. */
export const FOLLOW_NOT_AUTHENTICATED = 'User not authenticated'

export const followDefinition: ToggleDefinition<{ userId: number }> = {
  // R4.15–R4.17: toggles on the current status, debounced, a second request while pending refused.
  rules: { debounceMs: FOLLOW_DEBOUNCE.mutationMs, whileBusy: 'reject' },
  ...followToggleOperations,
  // Also what replays a follow made offline (queued-operations.ts derives it), the sign-in check included.
  send: async (userId, method) => {
    // The screens ask visitors to log in first; a flip that still gets here (a session ended in another tab), or a
    // replay with no session, sends nothing.
    if (!getAccessToken()) throw new Error(FOLLOW_NOT_AUTHENTICATED)
    const r = await setFollow(userId, method)
    return { active: r.isFollowing, count: r.followersCount }
  },
  // R4.18: the answer into the caches.
  commit: (userId, { active, count }) => commitFollow(userId, { isFollowing: active, followersCount: count }),
  announce: ({ active }) => toast.success(active ? FOLLOW_MESSAGES.followed : FOLLOW_MESSAGES.unfollowed), // R8.32
  rollback: (userId) =>
    Promise.all([
      queryCache.get().invalidateQueries({ queryKey: queryKeys.users.detail(userId) }),
      queryCache.get().invalidateQueries({ queryKey: queryKeys.follow.statusOf(userId) }),
    ]).then(() => undefined),
  failureMessage: FOLLOW_MESSAGES.failed,
  names: { kind: '关注', target: '用户' },
}

/** One follow actor per user, app-wide: the registry is made in the app's live actors at its first use. */
export const followToggles = () => toggleRegistryOf(followDefinition)
export const resetFollowToggles = () => {
  if (liveActors.connected) followToggles().reset()
}
