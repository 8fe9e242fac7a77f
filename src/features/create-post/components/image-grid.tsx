import { useId, useState, type DragEvent } from 'react'
import { PlusIcon } from '@/components/ui/icons'
import { ArrowLeftIcon, CloseIcon } from '@/components/ui/icons-more'
import { POST_IMAGES_MAX } from '@/schemas/post.schema'
import type { EditorImage } from '../model/image-items'

export interface ImageGridProps {
  items: readonly EditorImage[]
  onAdd: (files: File[]) => void
  onRemove: (key: string) => void
  onMove: (key: string, delta: number) => void
  disabled?: boolean
}

const tileButton =
  'w-7 h-7 rounded-full flex items-center justify-center bg-black/55 text-white backdrop-blur-sm hover:bg-black/75 disabled:opacity-30 disabled:cursor-not-allowed keyboard-ring'

/** R2.57, R5.15: add (several at once), remove, reorder by buttons (keyboard) or by dragging; the first is the cover. */
export function ImageGrid({ items, onAdd, onRemove, onMove, disabled = false }: ImageGridProps) {
  const inputId = useId()
  const [dragged, setDragged] = useState<string | null>(null)
  const full = items.length >= POST_IMAGES_MAX

  const dropOn = (index: number) => (e: DragEvent) => {
    e.preventDefault()
    const from = items.findIndex((img) => img.key === dragged)
    if (dragged && from !== -1 && from !== index) onMove(dragged, index - from)
    setDragged(null)
  }

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <div className="flex items-baseline justify-between mb-3">
        <h2 id={`${inputId}-title`} className="text-sm font-medium text-fg">
          图片
        </h2>
        <span className="text-xs text-fg-soft tabular-nums">
          {items.length}/{POST_IMAGES_MAX}
        </span>
      </div>
      <ul className="grid grid-cols-3 gap-2.5" aria-label="已选图片">
        {items.map((img, i) => (
          <li
            key={img.key}
            draggable={!disabled}
            onDragStart={() => setDragged(img.key)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={dropOn(i)}
            className={`group relative aspect-square rounded-2xl overflow-hidden bg-bg-soft border border-line ${dragged === img.key ? 'opacity-40' : ''} ${disabled ? '' : 'cursor-grab active:cursor-grabbing'}`}
          >
            <img
              src={img.url}
              alt={`第${i + 1}张图片`}
              className="absolute inset-0 w-full h-full object-cover pointer-events-none"
              draggable={false}
            />
            {i === 0 && (
              <span className="absolute top-1.5 left-1.5 rounded-full bg-black/55 text-white backdrop-blur-sm text-[11px] font-medium px-2 py-0.5">
                封面
              </span>
            )}
            <button
              type="button"
              className={`${tileButton} absolute top-1.5 right-1.5`}
              aria-label={`删除第${i + 1}张图片`}
              disabled={disabled}
              onClick={() => onRemove(img.key)}
            >
              <CloseIcon size={14} strokeWidth={2.4} />
            </button>
            <div className="absolute bottom-1.5 inset-x-1.5 flex justify-between">
              <button
                type="button"
                className={tileButton}
                aria-label={`第${i + 1}张图片左移`}
                disabled={disabled || i === 0}
                onClick={() => onMove(img.key, -1)}
              >
                <ArrowLeftIcon size={16} />
              </button>
              <button
                type="button"
                className={tileButton}
                aria-label={`第${i + 1}张图片右移`}
                disabled={disabled || i === items.length - 1}
                onClick={() => onMove(img.key, 1)}
              >
                <ArrowLeftIcon size={16} className="rotate-180" />
              </button>
            </div>
          </li>
        ))}
        {!full && (
          <li className="aspect-square">
            <label
              htmlFor={inputId}
              className={`h-full w-full rounded-2xl border-2 border-dashed border-line bg-bg-soft flex flex-col items-center justify-center gap-1 text-fg-muted transition-colors focus-within:(border-primary text-fg) ${disabled ? 'opacity-50 cursor-not-allowed' : 'cursor-pointer hover:(border-primary text-fg)'}`}
            >
              <PlusIcon size={26} />
              <span className="text-xs">添加图片</span>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                multiple
                disabled={disabled}
                aria-label="添加图片"
                className="sr-only"
                onChange={(e) => {
                  onAdd(Array.from(e.currentTarget.files ?? []))
                  // The same file can be chosen again after it was removed.
                  e.currentTarget.value = ''
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="mt-2 text-xs text-fg-soft">最多{POST_IMAGES_MAX}张，第一张为封面；拖动或用箭头调整顺序</p>
    </section>
  )
}
