import type { ReactNode } from 'react'
import { Logo } from '@/components/ui/logo'
import { PageHeader } from '@/components/ui/page-header'
import { AuthShowcase } from './auth-showcase'

export interface AuthLayoutProps {
  title: string
  subtitle: string
  children: ReactNode
  footer: ReactNode
  /** A step off the login screen (forgotten password): the shared 返回 bar, back to this page when opened on its own. */
  backFallbackHref?: string
}

/** Split screen on desktop (community collage + form), a single focused column on phones. */
export function AuthLayout({ title, subtitle, children, footer, backFallbackHref }: AuthLayoutProps) {
  const layout = (
    <div
      className={`${backFallbackHref ? 'min-h-[calc(100dvh-7.5rem)]' : 'min-h-[calc(100dvh-4rem)]'} grid lg:grid-cols-[1.1fr_1fr]`}
    >
      {/* As tall as the form beside it: the showcase fills it (absolutely, so a short window never lengthens the page). */}
      <aside className="hidden lg:block relative self-stretch">
        <AuthShowcase />
      </aside>
      <main className="flex items-start lg:items-center justify-center px-5 py-8 sm:py-14 bg-[radial-gradient(circle_at_50%_-20%,var(--c-primary-light),transparent_45%)] lg:bg-none">
        <div className="w-full max-w-[420px]">
          <div className="mb-8 text-center lg:text-left">
            <div className="lg:hidden mb-5 flex justify-center">
              <Logo />
            </div>
            <h1 className="text-[28px] font-bold text-fg">{title}</h1>
            <p className="mt-2 text-sm text-fg-muted">{subtitle}</p>
          </div>
          <div className="sm:(rounded-3xl bg-bg-card border border-line p-8 shadow-[var(--shadow-card)])">
            {children}
          </div>
          <div className="mt-6 text-center text-sm text-fg-muted">{footer}</div>
        </div>
      </main>
    </div>
  )
  if (!backFallbackHref) return layout
  return (
    <>
      <PageHeader fallbackHref={backFallbackHref} center={<span />} />
      {layout}
    </>
  )
}
