import { useEffect, useRef, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import { toast } from '@/services/toast'
import { MSG } from '@/schemas/messages'
import type { Post } from '@/schemas/post.schema'
import { createPost } from '../api/create-post'
import { updatePost } from '../api/update-post'
import { uploadPostImages } from '../api/upload-post-images'
import { compressImage } from './compress-image'
import { clearDraft, type DraftFields } from './draft-storage'
import type { EditorImage } from './image-items'
import { PUBLISH_MSG } from './post-texts'
import { checkForm, publishPost } from './publish-post'

/** R4.31: the feed is told to refetch, then the user lands on it a moment later. */
export const NAVIGATE_DELAY_MS = 100

export interface UsePublishOptions {
  postId: number | null
  onCreated: (post: Post) => void
  onUpdated: (post: Post) => void
}

/** Submit: check the form (R5.13), publish (R4.31/R4.32), and say how it went (R8.30, R8.27). */
export function usePublish({ postId, onCreated, onUpdated }: UsePublishOptions) {
  const queryClient = useQueryClient()
  const [forbidden, setForbidden] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const editing = postId !== null

  const mutation = useMutation({
    mutationFn: (input: Parameters<typeof publishPost>[0]) =>
      publishPost(input, {
        compress: compressImage,
        upload: uploadPostImages,
        create: createPost,
        update: updatePost,
        onUploadFailed: () => toast.error(PUBLISH_MSG.uploadFailed, PUBLISH_MSG.uploadFailedDescription),
      }),
    onSuccess: (post) => {
      clearDraft(postId)
      void queryClient.invalidateQueries({ queryKey: ['posts'] })
      if (editing) {
        toast.success(PUBLISH_MSG.updatedTitle, PUBLISH_MSG.updatedDescription)
        onUpdated(post)
      } else {
        toast.success(PUBLISH_MSG.createdTitle, PUBLISH_MSG.createdDescription)
        timer.current = setTimeout(() => onCreated(post), NAVIGATE_DELAY_MS)
      }
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 403) {
        setForbidden(true)
        toast.error(PUBLISH_MSG.forbidden, error.message || PUBLISH_MSG.forbiddenDescription)
        return
      }
      toast.error(
        editing ? PUBLISH_MSG.updateFailed : PUBLISH_MSG.createFailed,
        error.message || PUBLISH_MSG.retryLater,
      )
    },
  })

  const submit = (fields: DraftFields, images: readonly EditorImage[]) => {
    if (mutation.isPending) return
    const checked = checkForm(fields)
    if (!checked.ok) {
      if (checked.incomplete) toast.error(MSG.postIncompleteTitle, checked.message)
      else toast.error(editing ? PUBLISH_MSG.updateFailed : PUBLISH_MSG.createFailed, checked.message)
      return
    }
    mutation.mutate({ postId, form: checked.data, images })
  }

  return { submit, saving: mutation.isPending || mutation.isSuccess, forbidden }
}
