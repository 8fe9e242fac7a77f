import { Link, useLocation, useSearch } from 'wouter'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { useAuth } from '@/features/auth/model/use-auth'
import { toast } from '@/services/toast'
import { paths } from '../paths'

/** Forgotten password, step 2 (its call is R7.6): /reset-password?token=… sets a new password, then /login. */
export function ResetPasswordRoute() {
  const token = new URLSearchParams(useSearch()).get('token')
  const [, navigate] = useLocation()
  const { isAuthenticated, logout } = useAuth()
  const done = () => {
    toast.success('密码已重置', '请使用新密码登录')
    // The server ended every session of this user (R7.6); a session open here logs out and goes to /login itself.
    if (isAuthenticated) logout()
    else navigate(paths.login.href(), { replace: true })
  }
  return (
    <AuthLayout
      title="重置密码"
      backFallbackHref={paths.login.href()}
      subtitle="为你的账号设置一个新的登录密码"
      footer={
        <Link
          href={paths.login.href()}
          className="font-medium text-fg underline underline-offset-4 decoration-primary decoration-2"
        >
          返回登录
        </Link>
      }
    >
      <ResetPasswordForm token={token || null} forgotHref={paths.forgotPassword.href()} onDone={done} />
    </AuthLayout>
  )
}
