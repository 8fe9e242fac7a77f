import { Link } from 'wouter'
import { buttonClass } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { SearchIcon, SparkleIcon } from '@/components/ui/icons'

/** R2.24: nothing found while searching; otherwise nobody has posted yet, with a publish-first-post button. */
export function FeedEmpty({ search, createHref }: { search: string; createHref: string }) {
  if (search.trim()) {
    return (
      <EmptyState
        icon={<SearchIcon size={34} />}
        title="没有找到相关内容"
        description={`换个关键词试试？没有找到与“${search.trim()}”相关的笔记`}
      />
    )
  }
  return (
    <EmptyState
      icon={<SparkleIcon size={34} />}
      title="还没有人发布笔记"
      description="成为第一个分享生活的人吧"
      action={
        <Link href={createHref} className={buttonClass({ size: 'lg' })}>
          发布第一篇帖子
        </Link>
      }
    />
  )
}
