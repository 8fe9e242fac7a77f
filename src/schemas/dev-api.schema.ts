import * as v from 'valibot'
import { MSG } from './messages'

/**
 * R7.38: the developer pages read these five fields from the local backend's test routes.
 * Loose, because the page's job is to show whatever came back, not to reject it.
 */
export const DevApiResponseSchema = v.looseObject({
  success: v.boolean(),
  message: v.optional(v.string(), ''),
  data: v.optional(v.unknown()),
  responseTime: v.optional(v.nullable(v.number()), null),
  version: v.optional(v.nullable(v.string()), null),
})

/** R7.38: POST test mock login body (the login form's messages; lengths capped like the real login call). */
export const DevMockLoginRequestSchema = v.object({
  email: v.pipe(v.string(MSG.loginEmailRequired), v.trim(), v.nonEmpty(MSG.loginEmailRequired), v.maxCodePoints(254)),
  password: v.pipe(v.string(MSG.loginPasswordRequired), v.nonEmpty(MSG.loginPasswordRequired), v.maxCodePoints(128)),
})
export { RegisterRequestSchema as DevMockRegisterRequestSchema } from './auth.schema'
