import { Link } from 'wouter'
import { UserIcon } from './icons'
import { buttonClass } from './button'
import { EmptyState } from './empty-state'

/** R2.42/R2.53: shown in place of a page that needs an account. */
export function LoginPrompt({
  loginHref,
  description = '登录后即可查看你的主页、收藏和消息',
  actionLabel = '去登录',
}: {
  loginHref: string
  description?: string
  actionLabel?: string
}) {
  return (
    <EmptyState
      icon={<UserIcon size={36} />}
      title="请先登录"
      description={description}
      action={
        <Link href={loginHref} className={buttonClass({ size: 'lg' })}>
          {actionLabel}
        </Link>
      }
    />
  )
}
