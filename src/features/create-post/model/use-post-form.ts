import { useCallback, useState } from 'react'
import type { Post } from '@/schemas/post.schema'
import { CATEGORY_IDS, DEFAULT_FORM_CATEGORY, type CategoryId } from '@/schemas/category.schema'
import { EMPTY_DRAFT, clearDraft, loadDraft, saveDraft, type DraftFields } from './draft-storage'

const isCategory = (c: string): c is CategoryId => (CATEGORY_IDS as readonly string[]).includes(c)

function fieldsFromPost(post: Post): DraftFields {
  return {
    title: post.title,
    content: post.content,
    tagsText: post.tags.join(' '),
    location: post.location ?? '',
    category: isCategory(post.category) ? post.category : DEFAULT_FORM_CATEGORY,
  }
}

/**
 * The editor's text fields. A draft kept in this tab wins over the post's saved text, so a reload
 * mid-edit loses nothing; it is written on each change (not on mount, so merely opening the
 * editor never leaves a stale draft behind).
 */
export function usePostForm(postId: number | null, post: Post | null) {
  const [initial] = useState(() => {
    const draft = loadDraft(postId)
    return { fields: draft ?? (post ? fieldsFromPost(post) : EMPTY_DRAFT), restored: draft !== null }
  })
  const [fields, setFields] = useState<DraftFields>(initial.fields)
  const [restored, setRestored] = useState(initial.restored)

  const setField = useCallback(
    <K extends keyof DraftFields>(key: K, value: DraftFields[K]) => {
      setFields((prev) => {
        const next = { ...prev, [key]: value }
        saveDraft(postId, next)
        return next
      })
    },
    [postId],
  )

  const discardDraft = useCallback(() => {
    clearDraft(postId)
    setFields(post ? fieldsFromPost(post) : EMPTY_DRAFT)
    setRestored(false)
  }, [postId, post])

  return { fields, setField, restored, discardDraft }
}
