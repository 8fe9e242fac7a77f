import { useState } from 'react'
import * as v from 'valibot'
import { EmailSchema, PasswordSchema } from '@/schemas/auth.schema'
import { MSG } from '@/schemas/messages'

// The forgotten-password forms, with the register form's rules: the e-mail of R5.3, the password of R5.4 and
// a confirmation that must match (R5.5). A field is checked when it loses focus and on submit; editing it
// clears its error (as R5.6 does for registration).

export type ResetField = 'password' | 'confirmPassword'
export type ResetValues = Record<ResetField, string>

const ResetFormSchema = v.pipe(
  v.object({ password: PasswordSchema, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (f) => f.password === f.confirmPassword, MSG.passwordMismatch),
    ['confirmPassword'],
  ),
)

export function validateReset(values: ResetValues): Partial<Record<ResetField, string>> {
  const result = v.safeParse(ResetFormSchema, values, { abortPipeEarly: true })
  if (result.success) return {}
  const errors: Partial<Record<ResetField, string>> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as ResetField | null
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}

export function validateEmail(email: string): string | undefined {
  const result = v.safeParse(EmailSchema, email, { abortPipeEarly: true })
  return result.success ? undefined : result.issues[0]?.message
}

export function useResetPasswordForm() {
  const [values, setValues] = useState<ResetValues>({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<Partial<Record<ResetField, string>>>({})
  const change = (field: ResetField, value: string) => {
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => {
      if (!old[field] && !(field === 'password' && old.confirmPassword)) return old
      const next = { ...old }
      delete next[field]
      if (field === 'password') delete next.confirmPassword
      return next
    })
  }
  const blur = (field: ResetField) => {
    if (values[field] === '') return
    const message = validateReset(values)[field]
    setErrors((old) => (message ? { ...old, [field]: message } : old))
  }
  const validateAll = () => {
    const all = validateReset(values)
    setErrors(all)
    return Object.keys(all).length === 0
  }
  const setFieldError = (field: ResetField, message: string) => setErrors((old) => ({ ...old, [field]: message }))
  const filled = values.password !== '' && values.confirmPassword !== ''
  const passwordsDiffer = values.confirmPassword !== '' && values.password !== values.confirmPassword
  return { values, errors, change, blur, validateAll, setFieldError, filled, passwordsDiffer }
}
