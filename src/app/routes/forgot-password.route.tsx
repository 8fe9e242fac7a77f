import { Link } from 'wouter'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form'
import { paths } from '../paths'

/** Forgotten password (beyond the spec; its call is R7.5): the e-mail, then the link the e-mail carries. */
export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="找回密码"
      backFallbackHref={paths.login.href()}
      subtitle="输入注册时使用的邮箱，我们会发送重置密码的链接"
      footer={
        <>
          想起密码了？
          <Link
            href={paths.login.href()}
            className="font-medium text-fg underline underline-offset-4 decoration-primary decoration-2"
          >
            返回登录
          </Link>
        </>
      }
    >
      <ForgotPasswordForm resetHref={paths.resetPassword.href} />
    </AuthLayout>
  )
}
