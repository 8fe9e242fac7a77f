import { useSelector } from '@xstate/react'
import type { AuthFailure } from '@machines/auth.machine'
import type { RegisterRequest } from '@/schemas/auth.schema'
import type { User } from '@/schemas/user.schema'
import { getAuthActor } from './auth-actor'

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
  /** The signed-in user changed (profile saved, avatar uploaded): the session shows and keeps the new one. */
  updateUser(user: User): void
}

// Stable across renders: they only send events to the one app-wide actor.
const commands = {
  login: (email: string, password: string) => getAuthActor().send({ type: 'auth.login', email, password }),
  register: (payload: RegisterRequest) => getAuthActor().send({ type: 'auth.register', payload }),
  logout: () => getAuthActor().send({ type: 'auth.logout' }),
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
