import { useCallback } from 'react'
import { useAuth } from '@/features/auth/model/use-auth'
import { SavedPage } from '@/features/saved/components/saved-page'
import { PostActions } from '@/features/likes-bookmarks/components/post-actions'
import type { Post } from '@/schemas/post.schema'
import { paths } from '../paths'
import { useOpenPostDialog } from '../post-dialog/open-post-dialog'

/** R2.12: my bookmarks (RequireAuth in the router sends visitors to /login); a card opens the post dialog. */
export function SavedRoute() {
  const { user } = useAuth()
  const openPost = useOpenPostDialog()
  // Stable, so the memoised cards do not all re-render when a page arrives.
  const renderActions = useCallback((post: Post) => <PostActions post={post} signedIn compact />, [])
  if (!user) return null
  return (
    <main className="pb-16">
      <SavedPage
        viewerId={user.id}
        postHref={paths.post.href}
        userHref={paths.user.href}
        renderActions={renderActions}
        onOpenPost={openPost}
        discoverHref={paths.home.href()}
      />
    </main>
  )
}
