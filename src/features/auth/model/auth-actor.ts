import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { authMachine } from '@machines/auth.machine'
import * as tokenStore from '@/api/token-store'
import { inspectActor } from '@/services/actor-inspection'
import { defineService } from '@/lib/service'
import { getProfile } from '../api/get-profile'
import { login } from '../api/login'
import { logout } from '../api/logout'
import { register } from '../api/register'
import { followCachedUser, followSignOutElsewhere } from './cached-user-sync'

/**
 * What the session needs from the rest of the app (query cache, router). The app connects them at
 * start-up (src/app/services.ts), so this model never imports React Query or the router.
 */
export interface AuthEffects {
  /** R4.5: refetch posts and social data for the new user. */
  refreshData: () => void
  /** R4.4: drop every cached server answer. */
  clearCaches: () => void
  /** R4.4: navigate to /login. */
  goToLogin: () => void
  /** R8.34: the success toast after a login or a registration. */
  welcome: (kind: 'login' | 'register') => void
}

export const authEffects = defineService<AuthEffects>('auth effects')

export const liveAuthMachine = authMachine.provide({
  actors: {
    loginCall: fromPromise(({ input }) => login(input.email, input.password)),
    registerCall: fromPromise(({ input }) => register(input)),
    logoutCall: fromPromise(() => logout()),
    profileCheck: fromPromise(async ({ signal }) => (await getProfile(signal)).user),
  },
  actions: {
    persistSession: (_, session) => tokenStore.saveSession(session),
    persistUser: (_, user) => tokenStore.setCachedUser(user),
    clearSession: () => tokenStore.clearSession(),
    // Looked up on each call: an actor started before the app connected its services still reaches them.
    clearCaches: () => authEffects.get().clearCaches(),
    goToLogin: () => authEffects.get().goToLogin(),
    refreshData: () => authEffects.get().refreshData(),
    welcome: (_, kind) => authEffects.get().welcome(kind),
  },
})

export type AuthActor = ActorRefFrom<typeof liveAuthMachine>

/**
 * A started actor hydrated from storage (R4.1) that follows the client's own auth clearing (R4.2), other tabs' user
 * updates and other tabs' sign-outs.
 */
export function createAuthActor(): AuthActor {
  const actor = createActor(liveAuthMachine, {
    input: { token: tokenStore.getAccessToken(), user: tokenStore.getCachedUser() },
    inspect: inspectActor('登录状态'),
  })
  const stops = [
    tokenStore.subscribeAuthCleared(() => actor.send({ type: 'auth.expired' })),
    // Another tab saved a new copy of this user (profile edit, avatar): show it here too.
    followCachedUser(actor),
    // Another tab signed out: so does this one, and it shows the login page.
    followSignOutElsewhere(actor, () => {
      const effects = authEffects.get()
      effects.clearCaches()
      effects.goToLogin()
    }),
  ]
  const unsubscribe = () => stops.forEach((stop) => stop())
  actor.subscribe({ complete: unsubscribe, error: unsubscribe })
  return actor.start()
}

let appActor: AuthActor | undefined

/**
 * The one app-wide session. Created on first use rather than on import, so the profile check
 * only runs once the app (and the mock backend's worker) is up.
 */
export function getAuthActor(): AuthActor {
  appActor ??= createAuthActor()
  return appActor
}
