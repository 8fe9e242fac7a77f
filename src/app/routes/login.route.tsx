import { Link, Redirect } from 'wouter'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { LoginForm } from '@/features/auth/components/login-form'
import { useAuth } from '@/features/auth/model/use-auth'
import { paths } from '../paths'

/** R2.2, R2.72, R2.74: after a successful login the user goes home. */
export function LoginRoute() {
  const { isAuthenticated } = useAuth()
  if (isAuthenticated) return <Redirect to={paths.home.href()} replace />
  return (
    <AuthLayout
      title="欢迎回来"
      subtitle="登录柠檬笔记，继续发现生活灵感"
      footer={
        <>
          还没有账号？
          <Link
            href={paths.register.href()}
            className="font-medium text-fg underline underline-offset-4 decoration-primary decoration-2"
          >
            立即注册
          </Link>
        </>
      }
    >
      <LoginForm forgotHref={paths.forgotPassword.href()} />
    </AuthLayout>
  )
}
