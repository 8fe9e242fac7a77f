import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { buttonClass } from '@/components/ui/button'
import { LoginPrompt } from '@/components/ui/login-prompt'
import { PageHeader } from '@/components/ui/page-header'
import { useAuth } from '@/features/auth/model/use-auth'
import { FollowList } from '@/features/follow/components/follow-list'
import type { FollowListKind } from '@/features/follow/api/get-follow-list'
import { isValidUserId, userQueryOptions } from '@/features/profile/api/get-user'
import { ErrorScreen } from '@/components/ui/error-screen'
import { paths } from '../paths'

function title(kind: FollowListKind, mine: boolean, name: string | undefined): string {
  if (mine) return kind === 'following' ? '我的关注' : '我的粉丝'
  const who = name ?? '用户'
  return kind === 'following' ? `${who}的关注` : `${who}的粉丝`
}

/** R2.7, R2.8: a user's followers or following; `/following` is the viewer's own (我的关注). */
export function FollowListRoute({ kind, mine = false }: { kind: FollowListKind; mine?: boolean }) {
  const { userId = '' } = useParams<{ userId?: string }>()
  const { user } = useAuth()
  const viewerId = user?.id ?? null
  const id = mine ? (viewerId ?? NaN) : /^\d+$/.test(userId) ? Number(userId) : NaN
  const owner = useQuery({ ...userQueryOptions(id), enabled: !mine && isValidUserId(id) })
  if (mine && viewerId === null)
    return <LoginPrompt loginHref={paths.login.href()} description="登录后查看你关注的人" />
  const ownList = viewerId !== null && id === viewerId
  const discover = (
    <Link href={paths.home.href()} className={buttonClass({ variant: 'outline' })}>
      去首页看看
    </Link>
  )
  return (
    <main>
      <PageHeader
        title={title(kind, ownList, owner.data?.user.displayName)}
        fallbackHref={isValidUserId(id) ? paths.user.href(id) : paths.home.href()}
      />
      <div className="mx-auto max-w-[960px] px-4 sm:px-6 pt-2 pb-16">
        {isValidUserId(id) ? (
          <FollowList
            kind={kind}
            userId={id}
            viewerId={viewerId}
            userHref={paths.user.href}
            messageHref={paths.conversation.href}
            emptyAction={ownList ? discover : undefined}
            ownerName={ownList ? undefined : (owner.data?.user.displayName ?? 'TA')}
          />
        ) : (
          <ErrorScreen kind={null} title="用户不存在或加载失败" />
        )}
      </div>
    </main>
  )
}
