import { HttpError } from '../http/http-error'
import { SERVER_MSG } from '../server-messages'
import { fileTooLarge } from './upload-rules'

// Uploads arrive as multipart forms. Anything else (JSON, a broken multipart body) is a 400, never a crash.

/** Nine 10 MB images plus the form's own overhead; a bigger body is refused before it is parsed. */
export const MAX_UPLOAD_BODY_BYTES = 9 * 10 * 1024 * 1024 + 1024 * 1024

const badForm = (message: string) =>
  new HttpError(400, 'VALIDATION_001', message, { errors: [{ field: 'body', message }] })

export async function readMultipart(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type)) throw badForm('请使用 multipart/form-data 上传文件')
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_UPLOAD_BODY_BYTES) throw fileTooLarge('body', '上传的文件总大小超出限制')
  try {
    return await request.formData()
  } catch {
    throw badForm(SERVER_MSG.badJson)
  }
}
