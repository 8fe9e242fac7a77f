import { Link } from 'wouter'
import { buttonClass } from '@/components/ui/button'
import { paths } from '../paths'

/** R2.17: any other path shows an English 404 page with a link home. */
export function NotFoundRoute() {
  return (
    <main className="min-h-[calc(100dvh-4rem)] flex items-center justify-center px-6 py-16">
      <div className="text-center">
        <p className="text-[96px] sm:text-[128px] font-black leading-none tracking-tight text-primary-display drop-shadow-[0_10px_30px_var(--c-primary-glow)]">
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold text-fg">Page not found</h1>
        <p className="mt-2 text-fg-muted">The page you are looking for doesn&apos;t exist or has been moved.</p>
        <Link href={paths.home.href()} className={`${buttonClass({ size: 'lg' })} mt-8`}>
          Go back home
        </Link>
      </div>
    </main>
  )
}
