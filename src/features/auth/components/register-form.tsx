import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { charCap } from '@/lib/char-cap'
import { LockIcon, UserIcon } from '@/components/ui/icons'
import { AtIcon, LockCheckIcon, MailIcon } from '@/components/ui/icons-more'
import { toast } from '@/services/toast'
import { useAuth } from '../model/use-auth'
import { registerFailureMessage } from '../model/auth-messages'
import { useRegisterForm, type RegisterField } from './use-register-form'

const FIELDS: {
  name: RegisterField
  label: string
  placeholder: string
  type?: string
  autoComplete: string
  max: number
  hint?: string
}[] = [
  {
    name: 'username',
    label: '用户名',
    placeholder: '3-20位字母、数字或下划线',
    autoComplete: 'username',
    max: 40,
    hint: '用于登录和个人主页地址',
  },
  { name: 'displayName', label: '显示名称', placeholder: '大家看到的名字', autoComplete: 'nickname', max: 80 },
  { name: 'email', label: '邮箱', placeholder: 'name@example.com', type: 'email', autoComplete: 'email', max: 254 },
  { name: 'password', label: '密码', placeholder: '至少8位，包含字母和数字', autoComplete: 'new-password', max: 128 },
  { name: 'confirmPassword', label: '确认密码', placeholder: '再次输入密码', autoComplete: 'new-password', max: 128 },
]
/** Each field's leading icon says what it asks for: the handle (@), the name people see (a person), mail, password. */
const ICONS: Record<RegisterField, typeof UserIcon> = {
  username: AtIcon,
  displayName: UserIcon,
  email: MailIcon,
  password: LockIcon,
  confirmPassword: LockCheckIcon,
}

/** R2.73, R5.1–R5.6, R8.15. */
export function RegisterForm({ privacyHref }: { privacyHref: string }) {
  const { register, isSubmitting, error, lastAction } = useAuth()
  const form = useRegisterForm()
  const [failure, setFailure] = useState<string | null>(null)
  const submitted = useRef(false)

  useEffect(() => {
    if (!submitted.current || isSubmitting || !error || lastAction !== 'register') return
    submitted.current = false
    const message = registerFailureMessage(error)
    setFailure(message)
    if (error.fieldErrors?.length) form.setServerErrors(error.fieldErrors)
    toast.error('注册失败', message)
    // form.setServerErrors is stable in behaviour; re-running on its identity would re-toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, isSubmitting, lastAction])

  const disabled = isSubmitting || !form.requiredFilled || form.passwordsDiffer
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (disabled || !form.validateAll()) return
    setFailure(null)
    submitted.current = true
    const { username, displayName, email, password } = form.values
    register({ username: username.trim(), displayName: displayName.trim(), email: email.trim(), password })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && (
        <div role="alert" className="rounded-2xl bg-danger-soft text-danger text-sm px-4 py-3">
          {failure}
        </div>
      )}
      {FIELDS.map((f) => {
        const Icon = ICONS[f.name]
        const isPassword = f.name === 'password' || f.name === 'confirmPassword'
        const error =
          form.errors[f.name] ??
          (f.name === 'confirmPassword' && form.passwordsDiffer ? '两次输入的密码不一致' : undefined)
        return (
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            type={f.type}
            revealable={isPassword}
            placeholder={f.placeholder}
            autoComplete={f.autoComplete}
            icon={<Icon size={18} />}
            value={form.values[f.name]}
            error={error}
            hint={f.hint}
            {...charCap(f.max, form.values[f.name], (value) => {
              form.change(f.name, value)
              setFailure(null)
            })}
            onBlur={() => form.blur(f.name)}
          />
        )
      })}
      <Button type="submit" size="lg" block loading={isSubmitting} disabled={disabled} className="!mt-6">
        {isSubmitting ? '注册中...' : '注册'}
      </Button>
      <p className="text-xs text-fg-soft text-center leading-relaxed">
        注册即表示你同意柠檬笔记的
        <Link href={privacyHref} className="text-fg underline underline-offset-2 mx-0.5">
          隐私政策
        </Link>
      </p>
    </form>
  )
}
