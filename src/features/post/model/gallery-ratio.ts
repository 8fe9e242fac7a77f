import type { Post } from '@/schemas/post.schema'

// Apart from the post's view (post-view.tsx), so the post page drawn before the app's libraries have loaded
// (src/app/first-screen/post-preview.ts) reads it without React.

/** The gallery's shape (width / height) on a phone: the first picture's own, 3:4 when unknown. */
export function galleryRatio(images: Post['images']): string {
  const first = images[0]
  return first?.width && first.height ? `${first.width} / ${first.height}` : '3 / 4'
}
