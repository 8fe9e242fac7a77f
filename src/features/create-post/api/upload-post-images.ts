import { api } from '@/api/client'
import { newRequestKey } from '@/api/request-key'
import { PostImagesUploadResponseSchema } from '@/schemas/upload.schema'

export interface UploadedImage {
  url: string
  width: number | null
  height: number | null
}

/** R7.36: one multipart request, every file under the `images` field, answered in the order sent. */
export async function uploadPostImages(files: readonly File[], requestKey = newRequestKey()): Promise<UploadedImage[]> {
  const form = new FormData()
  for (const file of files) form.append('images', file, file.name)
  const { data } = await api.upload('/upload/post-images', form, {
    schema: PostImagesUploadResponseSchema,
    idempotencyKey: requestKey,
  })
  return data.images.map((img) => ({ url: img.url, width: img.width ?? null, height: img.height ?? null }))
}
