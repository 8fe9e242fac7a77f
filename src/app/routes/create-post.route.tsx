import { useCallback, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLocation, useParams } from 'wouter'
import { Spinner } from '@/components/ui/spinner'
import { useAuth } from '@/features/auth/model/use-auth'
import { EditForbidden } from '@/features/create-post/components/edit-forbidden'
import { EditorShell } from '@/features/create-post/components/editor-shell'
import { PostEditor, type PostEditorProps } from '@/features/create-post/components/post-editor'
import { isValidPostId, postQueryOptions } from '@/features/post/api/get-post'
import { PostNotFound, postFailureMessage } from '@/features/post/components/post-not-found'
import { paths } from '../paths'
import { usePublishNavigation } from './use-publish-navigation'

/** R2.9 /create, R2.10 /create/{postId} and /edit-post/{postId}: one editor, edit mode whenever a post id is present. */
export function CreatePostRoute() {
  const { postId } = useParams<{ postId?: string }>()
  const editing = postId !== undefined
  const id = editing && /^\d+$/.test(postId) ? Number(postId) : NaN
  const { user } = useAuth()
  const [, navigate] = useLocation()
  const { onCreated, onUpdated } = usePublishNavigation()
  const query = useQuery({ ...postQueryOptions(id), enabled: editing && isValidPostId(id) && user !== null })

  // replace: going back from /login must not land on the editor that sent the visitor there.
  const onRequireLogin = useCallback(() => navigate(paths.login.href(), { replace: true }), [navigate])
  const common: Omit<PostEditorProps, 'postId' | 'post' | 'backHref'> = {
    signedIn: user !== null,
    author: user ? { displayName: user.displayName, avatar: user.avatar } : null,
    loginHref: paths.login.href(),
    onRequireLogin,
    onCreated,
    onUpdated,
  }

  if (!editing) return <PostEditor {...common} postId={null} post={null} backHref={paths.home.href()} />
  if (!user) return <PostEditor {...common} postId={id} post={null} backHref={paths.home.href()} />

  const backHref = isValidPostId(id) ? paths.post.href(id) : paths.home.href()
  const frame = (body: ReactNode) => (
    <EditorShell editing backHref={backHref}>
      {body}
    </EditorShell>
  )
  if (!isValidPostId(id)) return frame(<PostNotFound homeHref={paths.home.href()} message="无效的帖子ID" />)
  if (query.isPending)
    return frame(
      <div className="flex justify-center py-24 text-fg-muted">
        <Spinner className="w-8 h-8" />
      </div>,
    )
  if (query.isError)
    return frame(<PostNotFound homeHref={paths.home.href()} message={postFailureMessage(query.error)} />)
  // R8.27: the server would refuse the save (403); say so before any typing is wasted.
  if (query.data.author.id !== user.id) return frame(<EditForbidden backHref={backHref} />)
  return <PostEditor key={id} {...common} postId={id} post={query.data} backHref={backHref} />
}
