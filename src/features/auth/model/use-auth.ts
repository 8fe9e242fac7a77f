import { useSelector } from '@xstate/react'
import type { AuthFailure } from '@machines/auth.machine'
import type { RegisterRequest } from '@/schemas/auth.schema'
import type { User } from '@/schemas/user.schema'
import * as tokenStore from '@/api/token-store'
import { authEffects, getAuthActor } from './auth-actor'

export interface UseAuth {
  user: User | null
  isAuthenticated: boolean
  isSubmitting: boolean
  isChecking: boolean
  isLoggingOut: boolean
  error: AuthFailure | null
  lastAction: 'login' | 'register' | null
  login(email: string, password: string): void
  register(payload: RegisterRequest): void
  logout(): void
  /**
   * Ends the session here without asking the server (whose sessions are already gone: 重置演示数据): forgets the
   * tokens, which signs out every other tab too, and drops every cached answer. The caller shows the login page.
   */
  signOutEverywhere(): void
  /** The signed-in user changed (profile saved, avatar uploaded): the session shows and keeps the new one. */
  updateUser(user: User): void
}

// Stable across renders: they only send events to the one app-wide actor.
const commands = {
  login: (email: string, password: string) => getAuthActor().send({ type: 'auth.login', email, password }),
  register: (payload: RegisterRequest) => getAuthActor().send({ type: 'auth.register', payload }),
  logout: () => getAuthActor().send({ type: 'auth.logout' }),
  signOutEverywhere: () => {
    // The client's own "auth cleared" path (as after a failed refresh): the session goes anonymous; the storage
    // change reaches the other tabs (followSignOutElsewhere).
    tokenStore.clearSessionAndNotify()
    authEffects.get().clearCaches()
  },
  updateUser: (user: User) => getAuthActor().send({ type: 'auth.userUpdated', user }),
}

/** The session as screens see it: tags, never state names, so the machine can be reshaped freely. */
export function useAuth(): UseAuth {
  const actor = getAuthActor()
  return {
    user: useSelector(actor, (s) => s.context.user),
    isAuthenticated: useSelector(actor, (s) => s.hasTag('authenticated')),
    isSubmitting: useSelector(actor, (s) => s.hasTag('submitting')),
    isChecking: useSelector(actor, (s) => s.hasTag('checking')),
    isLoggingOut: useSelector(actor, (s) => s.hasTag('loggingOut')),
    error: useSelector(actor, (s) => s.context.error),
    lastAction: useSelector(actor, (s) => s.context.lastAction),
    ...commands,
  }
}
