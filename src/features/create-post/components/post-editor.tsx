import { useEffect, useRef } from 'react'
import { LoginPrompt } from '@/components/ui/login-prompt'
import { toast } from '@/services/toast'
import type { Post } from '@/schemas/post.schema'
import { PUBLISH_MSG } from '../model/post-texts'
import { EditForbidden } from './edit-forbidden'
import { EditorForm } from './editor-form'
import { EditorShell } from './editor-shell'
import type { PreviewAuthor } from './post-preview'

export interface PostEditorProps {
  /** Edit mode whenever the route carries a post id (R2.10). */
  postId: number | null
  /** The post being edited, loaded by the route; null when creating. */
  post: Post | null
  signedIn: boolean
  /** Shown on the live preview card. */
  author: PreviewAuthor | null
  loginHref: string
  /** Where "back" leads: the post when editing, home when creating. */
  backHref: string
  /** R5.17: called (once) when a visitor opens the editor; the route sends them to /login. */
  onRequireLogin: () => void
  /** R4.31: after a create, 100 ms after the success toast. */
  onCreated: (post: Post) => void
  /** R4.31: after an edit. */
  onUpdated: (post: Post) => void
}

/** R2.9, R2.10, R2.57: create or edit a note; visitors are sent to log in (R5.17). */
export function PostEditor({
  postId,
  post,
  signedIn,
  author,
  loginHref,
  backHref,
  onRequireLogin,
  onCreated,
  onUpdated,
}: PostEditorProps) {
  const editing = postId !== null
  const told = useRef(false)
  useEffect(() => {
    if (signedIn || told.current) return
    told.current = true
    toast.error(PUBLISH_MSG.loginTitle, PUBLISH_MSG.loginDescription)
    onRequireLogin()
  }, [signedIn, onRequireLogin])

  return (
    <EditorShell editing={editing} backHref={backHref}>
      {signedIn ? (
        <EditorForm
          postId={postId}
          post={post}
          author={author}
          onCreated={onCreated}
          onUpdated={onUpdated}
          forbiddenView={<EditForbidden backHref={backHref} />}
        />
      ) : (
        <LoginPrompt loginHref={loginHref} description={PUBLISH_MSG.loginDescription} />
      )}
    </EditorShell>
  )
}
