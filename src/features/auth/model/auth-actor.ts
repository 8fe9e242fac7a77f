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

/** The app's one session, connected by its wiring (src/app/services.ts). */
export interface AuthSession {
  /** The session's actor: made at its first use, the same one afterwards. */
  actor(): AuthActor
}

export const authSession = defineService<AuthSession>('auth session')

/**
 * The app's session. Its actor is made at its first use rather than when the app's services are connected, so the
 * profile check only runs once the app (and the mock backend's worker) is up; `stop` ends it (the services
 * disconnected).
 */
export function createAuthSession(): AuthSession & { stop(): void } {
  let actor: AuthActor | undefined
  return {
    actor: () => (actor ??= createAuthActor()),
    stop: () => {
      actor?.stop()
      actor = undefined
    },
  }
}

/** Creates the session and connects it (src/app/services.ts; tests); returns the disconnect, which ends it. */
export function connectAuthSession(): () => void {
  const session = createAuthSession()
  const disconnect = authSession.connect(session)
  return () => {
    disconnect()
    session.stop()
  }
}

/** The one app-wide session's actor (through the `authSession` slot: loud when the app has not connected it). */
export function getAuthActor(): AuthActor {
  return authSession.get().actor()
}
