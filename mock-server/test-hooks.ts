import { activeDb } from './active-db'
import { expireAccessTokens } from './auth-config'
import { resetDataToSeed } from './faults'
import { errorResponse, fail, ok } from './http'
import { SERVER_MSG } from './server-messages'
import { authenticate } from './services/sessions'

// Test hooks of the standalone API (`npm run api -- --test-hooks`): what a journey or a conformance check against the
// API over real HTTP needs and cannot do as a client — start from the seed, and meet an expired access token without
// waiting 15 minutes. The browser's mock has the same powers through its QA handle (window.__lemonMock, faults.ts).
// Off unless asked for, since a reset is a whole database's writes thrown away: then these paths are unknown paths.
// They are not part of the contract (docs/openapi.json): no handler, no route table entry.

/** The environment variable that turns the hooks on for `npm run api` (`API_TEST_HOOKS=1`), beside `--test-hooks`. */
export const TEST_HOOKS_ENV = 'API_TEST_HOOKS'

/** Whether `npm run api` serves the hooks: its `--test-hooks` flag, or `API_TEST_HOOKS=1`. */
export function testHooksRequested(flag: boolean | undefined, env: Record<string, string | undefined>): boolean {
  return flag === true || env[TEST_HOOKS_ENV] === '1'
}

export const TEST_HOOK_PATHS = {
  reset: '/api/test/reset',
  expireToken: '/api/test/expire-token',
} as const

const HOOKS: Record<string, (request: Request) => Promise<Response>> = {
  [TEST_HOOK_PATHS.reset]: async () => {
    // Every session goes with the data (the seed has none): tokens issued before a reset answer 401 after it.
    await resetDataToSeed()
    return ok(null, { message: '数据已重置为种子数据' })
  },
  [TEST_HOOK_PATHS.expireToken]: async (request) => {
    const db = activeDb()
    // Another process on the same database file may have issued the token.
    await db.sync()
    const { session } = authenticate(db, request)
    await expireAccessTokens({ accessToken: session.accessToken })
    return ok(null, { message: '访问令牌已过期（刷新令牌仍有效）' })
  },
}

/**
 * The hook's answer to `request`, or undefined when it is not a hook's path (the API's handlers answer it). Faults
 * and latency injected for QA do not apply: a reset must work whatever the previous test left behind.
 */
export async function testHookResponse(request: Request): Promise<Response | undefined> {
  const hook = HOOKS[new URL(request.url).pathname]
  if (!hook) return undefined
  if (request.method !== 'POST') {
    const response = fail(405, 'METHOD_001', SERVER_MSG.methodNotAllowed)
    response.headers.set('Allow', 'POST')
    return response
  }
  try {
    return await hook(request)
  } catch (error) {
    return errorResponse(error)
  }
}
