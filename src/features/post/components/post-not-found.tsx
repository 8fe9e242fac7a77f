import { Link } from 'wouter'
import { EmptyState } from '@/components/ui/empty-state'
import { buttonClass } from '@/components/ui/button'
import { SearchIcon } from '@/components/ui/icons'

/** R2.33 */
export function PostNotFound({ homeHref, message = '这篇笔记不存在或已被删除' }: { homeHref: string; message?: string }) {
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
