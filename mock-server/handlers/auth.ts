import { http } from 'msw'
import {
  ForgotRequestSchema,
  LoginRequestSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  ResetRequestSchema,
} from '@/schemas/auth.schema'
import { api, handle, idempotentForVisitors, ok, readJson, validate, withAuth } from '../http'
import { SERVER_MSG } from '../server-messages'
import { login, logout, refresh, register } from '../services/auth-service'
import { requestPasswordReset, resetPassword } from '../services/password-reset'

// R7.1–R7.6. None of these need a token except logout (R6.7).
export const authHandlers = [
  http.post(
    api('/auth/register'),
    handle(
      idempotentForVisitors(async ({ request, db }) =>
        ok(await register(db, validate(RegisterRequestSchema, await readJson(request))), {
          status: 201,
          message: SERVER_MSG.registered,
        }),
      ),
    ),
  ),
  http.post(
    api('/auth/login'),
    handle(async ({ request, db }) =>
      ok(await login(db, validate(LoginRequestSchema, await readJson(request))), { message: SERVER_MSG.loggedIn }),
    ),
  ),
  http.post(
    api('/auth/logout'),
    handle(
      withAuth(async ({ db, auth }) => {
        await logout(db, auth.session.id)
        return ok(null, { message: SERVER_MSG.loggedOut })
      }),
    ),
  ),
  http.post(
    api('/auth/refresh'),
    handle(async ({ request, db }) => {
      const { refreshToken } = validate(RefreshRequestSchema, await readJson(request))
      return ok(await refresh(db, refreshToken), { message: SERVER_MSG.refreshed })
    }),
  ),
  http.post(
    api('/auth/forgot'),
    handle(async ({ request, db }) => {
      const { email } = validate(ForgotRequestSchema, await readJson(request))
      return ok(await requestPasswordReset(db, email), { message: SERVER_MSG.forgotSent })
    }),
  ),
  http.post(
    api('/auth/reset'),
    handle(async ({ request, db }) => {
      const { token, password } = validate(ResetRequestSchema, await readJson(request))
      await resetPassword(db, token, password)
      return ok(null, { message: SERVER_MSG.passwordReset })
    }),
  ),
]
