import * as v from 'valibot'
import { MSG } from '@/schemas/messages'
import { type Post } from '@/schemas/post.schema'
import { PostFormSchema, type CreatePostRequest } from '@/schemas/post-input.schema'
import type { DraftFields } from './draft-storage'
import type { EditorImage } from './image-items'

export interface PublishDeps {
  compress: (file: File) => Promise<File>
  upload: (files: File[]) => Promise<{ url: string; width: number | null; height: number | null }[]>
  create: (body: CreatePostRequest) => Promise<Post>
  update: (id: number, body: CreatePostRequest) => Promise<Post>
  /** R4.32: told when the new images could not be uploaded; publishing goes on without them. */
  onUploadFailed: () => void
}

export type FormCheck =
  | { ok: true; data: v.InferOutput<typeof PostFormSchema> }
  | { ok: false; incomplete: boolean; message: string }

/** R5.13–R5.16: the fields as the server will take them, or the first problem to show. */
export function checkForm(fields: DraftFields): FormCheck {
  const result = v.safeParse(PostFormSchema, fields, { abortPipeEarly: true })
  if (result.success) return { ok: true, data: result.output }
  const message = result.issues[0]?.message ?? MSG.postIncomplete
  return { ok: false, incomplete: message === MSG.postIncomplete, message }
}

/**
 * R4.31/R4.32, R7.14/R7.15: compress and upload the new files in one request, then create or update
 * the post with every image in the order the grid shows. An upload failure drops only the new images.
 */
export async function publishPost(
  input: { postId: number | null; form: v.InferOutput<typeof PostFormSchema>; images: readonly EditorImage[] },
  deps: PublishDeps,
): Promise<Post> {
  const fresh = input.images.filter((img) => img.kind === 'new')
  let uploaded: Awaited<ReturnType<PublishDeps['upload']>> | null = []
  if (fresh.length > 0) {
    try {
      uploaded = await deps.upload(await Promise.all(fresh.map((img) => deps.compress(img.file))))
    } catch {
      uploaded = null
      deps.onUploadFailed()
    }
  }
  const images = []
  let next = 0
  for (const img of input.images) {
    if (img.kind === 'existing') images.push({ url: img.url, width: img.width, height: img.height })
    else {
      const done = uploaded?.[next++]
      if (done) images.push(done)
    }
  }
  const { location, ...rest } = input.form
  // R5.16: an empty location is left out of the body, never sent as ''.
  const body: CreatePostRequest = { ...rest, images, ...(location ? { location } : {}) }
  return input.postId === null ? deps.create(body) : deps.update(input.postId, body)
}
