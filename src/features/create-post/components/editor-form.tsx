import type { FormEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { ShieldIcon } from '@/components/ui/icons'
import type { Post } from '@/schemas/post.schema'
import { PUBLISH_MSG } from '../model/post-texts'
import { useEditorImages } from '../model/use-editor-images'
import { usePostForm } from '../model/use-post-form'
import { usePublish } from '../model/use-publish'
import { ImageGrid } from './image-grid'
import { PostFields } from './post-fields'
import { PostPreview, type PreviewAuthor } from './post-preview'

const card = 'rounded-3xl bg-bg-card border border-line p-4 sm:p-6 shadow-[var(--shadow-card)]'

export interface EditorFormProps {
  postId: number | null
  post: Post | null
  author: PreviewAuthor | null
  onCreated: (post: Post) => void
  onUpdated: (post: Post) => void
  /** Shown instead of the form once the server refuses the edit (403). */
  forbiddenView: ReactNode
}

/** Images and preview on one side, the fields and the save button on the other; one column on phones. */
export function EditorForm({ postId, post, author, onCreated, onUpdated, forbiddenView }: EditorFormProps) {
  const editing = postId !== null
  const { fields, setField, restored, discardDraft } = usePostForm(postId, post)
  const images = useEditorImages(post?.images ?? [])
  const { submit, saving, forbidden } = usePublish({ postId, onCreated, onUpdated })
  if (forbidden) return <>{forbiddenView}</>

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit(fields, images.items)
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? PUBLISH_MSG.titleEdit : PUBLISH_MSG.titleNew}
      className="grid gap-4 sm:gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start"
    >
      <div className="flex flex-col gap-4 sm:gap-6">
        <div className={card}>
          <ImageGrid
            items={images.items}
            onAdd={images.add}
            onRemove={images.remove}
            onMove={images.move}
            disabled={saving}
          />
        </div>
        <div className={`${card} hidden lg:block`}>
          <PostPreview fields={fields} images={images.items} author={author} />
        </div>
      </div>

      <div className={`${card} flex flex-col gap-5`}>
        {restored && (
          <div
            role="status"
            className="flex items-center justify-between gap-3 rounded-2xl bg-secondary text-secondary-fg px-4 py-2.5 text-sm"
          >
            <span>已恢复上次未发布的内容</span>
            <button
              type="button"
              onClick={discardDraft}
              className="shrink-0 font-medium underline underline-offset-2 rounded keyboard-ring"
            >
              {editing ? '恢复原文' : '清空草稿'}
            </button>
          </div>
        )}
        <PostFields fields={fields} onChange={setField} disabled={saving} />
        <p className="flex items-start gap-2 rounded-2xl bg-bg-soft px-4 py-3 text-xs leading-5 text-fg-muted">
          <ShieldIcon size={16} className="shrink-0 mt-0.5 text-primary" />
          {PUBLISH_MSG.reminder}
        </p>
        <Button type="submit" size="lg" block loading={saving}>
          {saving
            ? editing
              ? PUBLISH_MSG.savingEdit
              : PUBLISH_MSG.savingNew
            : editing
              ? PUBLISH_MSG.submitEdit
              : PUBLISH_MSG.submitNew}
        </Button>
      </div>
    </form>
  )
}
