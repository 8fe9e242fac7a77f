import type { CheckContext, CheckDef } from '../check'
import type { Account } from '../sessions'
import { dataOf } from './steps'

// Sessions through the API (R4.1–R4.4, R7.2–R7.4): a refresh gives a working pair and retires the old refresh
// token; logout revokes the session's access and refresh tokens; an expired access token is refused and the
// session's refresh token still renews it (with the backend's test hook that expires a token on request).

const profile = (ctx: CheckContext, token: string) => ctx.call({ method: 'GET', path: '/api/users/profile', token })

async function refreshRotates(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const session = await ctx.sessions.signIn(a)
  const renewed = await ctx.call({
    method: 'POST',
    path: '/api/auth/refresh',
    json: { refreshToken: session.refreshToken },
  })
  const pair = dataOf(renewed)
  ctx.must(
    renewed.status === 200 && typeof pair?.accessToken === 'string' && typeof pair.refreshToken === 'string',
    `R7.4 refresh answered ${renewed.status}, not a new token pair`,
    renewed,
  )
  const me = await profile(ctx, pair.accessToken)
  ctx.expect(
    me.status === 200 && dataOf(me)?.user?.id === a.id,
    `R7.4 the refreshed access token is refused (${me.status})`,
    me,
  )
  const again = await ctx.call({
    method: 'POST',
    path: '/api/auth/refresh',
    json: { refreshToken: session.refreshToken },
  })
  ctx.expect(
    again.status === 401,
    `R7.4 the refresh token already used answered ${again.status}, not 401: a stolen refresh token stays usable`,
    again,
  )
}

async function logoutRevokes(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const session = await ctx.sessions.signIn(a)
  ctx.must((await profile(ctx, session.accessToken)).status === 200, 'a fresh sign-in is refused')
  const out = await ctx.call({ method: 'POST', path: '/api/auth/logout', token: session.accessToken })
  ctx.expect(out.status === 200, `R7.3 logout answered ${out.status}`, out)
  const after = await profile(ctx, session.accessToken)
  ctx.expect(after.status === 401, `R7.3 R4.4 the access token still works after logout (${after.status})`, after)
  const renewed = await ctx.call({
    method: 'POST',
    path: '/api/auth/refresh',
    json: { refreshToken: session.refreshToken },
  })
  ctx.expect(renewed.status === 401, `R7.3 the refresh token still works after logout (${renewed.status})`, renewed)
  const other = await ctx.call({ method: 'GET', path: '/api/users/profile', token: await ctx.token(a) })
  ctx.expect(other.status === 200, `logging one session out ended the account's other session (${other.status})`, other)
}

async function expiredRefreshes(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const session = await ctx.sessions.signIn(a)
  const expire = await ctx.call(
    { method: 'POST', path: '/api/test/expire-token', token: session.accessToken },
    { conformance: false },
  )
  ctx.must(expire.status === 200, `POST /api/test/expire-token answered ${expire.status}`, expire)
  const refused = await profile(ctx, session.accessToken)
  ctx.expect(refused.status === 401, `R4.2 an expired access token answered ${refused.status}, not 401`, refused)
  const renewed = await ctx.call({
    method: 'POST',
    path: '/api/auth/refresh',
    json: { refreshToken: session.refreshToken },
  })
  ctx.must(renewed.status === 200, `R4.2 R7.4 the expired session's refresh answered ${renewed.status}`, renewed)
  const me = await profile(ctx, dataOf(renewed)!.accessToken as string)
  ctx.expect(me.status === 200, `R4.2 the request retried with the refreshed token answered ${me.status}`, me)
}

async function signInAndRegister(ctx: CheckContext): Promise<void> {
  const [a] = ctx.users as [Account]
  const wrong = await ctx.call({
    method: 'POST',
    path: '/api/auth/login',
    json: { username: a.email, password: `${a.password}x` },
  })
  ctx.expect(wrong.status === 401, `R7.2 a wrong password answered ${wrong.status}, not 401`, wrong)
  const upper = await ctx.call({
    method: 'POST',
    path: '/api/auth/login',
    json: { username: a.email.toUpperCase(), password: a.password },
  })
  ctx.expect(
    upper.status === 200 && dataOf(upper)?.user?.id === a.id,
    `R3.1 R7.2 the email in capitals answered ${upper.status}: emails are lowercased`,
    upper,
  )
  const taken = await ctx.call({
    method: 'POST',
    path: '/api/auth/register',
    json: { username: `${a.username.slice(0, 14)}z`, email: a.email, password: 'Another123', displayName: '重复邮箱' },
  })
  ctx.expect(taken.status === 409, `R8.15 registering a taken email answered ${taken.status}, not 409`, taken)
}

export const TOKEN_CHECKS: CheckDef[] = [
  {
    id: 'rules/refresh-rotates',
    rules: ['R7.4', 'R4.1'],
    group: 'auth',
    quick: true,
    title: 'a refresh gives a working token pair and the refresh token it used stops working',
    run: refreshRotates,
  },
  {
    id: 'rules/logout-revokes',
    rules: ['R7.3', 'R4.4'],
    group: 'auth',
    quick: true,
    title: "logout revokes that session's access and refresh tokens, and no other session",
    run: logoutRevokes,
  },
  {
    id: 'rules/expired-token',
    rules: ['R4.2', 'R7.4'],
    group: 'auth',
    quick: true,
    title: "an expired access token is refused with 401, and the session's refresh token renews it",
    skip: (ctx) =>
      ctx.hooks.expireToken ? undefined : 'the backend has no POST /api/test/expire-token hook (docs/conformance.md)',
    run: expiredRefreshes,
  },
  {
    id: 'rules/sign-in',
    rules: ['R7.2', 'R3.1', 'R8.15'],
    group: 'auth',
    quick: true,
    title: 'sign-in refuses a wrong password, takes the email in any case; a taken email cannot register again',
    run: signInAndRegister,
  },
]
