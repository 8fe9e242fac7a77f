import { useCallback, useState, type ReactNode } from 'react'
import { useInfiniteQuery, useQuery, type UseInfiniteQueryResult } from '@tanstack/react-query'
import { Link } from 'wouter'
import { PostList } from '@/components/post-list/post-list'
import { AvatarUploader } from '@/components/ui/avatar-uploader'
import { buttonClass } from '@/components/ui/button'
import { ExternalLink } from '@/components/ui/external-link'
import { EmptyState } from '@/components/ui/empty-state'
import { ErrorView } from '@/components/ui/error-screen'
import { HeartIcon, SparkleIcon, StarIcon } from '@/components/ui/icons'
import { SettingsIcon } from '@/components/ui/icons-more'
import { PageHeader } from '@/components/ui/page-header'
import { LoginPrompt } from '@/components/ui/login-prompt'
import { ShareButton } from '@/components/ui/share-button'
import { myProfileQueryOptions } from '@/features/auth/api/get-profile'
import { useAuth } from '@/features/auth/model/use-auth'
import { likedPostsQueryOptions } from '@/features/profile/api/get-liked-posts'
import { userPostsQueryOptions } from '@/features/profile/api/get-user-posts'
import { useAvatarUpload } from '@/features/profile-edit/model/use-avatar-upload'
import { OwnProfileCard } from '@/features/profile/components/own-profile-card'
import { ProfileTabs } from '@/features/profile/components/profile-tabs'
import { bookmarksQueryOptions } from '@/features/saved/api/get-bookmarks'
import { PostActions } from '@/features/likes-bookmarks/components/post-actions'
import type { PostPages } from '@/lib/post-pages'
import type { Post } from '@/schemas/post.schema'
import type { User } from '@/schemas/user.schema'
import { WIDE_PAGE } from '@/components/ui/page-width'
import { paths } from '../paths'

function SettingsLink() {
  return (
    <Link
      href={paths.settings.href()}
      aria-label="设置"
      className="w-10 h-10 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
    >
      <SettingsIcon size={20} />
    </Link>
  )
}

/** R2.43: the display name and post count, back, share and settings. */
function ProfileTopBar({ name, posts }: { name: string; posts: number | null }) {
  return (
    <PageHeader
      center={
        <div className="min-w-0 leading-tight">
          <p className="font-semibold truncate">{name}</p>
          <p className="text-xs text-fg-muted">{posts === null ? '…' : `${posts} 篇笔记`}</p>
        </div>
      }
      actions={
        <>
          <ShareButton title={`${name}的柠檬笔记主页`} />
          <SettingsLink />
        </>
      }
    />
  )
}

function TabList({
  query,
  empty,
  signedIn,
}: {
  query: UseInfiniteQueryResult<PostPages, Error>
  empty: ReactNode
  signedIn: boolean
}) {
  const renderActions = useCallback((post: Post) => <PostActions post={post} signedIn={signedIn} compact />, [signedIn])
  // R2.46: cards go to /post/{id}.
  return (
    <PostList
      query={query}
      postHref={paths.post.href}
      userHref={paths.user.href}
      renderActions={renderActions}
      empty={empty}
      headingLevel={3}
    />
  )
}

function MyPosts({ viewerId }: { viewerId: number }) {
  const query = useInfiniteQuery(userPostsQueryOptions(viewerId, viewerId))
  const empty = (
    <EmptyState
      icon={<SparkleIcon size={32} />}
      title="还没有发布笔记"
      description="分享你的第一篇笔记，记录生活里的小美好"
      action={
        <Link href={paths.create.href()} className={buttonClass({ size: 'lg' })}>
          发布第一篇帖子
        </Link>
      }
    />
  )
  return <TabList query={query} empty={empty} signedIn />
}

function MyLiked({ viewerId }: { viewerId: number }) {
  const query = useInfiniteQuery(likedPostsQueryOptions(viewerId, true))
  return (
    <TabList
      query={query}
      empty={
        <EmptyState icon={<HeartIcon size={32} />} title="还没有点赞任何帖子" description="遇到喜欢的笔记，点个赞吧" />
      }
      signedIn
    />
  )
}

function MyBookmarks({ viewerId }: { viewerId: number }) {
  const query = useInfiniteQuery(bookmarksQueryOptions(viewerId))
  return (
    <TabList
      query={query}
      empty={
        <EmptyState icon={<StarIcon size={32} />} title="还没有收藏任何帖子" description="收藏的笔记会出现在这里" />
      }
      signedIn
    />
  )
}

function OwnProfile({ viewer, onUserChanged }: { viewer: User; onUserChanged: (user: User) => void }) {
  const [changingAvatar, setChangingAvatar] = useState(false)
  const uploadAvatar = useAvatarUpload({ user: viewer, onUserChanged })
  const query = useQuery(myProfileQueryOptions(viewer.id))
  const profile = query.data
  let card
  if (profile)
    card = (
      <OwnProfileCard
        profile={profile}
        editHref={paths.profileEdit.href()}
        followersHref={paths.userFollowers.href(viewer.id)}
        followingHref={paths.following.href()}
        messagesHref={paths.messages.href()}
        onChangeAvatar={() => setChangingAvatar(true)}
        website={
          profile.user.website ? (
            <ExternalLink url={profile.user.website} className="text-primary-text hover:underline break-all" />
          ) : undefined
        }
      />
    )
  else if (query.isError)
    card = <ErrorView error={query.error} title="资料加载失败" onRetry={() => void query.refetch()} />
  else card = <div role="status" aria-label="正在加载资料" className="h-64 rounded-3xl bg-bg-soft" />
  return (
    <main className="pb-16">
      <ProfileTopBar name={profile?.user.displayName ?? viewer.displayName} posts={profile?.stats.postsCount ?? null} />
      <div className={WIDE_PAGE}>
        {card}
        <AvatarUploader
          open={changingAvatar}
          onOpenChange={setChangingAvatar}
          currentAvatar={viewer.avatar}
          name={viewer.displayName}
          onUpload={uploadAvatar}
        />
        <div className="mt-6">
          <ProfileTabs
            tabs={[
              { id: 'posts', label: '我的帖子', render: () => <MyPosts viewerId={viewer.id} /> },
              { id: 'liked', label: '点赞', render: () => <MyLiked viewerId={viewer.id} /> },
              { id: 'saved', label: '收藏', render: () => <MyBookmarks viewerId={viewer.id} /> },
            ]}
          />
        </div>
      </div>
    </main>
  )
}

/** R2.4, R2.42–R2.47: the own profile; visitors are asked to log in. */
export function ProfileRoute() {
  const { user, updateUser } = useAuth()
  if (!user)
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <LoginPrompt loginHref={paths.login.href()} />
      </main>
    )
  return <OwnProfile viewer={user} onUserChanged={updateUser} />
}
