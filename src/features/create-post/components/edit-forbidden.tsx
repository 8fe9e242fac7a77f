import { Link } from 'wouter'
import { buttonClass } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LockIcon } from '@/components/ui/icons'
import { PUBLISH_MSG } from '../model/post-texts'

/** R8.27: someone else's post can't be edited; offer the way back. */
export function EditForbidden({ backHref, backLabel = '返回笔记' }: { backHref: string; backLabel?: string }) {
  return (
    <EmptyState
      icon={<LockIcon size={34} />}
      title={PUBLISH_MSG.forbidden}
      description={PUBLISH_MSG.forbiddenDescription}
      action={
        <Link href={backHref} className={buttonClass({ size: 'lg' })}>
          {backLabel}
        </Link>
      }
    />
  )
}
