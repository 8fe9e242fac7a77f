import { isApiError } from '@/api/errors'
import { Link } from 'wouter'
import { EmptyState } from '@/components/ui/empty-state'
import { buttonClass } from '@/components/ui/button'
import { SearchIcon } from '@/components/ui/icons'

const MISSING = '这篇笔记不存在或已被删除'

/** What a failed load of a post says: the spec's text for a missing post, else the error's own message. */
export function postFailureMessage(error: Error): string {
  return isApiError(error) && error.status === 404 ? MISSING : error.message
}

/** R2.33 */
export function PostNotFound({ homeHref, message = MISSING }: { homeHref: string; message?: string }) {
  return (
    <EmptyState
      icon={<SearchIcon size={34} />}
      title="内容不存在"
      description={message}
      action={
        <Link href={homeHref} className={buttonClass({ size: 'lg' })}>
          返回首页
        </Link>
      }
    />
  )
}
