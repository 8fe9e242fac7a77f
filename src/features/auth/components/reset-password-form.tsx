import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { isApiError } from '@/api/errors'
import { Button } from '@/components/ui/button'
import { AlertIcon, LockIcon } from '@/components/ui/icons'
import { TextField } from '@/components/ui/text-field'
import { charCap } from '@/lib/char-cap'
import { resetPassword } from '../api/password-reset'
import { useResetPasswordForm, type ResetField } from './use-password-reset-forms'

export const RESET_LINK_INVALID = '重置链接无效或已过期，请重新申请'

const FIELDS: { name: ResetField; label: string; placeholder: string }[] = [
  { name: 'password', label: '新密码', placeholder: '至少8位，包含字母和数字' },
  { name: 'confirmPassword', label: '确认新密码', placeholder: '再次输入新密码' },
]

function InvalidLink({ forgotHref }: { forgotHref: string }) {
  return (
    <div role="alert" className="text-center space-y-4">
      <div className="mx-auto w-14 h-14 rounded-full bg-danger-soft text-danger flex items-center justify-center">
        <AlertIcon size={26} />
      </div>
      <div>
        <h2 className="text-lg font-semibold text-fg">链接不可用</h2>
        <p className="mt-1 text-sm text-fg-muted">{RESET_LINK_INVALID}</p>
      </div>
      <Link
        href={forgotHref}
        className="inline-flex items-center justify-center h-12 w-full rounded-full bg-primary text-primary-fg font-medium keyboard-ring"
      >
        重新申请重置链接
      </Link>
    </div>
  )
}

/** Forgotten password, step 2: a new password with the register rules; an invalid or expired token says so. */
export function ResetPasswordForm({
  token,
  forgotHref,
  onDone,
}: {
  token: string | null
  forgotHref: string
  onDone: () => void
}) {
  const form = useResetPasswordForm()
  const [pending, setPending] = useState(false)
  const [invalid, setInvalid] = useState(!token)
  const [failure, setFailure] = useState<string | null>(null)

  if (invalid || !token) return <InvalidLink forgotHref={forgotHref} />

  const disabled = pending || !form.filled || form.passwordsDiffer
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (disabled || !form.validateAll()) return
    setPending(true)
    setFailure(null)
    try {
      await resetPassword(token, form.values.password)
      onDone()
    } catch (error) {
      if (isApiError(error) && (error.code === 'AUTH_004' || (error.status === 400 && !error.fieldErrors?.length)))
        return setInvalid(true)
      const passwordError = isApiError(error) ? error.fieldErrors?.find((f) => f.field === 'password') : undefined
      if (passwordError) form.setFieldError('password', passwordError.message)
      else setFailure(error instanceof Error && error.message ? error.message : '重置失败，请稍后重试')
    } finally {
      setPending(false)
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {failure && (
        <div role="alert" className="rounded-2xl bg-danger-soft text-danger text-sm px-4 py-3">
          {failure}
        </div>
      )}
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          name={f.name}
          revealable
          autoComplete="new-password"
          placeholder={f.placeholder}
          icon={<LockIcon size={18} />}
          value={form.values[f.name]}
          error={
            form.errors[f.name] ??
            (f.name === 'confirmPassword' && form.passwordsDiffer ? '两次输入的密码不一致' : undefined)
          }
          {...charCap(128, form.values[f.name], (value) => {
            form.change(f.name, value)
            setFailure(null)
          })}
          onBlur={() => form.blur(f.name)}
        />
      ))}
      <Button type="submit" size="lg" block loading={pending} disabled={disabled} className="!mt-6">
        {pending ? '提交中...' : '重置密码'}
      </Button>
    </form>
  )
}
