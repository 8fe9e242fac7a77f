import { type PostImage } from '@/schemas/post.schema'
import { imagesOverLimit } from '@/schemas/post-input.schema'

/** One tile of the editor's grid: an image already on the post, or a file chosen in this session. */
export type EditorImage =
  | { key: string; kind: 'existing'; url: string; width: number | null; height: number | null }
  | { key: string; kind: 'new'; url: string; file: File }

let nextKey = 0
const newKey = () => `img-${++nextKey}`

export function fromPostImages(images: readonly PostImage[]): EditorImage[] {
  return images.map((img) => ({ key: newKey(), kind: 'existing', url: img.url, width: img.width, height: img.height }))
}

/** R5.15: the limit counts the post's existing images too; over it, nothing is added and the total is reported. */
export function addFiles(
  items: readonly EditorImage[],
  files: readonly File[],
  previewUrl: (file: File) => string,
): { items: EditorImage[]; error: null } | { items: readonly EditorImage[]; error: string } {
  const error = imagesOverLimit(items.length + files.length)
  if (error) return { items, error }
  return {
    items: [...items, ...files.map((file) => ({ key: newKey(), kind: 'new' as const, url: previewUrl(file), file }))],
    error: null,
  }
}

/** Moves one image by `delta` places; a move past either end leaves the order as it is. */
export function moveImage<T>(items: readonly T[], index: number, delta: number): T[] {
  const to = index + delta
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items]
  const next = [...items]
  const [moved] = next.splice(index, 1)
  next.splice(to, 0, moved as T)
  return next
}
