import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { categoryLabel } from '@/schemas/category.schema'
import { splitTags } from '@/schemas/post-input.schema'
import type { DraftFields } from '../model/draft-storage'
import type { EditorImage } from '../model/image-items'

export interface PreviewAuthor {
  displayName: string
  avatar: string | null
}

/** How the note will look as a card in the feed, updated as the user types. */
export function PostPreview({
  fields,
  images,
  author,
}: {
  fields: DraftFields
  images: readonly EditorImage[]
  author: PreviewAuthor | null
}) {
  const cover = images[0]
  // A chosen file's size is known only once its preview has loaded.
  const [loaded, setLoaded] = useState<{ url: string; width: number; height: number } | null>(null)
  const size =
    cover?.kind === 'existing' && cover.width && cover.height ? cover : loaded?.url === cover?.url ? loaded : null
  // Cards show covers between 3:4 and 4:3, as the feed does.
  const ratio = size?.width && size.height ? Math.min(4 / 3, Math.max(3 / 4, size.height / size.width)) : 4 / 3
  const title = fields.title.trim() || '你的标题'
  const tags = splitTags(fields.tagsText)
  return (
    <section aria-labelledby="post-preview-title">
      <h2 id="post-preview-title" className="text-sm font-medium text-fg mb-3">
        预览
      </h2>
      <article
        className="mx-auto w-full max-w-[260px] rounded-2xl overflow-hidden bg-bg-card border border-line shadow-[var(--shadow-card)]"
        aria-label="笔记预览"
      >
        <div className="relative w-full bg-bg-soft overflow-hidden" style={{ aspectRatio: `1 / ${ratio}` }}>
          {cover ? (
            <img
              src={cover.url}
              alt=""
              onLoad={(e) =>
                setLoaded({
                  url: cover.url,
                  width: e.currentTarget.naturalWidth,
                  height: e.currentTarget.naturalHeight,
                })
              }
              className="absolute inset-0 w-full h-full object-cover"
            />
          ) : (
            <div className="absolute inset-0 flex items-center justify-center p-5 text-center text-sm text-secondary-fg bg-[linear-gradient(160deg,var(--c-primary-light),var(--c-secondary))] break-words">
              {title}
            </div>
          )}
          {images.length > 1 && (
            <span className="absolute top-2 right-2 rounded-full bg-black/45 text-white text-[11px] px-2 py-0.5">
              {images.length}图
            </span>
          )}
        </div>
        <div className="px-3 pt-2.5 pb-3">
          <h3
            className={`text-[14px] leading-[1.45] font-medium line-clamp-2 break-words ${fields.title.trim() ? 'text-fg' : 'text-fg-soft'}`}
          >
            {title}
          </h3>
          {fields.content.trim() && (
            <p className="mt-1 text-xs leading-5 text-fg-muted line-clamp-3 whitespace-pre-wrap break-words">
              {fields.content}
            </p>
          )}
          {tags.length > 0 && (
            <p className="mt-1 text-xs text-link line-clamp-1 break-all">{tags.map((t) => `#${t}`).join(' ')}</p>
          )}
          <div className="mt-2.5 flex items-center justify-between gap-2 text-xs text-fg-muted">
            <span className="flex items-center gap-1.5 min-w-0">
              {author && <Avatar src={author.avatar} name={author.displayName} size={20} />}
              <span className="truncate">{author?.displayName ?? '我'}</span>
            </span>
            <span className="shrink-0 rounded-full bg-bg-soft px-2 py-0.5">{categoryLabel(fields.category)}</span>
          </div>
        </div>
      </article>
    </section>
  )
}
