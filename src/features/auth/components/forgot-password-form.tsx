import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { MailIcon } from '@/components/ui/icons-more'
import { TextField } from '@/components/ui/text-field'
import { requestPasswordReset, type ForgotResult } from '../api/password-reset'
import { validateEmail } from './use-password-reset-forms'

const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '发送失败，请稍后重试'

/**
 * Forgotten password, step 1: the e-mail. In the demo build the mock backend has no mail server and answers the
 * reset token, so the page shows the link the e-mail would carry (a real link to /reset-password?token=…).
 */
export function ForgotPasswordForm({ resetHref }: { resetHref: (token: string) => string }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState<(ForgotResult & { email: string }) | null>(null)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const message = validateEmail(email)
    setError(message)
    if (message || pending) return
    setPending(true)
    setFailure(null)
    try {
      const address = email.trim().toLowerCase()
      setSent({ ...(await requestPasswordReset(address)), email: address })
    } catch (err) {
      setFailure(failureText(err))
    } finally {
      setPending(false)
    }
  }

  if (sent) {
    const href = sent.resetToken ? resetHref(sent.resetToken) : null
    return (
      <div className="space-y-4" role="status">
        <div className="mx-auto w-14 h-14 rounded-full bg-secondary text-secondary-fg flex items-center justify-center">
          <MailIcon size={26} />
        </div>
        <div className="text-center">
          <h2 className="text-lg font-semibold text-fg">邮件已发送</h2>
          <p className="mt-1 text-sm text-fg-muted leading-relaxed">
            如果 <span className="text-fg font-medium break-all">{sent.email}</span> 已注册，重置密码的邮件已发送，请在
            30 分钟内打开邮件中的链接。
          </p>
        </div>
        {href && (
          <div className="rounded-2xl border border-dashed border-line bg-bg-soft p-4">
            <p className="text-xs font-medium text-fg-muted">演示环境没有真实邮件，这是邮件中的重置链接：</p>
            <Link
              href={href}
              className="mt-2 block text-sm font-medium text-fg underline underline-offset-4 decoration-primary decoration-2 break-all"
            >
              {`${typeof location === 'undefined' ? '' : location.origin}${href}`}
            </Link>
          </div>
        )}
        <Button variant="outline" block onClick={() => setSent(null)}>
          重新发送
        </Button>
      </div>
    )
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
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
        placeholder="注册时使用的邮箱"
        icon={<MailIcon size={18} />}
        value={email}
        maxLength={254}
        error={error}
        onChange={(e) => {
          setEmail(e.target.value)
          setError(undefined)
          setFailure(null)
        }}
        onBlur={() => email !== '' && setError(validateEmail(email))}
      />
      <Button type="submit" size="lg" block loading={pending} disabled={pending || email.trim() === ''}>
        {pending ? '发送中...' : '发送重置链接'}
      </Button>
    </form>
  )
}
