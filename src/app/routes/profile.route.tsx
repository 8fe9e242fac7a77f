import { LoginPrompt } from '@/components/ui/login-prompt'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/features/auth/model/use-auth'
import { GENDER_LABELS } from '@/schemas/user.schema'
import { paths } from '../paths'

/** R2.42: visitors see 请先登录; the full profile (tabs, counts, editing) arrives with the profile issue. */
export function ProfileRoute() {
  const { user, isAuthenticated, logout, isLoggingOut } = useAuth()
  if (!isAuthenticated || !user) return <LoginPrompt loginHref={paths.login.href()} />
  const facts = [user.gender ? GENDER_LABELS[user.gender] : null, user.age != null ? `${user.age}岁` : null].filter(Boolean)
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <section className="rounded-3xl bg-bg-card border border-line p-6 sm:p-8 shadow-[var(--shadow-card)] flex flex-col sm:flex-row gap-6 items-center sm:items-start">
        <Avatar src={user.avatar} name={user.displayName} size={96} />
        <div className="flex-1 text-center sm:text-left min-w-0">
          <div className="flex items-center gap-2 justify-center sm:justify-start">
            <h1 className="text-2xl font-bold truncate">{user.displayName}</h1>
            <span className="text-[11px] px-2 py-0.5 rounded-full bg-secondary text-secondary-fg">用户</span>
          </div>
          <p className="mt-1 text-sm text-fg-muted">{facts.length ? facts.join(' · ') : `@${user.username}`}</p>
          <p className="mt-1 text-sm text-fg-soft">{user.email}</p>
          <p className="mt-4 text-[15px] leading-relaxed whitespace-pre-wrap break-words">{user.bio || '这个人很懒，还没有写简介～'}</p>
        </div>
        <Button variant="outline" onClick={logout} loading={isLoggingOut}>
          退出登录
        </Button>
      </section>
    </main>
  )
}
