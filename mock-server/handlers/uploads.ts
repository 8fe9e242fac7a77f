import { http } from 'msw'
import * as v from 'valibot'
import { UploadTypeSchema } from '@/schemas/upload.schema'
import { api, handle, idempotent, HttpError, ok, validate, withAuth } from '../http'
import { replaceAvatar } from '../services/upload-avatar'
import { readMultipart } from '../services/upload-form'
import { checkImage, checkImageCount, isChosenFile } from '../services/upload-rules'
import { readUpload, storeCheckedImage, storeUpload, UPLOADS_PREFIX } from '../services/upload-store'

// R7.34–R7.36 (R3.14 response shapes, R5.22/R9.15 avatar limits, R5.15/R9.7 nine images), and the
// files served back at /uploads/... (outside /api: they are plain image urls, no envelope, no token).

const UploadFormSchema = v.object({ type: UploadTypeSchema })

export const uploadHandlers = [
  http.post(
    api('/upload'),
    handle(
      withAuth(
        idempotent(async ({ request, db, auth }) => {
          const form = await readMultipart(request)
          const typeField = form.get('type')
          const { type } = validate(UploadFormSchema, {
            type: typeField === null || typeField === '' ? undefined : typeField,
          })
          const stored = await storeUpload(db, auth.user.id, form.get('file'), {
            kind: type === 'avatar' ? 'avatar' : type === 'post' ? 'post' : 'general',
            field: 'file',
          })
          return ok(
            { url: stored.url, width: stored.width, height: stored.height },
            { status: 201, message: '上传成功' },
          )
        }),
      ),
    ),
  ),
  http.post(
    api('/upload/avatar'),
    handle(
      withAuth(
        idempotent(async ({ request, db, auth }) => {
          const form = await readMultipart(request)
          const image = await checkImage(form.get('avatar'), 'avatar', 'avatar')
          const stored = await replaceAvatar(db, auth.user.id, image)
          return ok({ avatarUrl: stored.url }, { status: 201, message: '头像更新成功' })
        }),
      ),
    ),
  ),
  http.post(
    api('/upload/post-images'),
    handle(
      withAuth(
        idempotent(async ({ request, db, auth }) => {
          const form = await readMultipart(request)
          const parts = form.getAll('images')
          const files = parts.filter(isChosenFile)
          // None chosen is a 400; the limit of nine counts every part, an empty one too, as the contract's maxItems does.
          checkImageCount(files.length === 0 ? 0 : parts.length, 'images')
          // Every file is checked before any is stored: one bad image stores none.
          const checked = []
          for (const [i, file] of files.entries()) checked.push(await checkImage(file, 'post', `images.${i}`))
          const images = []
          for (const image of checked) {
            const stored = await storeCheckedImage(db, auth.user.id, image)
            images.push({ url: stored.url, width: stored.width ?? null, height: stored.height ?? null })
          }
          return ok({ images }, { status: 201, message: '上传成功' })
        }),
      ),
    ),
  ),
  http.get(
    `*${UPLOADS_PREFIX}*`,
    handle(async ({ request, db }) => {
      const found = await readUpload(db, new URL(request.url).pathname)
      if (!found) throw new HttpError(404, 'NOT_FOUND_001', '文件不存在或已被删除')
      return new Response(found.blob, {
        headers: {
          'Content-Type': found.mime,
          'Content-Length': String(found.blob.size),
          // Paths are never reused, so the browser may keep them forever.
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    }),
  ),
]
