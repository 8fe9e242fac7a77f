import { expect, type BrowserContext } from '@playwright/test'
import { uniqueName } from '../helpers'
import { REAL_API_APP_URL, REAL_API_BASE } from './real-api'

// The standalone API as the journeys' Node side sees it: what a journey sets up without the screens it is not about
// (a fresh user, a signed-in browser), and what it reads back from the server to prove a change really got there.

export interface Envelope<T = unknown> {
  status: number
  success: boolean
  data: T
  message: string
  code?: string
}

/** One call to the API from Node, its answer's envelope with the status. */
export async function callApi<T = unknown>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Envelope<T>> {
  const response = await fetch(`${REAL_API_BASE}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, ...((await response.json()) as Omit<Envelope<T>, 'status'>) }
}

export interface Session {
  token: string
  refreshToken: string
  user: { id: number; username: string; displayName: string }
}

/**
 * A user of its own for one journey, registered through the API: no like, follow or message of another journey (the
 * journeys share one API and run side by side) changes what it sees.
 */
export async function registerUser(prefix = 'ra'): Promise<Session> {
  const username = uniqueName(prefix)
  const answer = await callApi<Session>('POST', '/auth/register', {
    body: {
      username,
      displayName: `接口${username.slice(-5)}`,
      email: `${username}@example.com`,
      password: 'lemon1234',
    },
  })
  expect(answer.status, answer.message).toBe(201)
  return answer.data
}

/**
 * The browser signed in as `session` from its first page on, as the app stores a login (R3.16's keys); once only, so
 * that the tokens the app refreshes or clears later are its own.
 */
export async function signInBrowser(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript(
    ({ origin, token, refreshToken, user }) => {
      if (location.origin !== origin || sessionStorage.getItem('lemon.test.signedIn')) return
      sessionStorage.setItem('lemon.test.signedIn', '1')
      localStorage.setItem('lemon.accessToken', token)
      localStorage.setItem('lemon.refreshToken', refreshToken)
      localStorage.setItem('lemon.user', JSON.stringify(user))
    },
    { origin: new URL(REAL_API_APP_URL).origin, ...session },
  )
}

export interface PostValues {
  isLiked: boolean
  likesCount: number
  commentsCount: number
}

/** A post as the server has it for `token`'s user. */
export async function postOnServer(postId: number, token: string): Promise<PostValues> {
  const answer = await callApi<PostValues>('GET', `/posts/${postId}`, { token })
  expect(answer.status, answer.message).toBe(200)
  return answer.data
}

/** The access token the browser holds now (after a refresh, not the one it signed in with). */
export const accessTokenIn = (context: BrowserContext): Promise<string> =>
  context.pages()[0]!.evaluate(() => localStorage.getItem('lemon.accessToken') ?? '')
