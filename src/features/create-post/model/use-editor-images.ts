import { useEffect, useRef, useState } from 'react'
import { toast } from '@/services/toast'
import { MSG } from '@/schemas/messages'
import type { PostImage } from '@/schemas/post.schema'
import { addFiles, fromPostImages, moveImage, type EditorImage } from './image-items'

/** The grid's images: add (R5.15 limit), remove, reorder; previews of chosen files are freed when no longer shown. */
export function useEditorImages(existing: readonly PostImage[]) {
  const [items, setItems] = useState<EditorImage[]>(() => fromPostImages(existing))
  // The unmount cleanup must see the last list, not the first.
  const live = useRef(items)
  useEffect(() => {
    live.current = items
  })
  useEffect(
    () => () => {
      for (const img of live.current) if (img.kind === 'new') URL.revokeObjectURL(img.url)
    },
    [],
  )

  const add = (files: readonly File[]) => {
    const images = files.filter((f) => f.type.startsWith('image/'))
    if (images.length === 0) return
    const result = addFiles(items, images, (f) => URL.createObjectURL(f))
    if (result.error !== null) toast.error(MSG.postImagesOverTitle, result.error)
    else setItems(result.items)
  }

  const remove = (key: string) => {
    const gone = items.find((img) => img.key === key)
    if (gone?.kind === 'new') URL.revokeObjectURL(gone.url)
    setItems(items.filter((img) => img.key !== key))
  }

  const move = (key: string, delta: number) =>
    setItems(
      moveImage(
        items,
        items.findIndex((img) => img.key === key),
        delta,
      ),
    )

  return { items, add, remove, move }
}
