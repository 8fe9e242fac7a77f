import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useAuth } from '@/features/auth/model/use-auth'
import { useRecordView } from '@/features/history/model/use-record-view'
import { postQueryOptions } from '@/features/post/api/get-post'
import {
  PostDialog,
  PostDialogBody,
  PostDialogNotFound,
  PostDialogSkeleton,
} from '@/features/post/components/post-dialog'
import { postFailureMessage } from '@/features/post/components/post-not-found'
import { postCache } from '@/services/post-cache'
import { LoadedPost } from '../post-view/loaded-post'
import { paths } from '../paths'
import type { PostDialogEntry } from './open-post-dialog'

/**
 * Closes the dialog: back to the entry it was opened over (the browser's Back does the same). Here, not beside
 * openPostDialog: that module loads this one lazily, and an import back would close a loop.
 */
function closePostDialog(): void {
  history.back()
}

/**
 * What the dialog shows for post `postId`: the card's copy from the list at once (the post cache), then
 * the post as the server has it now; a skeleton when nothing is cached; the not-found view on a failure.
 */
export function PostDialogContent({ postId }: { postId: number }) {
  const { user } = useAuth()
  const query = useQuery({
    ...postQueryOptions(postId),
    initialData: () => postCache.get().find(postId),
    // The list's copy is shown, never trusted as fresh: the detail is asked for at once.
    initialDataUpdatedAt: 0,
  })
  useRecordView(user?.id ?? null, query.data)

  // Deleted: back to the list it was opened from, which loads again without it.
  if (query.data)
    return (
      <LoadedPost post={query.data} user={user} variant="dialog" view={PostDialogBody} onDeleted={closePostDialog} />
    )
  if (query.isError)
    return <PostDialogNotFound homeHref={paths.home.href()} message={postFailureMessage(query.error)} />
  return <PostDialogSkeleton />
}

/** The card that opened the dialog, to take focus back: the remembered element, else the post's card link behind it. */
function openerOf(entry: PostDialogEntry | null): HTMLElement | null {
  if (!entry) return null
  if (entry.opener?.isConnected) return entry.opener
  return document.querySelector<HTMLElement>(`main a[href="${paths.post.href(entry.postId)}"]`)
}

/**
 * R2.39–R2.41, R5.12: the post dialog over the page it was opened from (src/app/router.tsx renders it when the
 * history entry is a dialog's). Esc, the close button and a press outside go back one entry; the browser's
 * Back closes it the same way, and focus returns to the card.
 */
export function PostDialogRoute({ entry }: { entry: PostDialogEntry | null }) {
  // The last entry stays shown while the dialog animates out.
  const [shown, setShown] = useState(entry)
  if (entry && entry !== shown) setShown(entry)
  // One step back per dialog, however many ways (Esc, the button, a press outside) asked at once.
  const closing = useRef<string | null>(null)
  const close = () => {
    if (!entry || closing.current === entry.key) return
    closing.current = entry.key
    closePostDialog()
  }
  if (!shown) return null
  return (
    <PostDialog
      open={entry !== null}
      onClose={close}
      finalFocus={() => openerOf(shown)}
      onClosed={() => setShown(null)}
    >
      <PostDialogContent key={shown.postId} postId={shown.postId} />
    </PostDialog>
  )
}

export default PostDialogRoute
