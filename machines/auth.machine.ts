import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate'
import type { AuthResponse, RegisterRequest } from '@/schemas/auth.schema'
import type { FieldError } from '@/schemas/envelope.schema'
import type { User } from '@/schemas/user.schema'

// Session lifecycle (spec §4 R4.1–R4.5). Pure: storage, network, caches and navigation are named
// actors/actions that the app (auth-actor.ts) or a test supplies with .provide().

/** What the UI shows after a failed login/register: the ApiError's public fields. */
export interface AuthFailure {
  type: string
  status: number
  code?: string
  message: string
  fieldErrors?: FieldError[]
}

export interface AuthContext {
  user: User | null
  error: AuthFailure | null
  lastAction: 'login' | 'register' | null
  /** A token was present at start-up: the session is trusted, then checked in the background. */
  restored: boolean
}

export interface AuthInput {
  token: string | null
  user: User | null
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string }
  | { type: 'auth.register'; payload: RegisterRequest }
  | { type: 'auth.logout' }
  | { type: 'auth.expired' }
  | { type: 'auth.userUpdated'; user: User }

export interface LoginInput {
  email: string
  password: string
}

const notProvided = (name: string) => () => Promise.reject(new Error(`auth machine: actor "${name}" not provided`))

/** Keeps only the serialisable, user-facing part of whatever the actor rejected with. */
export function toAuthFailure(error: unknown): AuthFailure {
  const e = (error ?? {}) as Partial<AuthFailure>
  return {
    type: typeof e.type === 'string' ? e.type : 'UNKNOWN_ERROR',
    status: typeof e.status === 'number' ? e.status : 0,
    ...(typeof e.code === 'string' && { code: e.code }),
    message: typeof e.message === 'string' ? e.message : '',
    ...(Array.isArray(e.fieldErrors) && { fieldErrors: e.fieldErrors }),
  }
}

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error
const rules = (...ids: string[]) => ({ rules: ids })

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
    tags: {} as 'anonymous' | 'authenticated' | 'submitting' | 'checking' | 'loggingOut',
  },
  actors: {
    loginCall: fromPromise<AuthResponse, LoginInput>(notProvided('loginCall')),
    registerCall: fromPromise<AuthResponse, RegisterRequest>(notProvided('registerCall')),
    logoutCall: fromPromise<void>(notProvided('logoutCall')),
    profileCheck: fromPromise<User>(notProvided('profileCheck')),
  },
  actions: {
    /** R4.1: store access token, refresh token and cached user. */
    persistSession: (_, _session: AuthResponse) => {},
    /** Keeps the cached user in step with the latest profile. */
    persistUser: (_, _user: User) => {},
    /** Tokens and cached user. */
    clearSession: () => {},
    /** R4.4: every cached server answer of the previous user. */
    clearCaches: () => {},
    goToLogin: () => {},
    /** R4.5: posts and social data, now seen through the new user's eyes. */
    refreshData: () => {},
    /** R8.34: the success toast of a login or a registration. */
    welcome: (_, _kind: 'login' | 'register') => {},
    setUser: assign((_, user: User) => ({ user })),
    setError: assign((_, error: unknown) => ({ error: toAuthFailure(error) })),
    forgetUser: assign({ user: null, restored: false }),
  },
  guards: {
    restored: ({ context }) => context.restored,
    unauthorized: (_, error: unknown) => (error as { status?: unknown } | null)?.status === 401,
  },
  delays: {
    /** R4.5 */
    refreshAfterLogin: 100,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ user: input.user, error: null, lastAction: null, restored: input.token !== null }),
  initial: 'starting',
  states: {
    starting: {
      meta: { means: 'reading the stored session' },
      always: [
        { guard: 'restored', target: 'authenticated.checking', meta: rules('R4.3') },
        { target: 'anonymous', meta: rules('R4.1') },
      ],
    },

    anonymous: {
      tags: 'anonymous',
      meta: { rules: ['R4.1'], means: 'no session: the visitor’s screens, login and register' },
      on: {
        'auth.login': {
          target: 'loggingIn',
          actions: assign({ lastAction: 'login', error: null }),
          meta: rules('R4.1'),
        },
        'auth.register': {
          target: 'registering',
          actions: assign({ lastAction: 'register', error: null }),
          meta: rules('R4.1'),
        },
      },
    },

    loggingIn: {
      tags: 'submitting',
      meta: { means: 'the login form is being sent (its button busy)', context: { error: 'null' } },
      invoke: {
        src: 'loginCall',
        input: ({ event }) => {
          const { email, password } = event as Extract<AuthEvent, { type: 'auth.login' }>
          return { email, password }
        },
        onDone: {
          target: '#auth.authenticated.refreshing',
          actions: [
            { type: 'persistSession', params: ({ event }) => event.output },
            { type: 'setUser', params: ({ event }) => event.output.user },
            { type: 'welcome', params: ({ context }) => context.lastAction ?? 'login' },
          ],
          meta: rules('R4.1', 'R8.34'),
        },
        // The failure's fields stay for the form (no rule of §4 names it).
        onError: { target: '#auth.anonymous', actions: { type: 'setError', params: errorOf } },
      },
    },

    registering: {
      tags: 'submitting',
      meta: { means: 'the register form is being sent (its button busy)', context: { error: 'null' } },
      invoke: {
        src: 'registerCall',
        input: ({ event }) => (event as Extract<AuthEvent, { type: 'auth.register' }>).payload,
        onDone: {
          target: '#auth.authenticated.refreshing',
          actions: [
            { type: 'persistSession', params: ({ event }) => event.output },
            { type: 'setUser', params: ({ event }) => event.output.user },
            { type: 'welcome', params: ({ context }) => context.lastAction ?? 'login' },
          ],
          meta: rules('R4.1', 'R8.34'),
        },
        onError: { target: '#auth.anonymous', actions: { type: 'setError', params: errorOf } },
      },
    },

    authenticated: {
      tags: 'authenticated',
      meta: { rules: ['R4.1'], means: 'signed in: the user’s screens', context: { error: 'null' } },
      initial: 'idle',
      on: {
        'auth.logout': { target: 'loggingOut', meta: rules('R4.4') },
        // The client already cleared storage after a failed refresh (R4.2); clearing again is harmless.
        'auth.expired': { target: 'anonymous', actions: ['clearSession', 'forgetUser'], meta: rules('R4.2') },
        'auth.userUpdated': {
          actions: [
            { type: 'setUser', params: ({ event }) => event.user },
            { type: 'persistUser', params: ({ event }) => event.user },
          ],
          meta: rules('R4.1'),
        },
      },
      states: {
        idle: {},
        refreshing: {
          meta: { rules: ['R4.5'], means: 'just signed in: posts and social data refresh after 100 ms' },
          after: { refreshAfterLogin: { target: 'idle', actions: 'refreshData', meta: rules('R4.5') } },
        },
        checking: {
          tags: 'checking',
          meta: { rules: ['R4.3'], means: 'a stored session, trusted while the profile check runs' },
          invoke: {
            src: 'profileCheck',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setUser', params: ({ event }) => event.output },
                { type: 'persistUser', params: ({ event }) => event.output },
              ],
              meta: rules('R4.3'),
            },
            onError: [
              // R4.3: the stored session is no longer valid.
              {
                guard: { type: 'unauthorized', params: errorOf },
                target: '#auth.anonymous',
                actions: ['clearSession', 'forgetUser'],
                meta: rules('R4.3'),
              },
              // Offline or server trouble: keep trusting the cached user rather than logging out.
              { target: 'idle', meta: rules('R4.3') },
            ],
          },
        },
      },
    },

    loggingOut: {
      tags: 'loggingOut',
      meta: { rules: ['R4.4'], means: 'the logout call runs; local state goes whatever it answers' },
      invoke: {
        src: 'logoutCall',
        // R4.4: local state goes whatever the server said.
        onDone: { target: 'loggedOut', meta: rules('R4.4') },
        onError: { target: 'loggedOut', meta: rules('R4.4') },
      },
    },

    loggedOut: {
      meta: { rules: ['R4.4'], means: 'tokens, cached user and caches cleared; on to /login' },
      entry: ['clearSession', 'clearCaches', 'goToLogin', 'forgetUser', assign({ error: null, lastAction: null })],
      always: { target: 'anonymous', meta: rules('R4.4') },
    },
  },
})
