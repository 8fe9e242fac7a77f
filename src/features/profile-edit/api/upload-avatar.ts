import { api } from '@/api/client'
import { newRequestKey } from '@/api/request-key'
import { AvatarUploadResponseSchema } from '@/schemas/upload.schema'

/** R7.35: one multipart request, the image under the `avatar` field; answers the new avatar's url. */
export async function uploadAvatar(file: File, requestKey = newRequestKey()): Promise<string> {
  const form = new FormData()
  form.append('avatar', file, file.name)
  return (await api.upload('/upload/avatar', form, { schema: AvatarUploadResponseSchema, idempotencyKey: requestKey }))
    .data.avatarUrl
}
