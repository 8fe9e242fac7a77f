import { useRef, useState } from 'react'
import * as v from 'valibot'
import { RegisterFormSchema, type RegisterForm } from '@/schemas/auth.schema'

export type RegisterField = keyof RegisterForm
export const REGISTER_FIELDS: RegisterField[] = ['username', 'displayName', 'email', 'password', 'confirmPassword']
const EMPTY: RegisterForm = { username: '', displayName: '', email: '', password: '', confirmPassword: '' }

/** First message per field, from the shared schema (the same rules the mock server applies). */
export function validateRegister(values: RegisterForm): Partial<Record<RegisterField, string>> {
  const result = v.safeParse(RegisterFormSchema, values, { abortPipeEarly: true })
  if (result.success) return {}
  const errors: Partial<Record<RegisterField, string>> = {}
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as RegisterField | null
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}

/**
 * R5.6: a field is checked when it loses focus and on submit; editing it clears its error. A field only tabbed
 * through is not nagged about; one typed in and emptied is (R5.3, R5.4: 必填项).
 */
export function useRegisterForm() {
  const [values, setValues] = useState<RegisterForm>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({})
  const edited = useRef(new Set<RegisterField>())

  const change = (field: RegisterField, value: string) => {
    edited.current.add(field)
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => {
      if (!old[field] && !(field === 'password' && old.confirmPassword)) return old
      const next = { ...old }
      delete next[field]
      return next
    })
  }
  const blur = (field: RegisterField) => {
    if (values[field] === '' && !edited.current.has(field)) return
    const message = validateRegister(values)[field]
    setErrors((old) => (message ? { ...old, [field]: message } : old))
  }
  const validateAll = () => {
    const all = validateRegister(values)
    setErrors(all)
    return Object.keys(all).length === 0
  }
  const setServerErrors = (fieldErrors: { field: string; message: string }[]) => {
    const next: Partial<Record<RegisterField, string>> = {}
    for (const e of fieldErrors)
      if ((REGISTER_FIELDS as string[]).includes(e.field)) next[e.field as RegisterField] ??= e.message
    setErrors((old) => ({ ...old, ...next }))
  }
  const requiredFilled = REGISTER_FIELDS.every((f) => values[f].trim() !== '')
  const passwordsDiffer = values.confirmPassword !== '' && values.password !== values.confirmPassword
  return { values, errors, change, blur, validateAll, setServerErrors, requiredFilled, passwordsDiffer }
}
