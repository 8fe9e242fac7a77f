import { Link } from 'wouter'
import { EmptyState } from '@/components/ui/empty-state'
import { buttonClass } from '@/components/ui/button'
import { SparkleIcon } from '@/components/ui/icons'
import { paths } from '../paths'

/** Placeholder for signed-in screens that later issues build (saved, messages). */
export function ComingSoonRoute({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <EmptyState
        icon={<SparkleIcon size={34} />}
        title={title}
        description="这个页面正在精心打磨中，很快就与你见面。"
        action={
          <Link href={paths.home.href()} className={buttonClass({ variant: 'outline' })}>
            回到首页
          </Link>
        }
      />
    </main>
  )
}
