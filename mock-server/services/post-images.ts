import type { MockDb } from '../db'
import { checkImage, isChosenFile } from './upload-rules'
import { storeCheckedImage } from './upload-store'

// R7.14: image files sent with a multipart post are stored like POST /upload/post-images stores them
// (same checks, same blob storage, same /uploads/... urls), then join the post's image list.

export interface PostImageInput {
  url: string
  width: number | null
  height: number | null
}

/** Empty file inputs are ignored (a form with no file chosen still sends the field). */
export const chosenFiles = (files: readonly Blob[]) => files.filter(isChosenFile)

/**
 * Every file is checked before any is stored, so one bad image stores none (413 or 415 naming `images.<n>`,
 * n counting after the urls sent in the same form).
 */
export async function storePostFiles(
  db: MockDb,
  ownerId: number,
  files: readonly Blob[],
  firstIndex: number,
): Promise<PostImageInput[]> {
  const checked = []
  for (const [i, file] of files.entries()) checked.push(await checkImage(file, 'post', `images.${firstIndex + i}`))
  const out: PostImageInput[] = []
  for (const image of checked) {
    const stored = await storeCheckedImage(db, ownerId, image)
    out.push({ url: stored.url, width: stored.width ?? null, height: stored.height ?? null })
  }
  return out
}
