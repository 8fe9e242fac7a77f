import { useCallback } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'wouter'
import { PostList } from '@/components/post-list/post-list'
import { Button, buttonClass } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorScreen } from '@/components/ui/error-screen'
import { ChatIcon, SparkleIcon } from '@/components/ui/icons'
import { goBack, PageHeader } from '@/components/ui/page-header'
import { WIDE_PAGE } from '@/components/ui/page-width'
import { ShareButton } from '@/components/ui/share-button'
import { useAuth } from '@/features/auth/model/use-auth'
import { ProfileFollowButton } from '@/features/follow/components/follow-button'
import { ProfileTabs } from '@/features/profile/components/profile-tabs'
import { UserProfileHeader } from '@/features/profile/components/user-profile-header'
import { isValidUserId, userQueryOptions } from '@/features/profile/api/get-user'
import { userPostsQueryOptions } from '@/features/profile/api/get-user-posts'
import { PostActions } from '@/features/likes-bookmarks/components/post-actions'
import type { Post } from '@/schemas/post.schema'
import { paths } from '../paths'
import { useOpenPostDialog } from '../post-dialog/open-post-dialog'

const back = () => goBack(paths.home.href())

/**
 * R2.48 (the working version): 返回, a breadcrumb whose every crumb is a page (首页 / the user's name, the current
 * page), and share. The original's 返回 crumb was a button posing as a page; the back arrow does that job.
 */
function UserTopBar({ name }: { name: string | null }) {
  return (
    <PageHeader
      fallbackHref={paths.home.href()}
      center={
        <nav aria-label="面包屑" className="text-sm text-fg-muted">
          <ol className="flex items-center justify-center gap-1.5 min-w-0">
            <li className="shrink-0">
              <Link href={paths.home.href()} className="hover:text-fg keyboard-ring rounded">
                首页
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="text-fg font-medium truncate">
              {name ?? '用户资料'}
            </li>
          </ol>
        </nav>
      }
      actions={<ShareButton title={name ? `${name}的柠檬笔记主页` : '柠檬笔记 · 用户资料'} />}
    />
  )
}

function UserPosts({ userId, viewerId, name }: { userId: number; viewerId: number | null; name: string }) {
  const query = useInfiniteQuery(userPostsQueryOptions(userId, viewerId))
  // R2.51: a card opens the post dialog over this page.
  const openPost = useOpenPostDialog()
  const signedIn = viewerId !== null
  const renderActions = useCallback((post: Post) => <PostActions post={post} signedIn={signedIn} compact />, [signedIn])
  return (
    <PostList
      query={query}
      postHref={paths.post.href}
      userHref={paths.user.href}
      renderActions={renderActions}
      onOpenPost={openPost}
      headingLevel={3}
      empty={
        <EmptyState icon={<SparkleIcon size={32} />} title="还没有发布笔记" description={`${name}还没有分享任何内容`} />
      }
    />
  )
}

/** R2.6, R2.48–R2.52: another user's page. */
export function UserRoute() {
  const { userId = '' } = useParams<{ userId: string }>()
  const id = /^\d+$/.test(userId) ? Number(userId) : NaN
  const { user } = useAuth()
  const viewerId = user?.id ?? null
  const query = useQuery(userQueryOptions(id))

  let body
  if (!isValidUserId(id) || query.isError) {
    // R2.52, R8.33
    body = (
      <ErrorScreen
        kind={null}
        title="用户不存在或加载失败"
        message="这个用户可能已注销，或者链接有误"
        action={
          <Button variant="outline" onClick={back}>
            返回
          </Button>
        }
      />
    )
  } else if (query.isPending) {
    body = (
      <div
        role="status"
        aria-label="正在加载用户资料"
        className="flex flex-col sm:flex-row items-center gap-6 px-4 sm:px-8 py-8"
      >
        <div className="w-28 h-28 rounded-full bg-bg-soft" />
        <div className="flex-1 space-y-3 w-full max-w-sm">
          <div className="h-6 w-40 rounded-full bg-bg-soft" />
          <div className="h-4 w-24 rounded-full bg-bg-soft" />
          <div className="h-4 w-64 rounded-full bg-bg-soft" />
        </div>
      </div>
    )
  } else {
    const profile = query.data
    const someoneElse = viewerId !== null && viewerId !== profile.user.id
    body = (
      <>
        <UserProfileHeader
          profile={profile}
          followersHref={paths.userFollowers.href(profile.user.id)}
          followingHref={paths.userFollowing.href(profile.user.id)}
          actions={
            // R2.50: only for a logged-in viewer looking at someone else.
            someoneElse ? (
              <>
                <ProfileFollowButton
                  userId={profile.user.id}
                  isFollowing={profile.user.isFollowing}
                  followersCount={profile.user.followersCount}
                  viewerId={viewerId}
                  name={profile.user.displayName}
                />
                <Link href={paths.conversation.href(profile.user.id)} className={buttonClass({ variant: 'outline' })}>
                  <ChatIcon size={18} /> 私信
                </Link>
              </>
            ) : undefined
          }
        />
        <ProfileTabs
          tabs={[
            {
              id: 'posts',
              label: '帖子',
              render: () => <UserPosts userId={profile.user.id} viewerId={viewerId} name={profile.user.displayName} />,
            },
          ]}
        />
      </>
    )
  }
  return (
    <main className="pb-16">
      <UserTopBar name={query.data?.user.displayName ?? null} />
      <div className={WIDE_PAGE}>{body}</div>
    </main>
  )
}
