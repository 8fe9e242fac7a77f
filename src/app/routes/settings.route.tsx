import { useLocation } from 'wouter'
import { LoginPrompt } from '@/components/ui/login-prompt'
import { PageHeader } from '@/components/ui/page-header'
import { useAuth } from '@/features/auth/model/use-auth'
import { SettingsPage } from '@/features/settings/components/settings-page'
import {
  DEMO_RESET_TEXT,
  KEEP_OFFLINE_TEXT,
  keepAppOffline,
  resetDemoData,
  useMockBackendOn,
} from '@/features/settings/model/demo-reset'
import { setKeepOffline } from '@/services/offline-preference'
import { toast } from '@/services/toast'
import { paths } from '../paths'

/** R2.15, R2.63–R2.69; with the bundled mock backend, 重置演示数据 (the data back to the seed, signed out everywhere). */
export function SettingsRoute() {
  const { user, logout, isLoggingOut, signOutEverywhere } = useAuth()
  const mockOn = useMockBackendOn()
  const [, navigate] = useLocation()
  const resetDemo = async () => {
    await resetDemoData(signOutEverywhere)
    toast.success(DEMO_RESET_TEXT.done, DEMO_RESET_TEXT.doneDetail)
    navigate(paths.login.href(), { replace: true })
  }
  const switchKeepOffline = (on: boolean) => {
    setKeepOffline(on)
    if (on)
      void keepAppOffline().then(
        () => toast.brief(KEEP_OFFLINE_TEXT.ready),
        () => undefined,
      )
  }
  return (
    <main>
      <PageHeader title="设置" />
      <div className="mx-auto max-w-2xl px-4 sm:px-6 pt-2 pb-16">
        {user ? (
          <SettingsPage
            userId={user.id}
            onLogout={logout}
            loggingOut={isLoggingOut}
            onResetDemo={mockOn ? resetDemo : undefined}
            onKeepOffline={mockOn ? switchKeepOffline : undefined}
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
      </div>
    </main>
  )
}
