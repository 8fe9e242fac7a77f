import { AuthDebugPage } from '@/features/dev-console/components/auth-debug-page'
import type { DevConsoleLinks } from '@/features/dev-console/components/dev-console-shell'
import { TestApiPage } from '@/features/dev-console/components/test-api-page'
import { useAuth } from '@/features/auth/model/use-auth'
import { paths } from '../paths'
import { ruleScreens } from '../rule-screens'

const links: DevConsoleLinks = {
  testApi: paths.testApi.href(),
  authDebug: paths.authDebug.href(),
  login: paths.login.href(),
  settings: paths.settings.href(),
}

/** R2.16, R7.38: /test-api. */
export function TestApiRoute() {
  const { user } = useAuth()
  return <TestApiPage links={links} viewerId={user?.id ?? null} ruleScreens={ruleScreens} />
}

/** R2.16: /auth-debug. */
export function AuthDebugRoute() {
  return <AuthDebugPage links={links} />
}
