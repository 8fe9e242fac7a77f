import { MSG } from '@/schemas/messages'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/schemas/upload.schema'
import { HttpError } from '../http/http-error'
import { imageInfo, type ImageInfo } from './upload-image-info'

// What an upload must be (R5.22, R9.15, R5.15/R9.7). Each refusal names the form field in details.errors and
// carries the message the client shows: with HTTP's own status where it has one — 413 for a file over its limit,
// 415 for a file that is not an accepted image — as VALIDATION_001 (R5.29); 400 UPLOAD_001 for no file or too many.

export const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const POST_IMAGES_MAX = 9
export const UPLOAD_MSG = {
  postImageTooLarge: '图片大小不能超过10MB',
  fileRequired: '请选择要上传的文件',
} as const

/** avatar: the four types of R2.56 and 2 MB; post and general: any image we can read, 10 MB. */
export type UploadKind = 'avatar' | 'post' | 'general'

export interface CheckedImage {
  bytes: Uint8Array
  info: ImageInfo
  /** The client's file name, used only to make the stored path readable. */
  name: string
}

export const uploadError = (field: string, message: string) =>
  new HttpError(400, 'UPLOAD_001', message, { errors: [{ field, message }] })
// Literal statuses, so the contract-completeness test finds them in the source.
/** 413: the file is over its size limit. */
export const fileTooLarge = (field: string, message: string) =>
  new HttpError(413, 'VALIDATION_001', message, { errors: [{ field, message }] })
/** 415: the file is not an image of a type this upload accepts. */
export const fileNotAccepted = (field: string, message: string) =>
  new HttpError(415, 'VALIDATION_001', message, { errors: [{ field, message }] })

const isBlob = (x: unknown): x is Blob => typeof Blob !== 'undefined' && x instanceof Blob

/** A form value that is a real, non-empty file; a text field or an empty file input counts as nothing chosen. */
export function isChosenFile(x: unknown): x is Blob {
  return isBlob(x) && x.size > 0
}

export async function checkImage(file: unknown, kind: UploadKind, field: string): Promise<CheckedImage> {
  if (!isChosenFile(file)) throw uploadError(field, kind === 'general' ? UPLOAD_MSG.fileRequired : MSG.avatarRequired)
  const declared = file.type
  if (declared && !declared.startsWith('image/')) throw fileNotAccepted(field, MSG.avatarNotImage)
  const max = kind === 'avatar' ? AVATAR_MAX_BYTES : POST_IMAGE_MAX_BYTES
  // Size first: a 50 MB file is refused without reading it.
  if (file.size > max) throw fileTooLarge(field, kind === 'avatar' ? MSG.avatarTooLarge : UPLOAD_MSG.postImageTooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const info = imageInfo(bytes)
  if (!info) throw fileNotAccepted(field, MSG.avatarNotImage)
  if (kind === 'avatar' && !(AVATAR_TYPES as readonly string[]).includes(info.mime))
    throw fileNotAccepted(field, MSG.avatarType)
  const name = typeof (file as { name?: unknown }).name === 'string' ? (file as File).name : ''
  return { bytes, info, name }
}

/** R5.15: at most 9 images per request (the form counts the post's existing ones too). */
export function checkImageCount(count: number, field: string): void {
  if (count === 0) throw uploadError(field, MSG.avatarRequired)
  if (count > POST_IMAGES_MAX) throw uploadError(field, MSG.postImagesOver(count))
}
