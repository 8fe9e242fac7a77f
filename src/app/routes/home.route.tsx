import { Link } from 'wouter'
import { buttonClass } from '@/components/ui/button'
import { useAuth } from '@/features/auth/model/use-auth'
import { QuickThemeSwitcher } from '@/features/theme/components/quick-theme-switcher'
import { paths } from '../paths'

/** R2.1: the feed itself (categories, masonry, infinite scroll) is built in the feed issue. */
export function HomeRoute() {
  const { user } = useAuth()
  return (
    <main className="mx-auto max-w-[1440px] px-4 sm:px-6 py-8">
      <section className="relative overflow-hidden rounded-[28px] px-6 sm:px-12 py-12 sm:py-16 bg-[radial-gradient(circle_at_85%_20%,var(--c-primary-light),transparent_45%),linear-gradient(135deg,var(--c-secondary),var(--c-bg-soft))]">
        <p className="text-sm font-medium text-fg-muted">{user ? `你好，${user.displayName}` : '欢迎来到柠檬笔记'}</p>
        <h1 className="mt-3 text-3xl sm:text-5xl font-bold leading-tight">
          发现生活里的<span className="text-primary-dark dark:text-primary">小美好</span>
        </h1>
        <p className="mt-4 max-w-lg text-fg-muted leading-relaxed">穿搭、美食、旅行、美妆、健身、好物……每一篇笔记都是一份真实的生活灵感。</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {user ? (
            <Link href={paths.create.href()} className={buttonClass({ size: 'lg' })}>
              写一篇笔记
            </Link>
          ) : (
            <>
              <Link href={paths.register.href()} className={buttonClass({ size: 'lg' })}>
                立即加入
              </Link>
              <Link href={paths.login.href()} className={buttonClass({ size: 'lg', variant: 'outline' })}>
                登录
              </Link>
            </>
          )}
        </div>
      </section>
      <div className="fixed right-4 sm:right-8 bottom-6 sm:bottom-8 z-40 flex flex-col gap-3 items-end">
        <QuickThemeSwitcher settingsHref={paths.themeSettings.href()} />
      </div>
    </main>
  )
}
