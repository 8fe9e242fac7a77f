import * as v from 'valibot'
import { MSG } from './messages'
import { UserSchema } from './user.schema'

/** R5.1 */
export const UsernameSchema = v.pipe(
  v.string(MSG.usernameRequired),
  v.trim(),
  v.nonEmpty(MSG.usernameRequired),
  v.minCodePoints(3, MSG.usernameMin),
  v.maxCodePoints(20, MSG.usernameMax),
  v.regex(/^\w+$/, MSG.usernamePattern),
)
/** R5.2 */
export const DisplayNameSchema = v.pipe(
  v.string(MSG.displayNameRequired),
  v.trim(),
  v.nonEmpty(MSG.displayNameRequired),
  v.maxCodePoints(50, MSG.displayNameMax),
)
/** R5.3 */
export const EmailSchema = v.pipe(
  v.string(MSG.emailRequired),
  v.trim(),
  v.nonEmpty(MSG.emailRequired),
  v.maxCodePoints(254, MSG.emailInvalid),
  v.email(MSG.emailInvalid),
  v.toLowerCase(),
)
/** R5.4 */
export const PasswordSchema = v.pipe(
  v.string(MSG.passwordRequired),
  v.nonEmpty(MSG.passwordRequired),
  v.minCodePoints(8, MSG.passwordMin),
  v.maxCodePoints(128, '密码长度不能超过128个字符'),
  v.regex(/[A-Za-z]/, MSG.passwordPattern),
  v.regex(/\d/, MSG.passwordPattern),
)

/** R3.13/R7.1: what the client sends and the server validates. */
export const RegisterRequestSchema = v.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  displayName: DisplayNameSchema,
})
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>

/** R2.73/R5.5: the register form adds a confirmation that must match and is never sent. */
export const RegisterFormSchema = v.pipe(
  v.object({
    ...RegisterRequestSchema.entries,
    confirmPassword: v.string(MSG.passwordRequired),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (f) => f.password === f.confirmPassword, MSG.passwordMismatch),
    ['confirmPassword'],
  ),
)
export type RegisterForm = v.InferInput<typeof RegisterFormSchema>

/** R5.8: login form. */
export const LoginFormSchema = v.object({
  email: v.pipe(v.string(MSG.loginEmailRequired), v.trim(), v.nonEmpty(MSG.loginEmailRequired)),
  password: v.pipe(v.string(MSG.loginPasswordRequired), v.nonEmpty(MSG.loginPasswordRequired)),
})
export type LoginForm = v.InferInput<typeof LoginFormSchema>

/** R3.13/R7.2: the login call carries the email in `username`. */
export const LoginRequestSchema = v.object({
  username: v.pipe(
    v.string(MSG.loginEmailRequired),
    v.trim(),
    v.nonEmpty(MSG.loginEmailRequired),
    v.maxCodePoints(254),
  ),
  password: v.pipe(v.string(MSG.loginPasswordRequired), v.nonEmpty(MSG.loginPasswordRequired), v.maxCodePoints(128)),
})
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>

/** R7.1/R7.2 response data. */
export const AuthResponseSchema = v.object({ token: v.string(), refreshToken: v.string(), user: UserSchema })
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>

/** R7.4 */
export const RefreshRequestSchema = v.object({ refreshToken: v.pipe(v.string(), v.nonEmpty(), v.maxCodePoints(512)) })
export const RefreshResponseSchema = v.object({ accessToken: v.string(), refreshToken: v.string() })
export type RefreshResponse = v.InferOutput<typeof RefreshResponseSchema>

/** R7.5 */
export const ForgotRequestSchema = v.object({ email: EmailSchema })
/** R7.6 */
export const ResetRequestSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxCodePoints(512)),
  password: PasswordSchema,
})

/** GET /health (R7.37) */
export const HealthResponseSchema = v.object({ status: v.literal('ok'), version: v.string(), uptime: v.number() })
