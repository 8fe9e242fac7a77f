import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { charCap } from '@/lib/char-cap'
import { LockIcon } from '@/components/ui/icons'
import { MailIcon } from '@/components/ui/icons-more'
import { toast } from '@/services/toast'
import { useAuth } from '../model/use-auth'
import { loginFailureMessage } from '../model/auth-messages'

export const DEMO_ACCOUNTS = [
  { label: '体验账号', email: 'demo@example.com', password: 'demo1234' },
  { label: '管理员', email: 'admin@example.com', password: 'admin1234' },
] as const

/**
 * R2.72/R5.8/R8.14: email + password (show/hide), quick-fill test accounts, the §8 failure messages; with
 * `forgotHref`, a 忘记密码？ link to the forgotten-password page.
 */
export function LoginForm({ forgotHref }: { forgotHref?: string } = {}) {
  const { login, isSubmitting, error, lastAction } = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const submitted = useRef(false)

  useEffect(() => {
    if (!submitted.current || isSubmitting || !error || lastAction !== 'login') return
    submitted.current = false
    const message = loginFailureMessage(error)
    setFailure(message)
    toast.error('登录失败', message)
  }, [error, isSubmitting, lastAction])

  const canSubmit = email.trim() !== '' && password !== '' && !isSubmitting
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!canSubmit) return
    setFailure(null)
    submitted.current = true
    login(email.trim(), password)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {failure && (
        <div role="alert" className="rounded-2xl bg-danger-soft text-danger text-sm px-4 py-3">
          {failure}
        </div>
      )}
      <TextField
        label="邮箱"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="请输入邮箱"
        icon={<MailIcon size={18} />}
        value={email}
        maxLength={254}
        onChange={(e) => {
          setEmail(e.target.value)
          setFailure(null)
        }}
      />
      <TextField
        label="密码"
        name="password"
        autoComplete="current-password"
        placeholder="请输入密码"
        icon={<LockIcon size={18} />}
        revealable
        value={password}
        {...charCap(128, password, (value) => {
          setPassword(value)
          setFailure(null)
        })}
      />
      {forgotHref && (
        <div className="!mt-2 flex justify-end">
          <Link
            href={forgotHref}
            className="text-sm text-fg-muted hover:text-fg underline-offset-4 hover:underline rounded keyboard-ring"
          >
            忘记密码？
          </Link>
        </div>
      )}
      <Button type="submit" size="lg" block loading={isSubmitting} disabled={!canSubmit}>
        {isSubmitting ? '登录中...' : '登录'}
      </Button>
      <div>
        <div className="flex items-center gap-3 text-xs text-fg-soft my-1">
          <span className="h-px flex-1 bg-line" />
          测试账号一键填入
          <span className="h-px flex-1 bg-line" />
        </div>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {DEMO_ACCOUNTS.map((a) => (
            <button
              key={a.email}
              type="button"
              onClick={() => {
                setEmail(a.email)
                setPassword(a.password)
                setFailure(null)
              }}
              className="rounded-2xl border border-dashed border-line px-3 py-2.5 text-left hover:(border-primary bg-secondary) transition keyboard-ring"
            >
              <span className="block text-sm font-medium text-fg">{a.label}</span>
              <span className="block text-[11px] text-fg-soft truncate">{a.email}</span>
            </button>
          ))}
        </div>
      </div>
    </form>
  )
}
