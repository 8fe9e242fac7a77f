import { Link, Redirect } from 'wouter'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { RegisterForm } from '@/features/auth/components/register-form'
import { useAuth } from '@/features/auth/model/use-auth'
import { paths } from '../paths'

/** R2.3, R2.73, R2.74 */
export function RegisterRoute() {
  const { isAuthenticated } = useAuth()
  if (isAuthenticated) return <Redirect to={paths.home.href()} replace />
  return (
    <AuthLayout
      title="创建账号"
      subtitle="加入柠檬笔记，分享你的生活方式"
      footer={
        <>
          已有账号？
          <Link
            href={paths.login.href()}
            className="font-medium text-fg underline underline-offset-4 decoration-primary decoration-2"
          >
            去登录
          </Link>
        </>
      }
    >
      <RegisterForm privacyHref={paths.privacy.href()} />
    </AuthLayout>
  )
}
