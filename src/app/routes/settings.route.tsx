import { LoginPrompt } from '@/components/ui/login-prompt'
import { PageHeader } from '@/components/ui/page-header'
import { useAuth } from '@/features/auth/model/use-auth'
import { SettingsPage } from '@/features/settings/components/settings-page'
import { paths } from '../paths'

/** R2.15, R2.63–R2.69 */
export function SettingsRoute() {
  const { user, logout, isLoggingOut } = useAuth()
  return (
    <main className="mx-auto max-w-2xl px-4 sm:px-6 py-2 sm:py-4 pb-16">
      <PageHeader title="设置" />
      {user ? (
        <SettingsPage
          userId={user.id}
          onLogout={logout}
          loggingOut={isLoggingOut}
          links={{
            privacy: paths.privacy.href(),
            help: paths.help.href(),
            about: paths.about.href(),
            themeSettings: paths.themeSettings.href(),
            devTools: paths.testApi.href(),
          }}
        />
      ) : (
        <LoginPrompt loginHref={paths.login.href()} description="登录后管理你的账号、通知和隐私设置" />
      )}
    </main>
  )
}
