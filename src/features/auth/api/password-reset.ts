import * as v from 'valibot'
import { api } from '@/api/client'
import type { RegisterRequest } from '@/schemas/auth.schema'

// The forgotten-password calls (R7.5, R7.6), sent without authorization (R6.7) and never retried on their own:
// a reset token is good for one use, so the user decides whether to try again.

/** A real server mails the link and answers nothing useful; the bundled mock has no mail, so it hands the token back. */
const ForgotResponseSchema = v.nullish(v.looseObject({ resetToken: v.optional(v.nullable(v.string())) }))

export interface ForgotResult {
  message: string
  /** Demo only (the mock backend): the token the e-mail would carry. */
  resetToken: string | null
}

/** R7.5: POST /auth/forgot with the e-mail. */
export async function requestPasswordReset(email: string): Promise<ForgotResult> {
  const { data, message } = await api.post('/auth/forgot', {
    body: { email },
    schema: ForgotResponseSchema,
    auth: false,
    retry: false,
  })
  return { message, resetToken: data?.resetToken ?? null }
}

/** R7.6: POST /auth/reset with the token and the new password. */
export async function resetPassword(token: string, password: RegisterRequest['password']): Promise<string> {
  const { message } = await api.post('/auth/reset', { body: { token, password }, auth: false, retry: false })
  return message
}
