import { LoginPrompt } from '@/components/ui/login-prompt'
import { PageHeader } from '@/components/ui/page-header'
import { useAuth } from '@/features/auth/model/use-auth'
import { HistoryPage } from '@/features/history/components/history-page'
import { WIDE_PAGE } from '@/components/ui/page-width'
import { paths } from '../paths'

/** R2.14 */
export function HistoryRoute() {
  const { user } = useAuth()
  return (
    <main>
      <PageHeader title="浏览历史" />
      <div className={`${WIDE_PAGE} pt-2 pb-16`}>
        {user ? (
          <HistoryPage userId={user.id} postHref={paths.post.href} homeHref={paths.home.href()} />
        ) : (
          <LoginPrompt loginHref={paths.login.href()} description="登录后会记录你看过的笔记" />
        )}
      </div>
    </main>
  )
}
