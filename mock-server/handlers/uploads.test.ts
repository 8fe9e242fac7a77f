import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { MSG } from '@/schemas/messages'
import {
  AvatarUploadResponseSchema,
  PostImagesUploadResponseSchema,
  UploadResponseSchema,
} from '@/schemas/upload.schema'
import { expireAccessTokens } from '../auth-config'
import type { MockDb } from '../db'
import { startTestBackend, stopTestBackend } from '../node'
import { MAX_UPLOAD_BODY_BYTES } from '../services/upload-form'
import { storeUpload } from '../services/upload-store'
import { BASE, call, loginAs, type Envelope } from '../test/api-client'
import { fakeAvif, fakeGif, fakeJpeg, fakePng, fakeWebp, imageFile } from '../test/image-bytes'

let db: MockDb
let token: string
let seededUploads: number
beforeEach(async () => {
  db = await startTestBackend()
  token = (await loginAs()).token
  seededUploads = db.count('uploads')
})
afterAll(() => stopTestBackend())

const MB = 1024 * 1024

async function upload(path: string, fields: Array<[string, string | File]>, auth: string | null = token) {
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    body: form,
    headers: auth ? { Authorization: `Bearer ${auth}` } : {},
  })
  return { status: response.status, json: (await response.json()) as Envelope }
}

const origin = new URL(BASE).origin
const fetchUpload = (url: string) => fetch(`${origin}${url}`)
const png = (name = 'photo.png', w = 120, h = 90, size = 64) => imageFile(fakePng(w, h, size), name, 'image/png')
/** Uploads made by this test (the seed may hold some). */
const uploadsCount = () => db.count('uploads') - seededUploads

describe('POST /api/upload', () => {
  it('R7.34 stores the file and answers { url } under /uploads/, served back with its Content-Type', async () => {
    const { status, json } = await upload('/upload', [
      ['file', png('Beach Day.png')],
      ['type', 'post'],
    ])
    expect(status).toBe(201)
    const { url } = v.parse(UploadResponseSchema, json.data)
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{12}-beach-day\.png$/)
    const served = await fetchUpload(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(fakePng(120, 90))
    expect(db.find('uploads', (u) => u.path === url)).toMatchObject({ mime: 'image/png', size: 64 })
  })

  it('R7.34 type defaults to avatar, so the 2 MB avatar limit applies unless type says otherwise (413)', async () => {
    const big = () => png('big.png', 10, 10, 3 * MB)
    const asAvatar = await upload('/upload', [['file', big()]])
    expect([asAvatar.status, asAvatar.json.code, asAvatar.json.message]).toEqual([
      413,
      'VALIDATION_001',
      MSG.avatarTooLarge,
    ])
    expect(asAvatar.json.details?.errors).toEqual([{ field: 'file', message: MSG.avatarTooLarge }])
    expect(
      (
        await upload('/upload', [
          ['file', big()],
          ['type', 'general'],
        ])
      ).status,
    ).toBe(201)
  })

  it('R7.34 a type outside avatar/post/general is 400 VALIDATION_001', async () => {
    const { status, json } = await upload('/upload', [
      ['file', png()],
      ['type', 'video'],
    ])
    expect([status, json.code]).toEqual([400, 'VALIDATION_001'])
    expect(json.details?.errors?.[0]?.field).toBe('type')
  })

  it('R7.34 no file (missing field, a text value, an empty file) is 400 UPLOAD_001 on the file field', async () => {
    for (const fields of [
      [],
      [['file', 'not a file']],
      [['file', new File([], 'empty.png', { type: 'image/png' })]],
    ] as Array<Array<[string, string | File]>>) {
      const { status, json } = await upload('/upload', [...fields, ['type', 'post']])
      expect([status, json.code]).toEqual([400, 'UPLOAD_001'])
      expect(json.details?.errors).toEqual([{ field: 'file', message: MSG.avatarRequired }])
    }
    expect(uploadsCount()).toBe(0)
  })

  it('without a token is 401, and nothing is stored', async () => {
    const { status, json } = await upload('/upload', [['file', png()]], null)
    expect([status, json.code]).toEqual([401, 'AUTH_001'])
    expect(uploadsCount()).toBe(0)
  })

  it('with an expired token is 401 AUTH_002', async () => {
    await expireAccessTokens({ accessToken: token })
    const { status, json } = await upload('/upload', [['file', png()]])
    expect([status, json.code]).toEqual([401, 'AUTH_002'])
  })

  it('R5.29 a JSON body or a broken multipart body is 400 VALIDATION_001, never a crash', async () => {
    const asJson = await call('POST', '/upload', { token, body: { file: 'x' } })
    expect([asJson.status, asJson.json.code]).toEqual([400, 'VALIDATION_001'])
    const broken = await fetch(`${BASE}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
    })
    expect(broken.status).toBe(400)
    expect(((await broken.json()) as Envelope).code).toBe('VALIDATION_001')
  })
})

describe('POST /api/upload/avatar', () => {
  it("R7.35 R6.3 answers { avatarUrl } and makes it the caller's avatar", async () => {
    const { status, json } = await upload('/upload/avatar', [
      ['avatar', imageFile(fakeJpeg(200, 200), '头像.jpg', 'image/jpeg')],
    ])
    expect(status).toBe(201)
    const { avatarUrl } = v.parse(AvatarUploadResponseSchema, json.data)
    expect(avatarUrl).toMatch(/^\/uploads\/.+-image\.jpg$/)
    const profile = await call('GET', '/users/profile', { token })
    expect(profile.json.data.user.avatar).toBe(avatarUrl)
    const served = await fetchUpload(avatarUrl)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
  })

  it('R5.22 R9.15 an avatar over 2 MB is refused with 413 and 图片大小不能超过2MB; exactly 2 MB is fine', async () => {
    const over = await upload('/upload/avatar', [['avatar', png('a.png', 10, 10, 2 * MB + 1)]])
    expect([over.status, over.json.code, over.json.message]).toEqual([413, 'VALIDATION_001', '图片大小不能超过2MB'])
    expect(over.json.details?.errors).toEqual([{ field: 'avatar', message: '图片大小不能超过2MB' }])
    expect((await upload('/upload/avatar', [['avatar', png('a.png', 10, 10, 2 * MB)]])).status).toBe(201)
  })

  it('R5.22 a file that is not an image is refused with 415 and 请选择图片文件 (by type, and by its bytes)', async () => {
    const before = (await call('GET', '/users/profile', { token })).json.data.user.avatar
    const text = await upload('/upload/avatar', [['avatar', new File(['hello'], 'a.txt', { type: 'text/plain' })]])
    expect([text.status, text.json.code, text.json.message]).toEqual([415, 'VALIDATION_001', '请选择图片文件'])
    expect(text.json.details?.errors).toEqual([{ field: 'avatar', message: '请选择图片文件' }])
    const disguised = await upload('/upload/avatar', [
      ['avatar', new File(['<html></html>'], 'a.png', { type: 'image/png' })],
    ])
    expect([disguised.status, disguised.json.code, disguised.json.message]).toEqual([
      415,
      'VALIDATION_001',
      '请选择图片文件',
    ])
    const profile = await call('GET', '/users/profile', { token })
    expect(profile.json.data.user.avatar).toBe(before)
    expect(uploadsCount()).toBe(0)
  })

  it('R7.35 only JPG, PNG, GIF and WebP are taken as avatars — the types the uploader names (AVIF is refused with 415 and the type message)', async () => {
    for (const file of [
      imageFile(fakeGif(8, 8), 'a.gif', 'image/gif'),
      imageFile(fakeWebp(8, 8), 'a.webp', 'image/webp'),
    ]) {
      expect((await upload('/upload/avatar', [['avatar', file]])).status).toBe(201)
    }
    const avif = await upload('/upload/avatar', [['avatar', imageFile(fakeAvif(), 'a.avif', 'image/avif')]])
    expect([avif.status, avif.json.code, avif.json.message]).toEqual([415, 'VALIDATION_001', MSG.avatarType])
  })

  it('no avatar chosen is refused with 请先选择图片', async () => {
    const { status, json } = await upload('/upload/avatar', [['image', png()]])
    expect([status, json.code, json.message]).toEqual([400, 'UPLOAD_001', '请先选择图片'])
  })

  it('without a token is 401 and no avatar changes', async () => {
    expect((await upload('/upload/avatar', [['avatar', png()]], null)).status).toBe(401)
    expect(uploadsCount()).toBe(0)
  })
})

describe('POST /api/upload/post-images', () => {
  it('R7.36 stores several images and answers images with url, width and height', async () => {
    const files: Array<[string, File]> = [
      ['images', png('a.png', 1080, 1440)],
      ['images', imageFile(fakeJpeg(1200, 900), 'b.jpg', 'image/jpeg')],
      ['images', imageFile(fakeWebp(1000, 1000), 'c.webp', 'image/webp')],
    ]
    const { status, json } = await upload('/upload/post-images', files)
    expect(status).toBe(201)
    const { images } = v.parse(PostImagesUploadResponseSchema, json.data)
    expect(images.map(({ width, height }) => [width, height])).toEqual([
      [1080, 1440],
      [1200, 900],
      [1000, 1000],
    ])
    expect(new Set(images.map((i) => i.url)).size).toBe(3)
    for (const image of images) expect((await fetchUpload(image.url)).status).toBe(200)
  })

  it('nine images are fine; ten are refused with the count, and none is stored', async () => {
    const nine = Array.from({ length: 9 }, (_, i): [string, File] => ['images', png(`p${i}.png`)])
    expect((await upload('/upload/post-images', nine)).status).toBe(201)
    const before = uploadsCount()
    const { status, json } = await upload('/upload/post-images', [...nine, ['images', png()]])
    expect([status, json.code, json.message]).toEqual([400, 'UPLOAD_001', MSG.postImagesOver(10)])
    expect(uploadsCount()).toBe(before)
    // The limit counts parts, as the contract's maxItems does: an empty one (nothing chosen) too.
    const padded = await upload('/upload/post-images', [...nine, ['images', new File([], '')]])
    expect([padded.status, padded.json.message]).toEqual([400, MSG.postImagesOver(10)])
    expect(uploadsCount()).toBe(before)
  })

  it('R7.36 one bad file among good ones refuses the request (415), names it, and stores none', async () => {
    const { status, json } = await upload('/upload/post-images', [
      ['images', png()],
      ['images', png()],
      ['images', new File(['not an image'], 'x.png', { type: 'image/png' })],
    ])
    expect([status, json.code]).toEqual([415, 'VALIDATION_001'])
    expect(json.details?.errors).toEqual([{ field: 'images.2', message: '请选择图片文件' }])
    expect(uploadsCount()).toBe(0)
  })

  it('R7.36 each image may be up to 10 MB; a larger one is refused with 413 naming it, and none is stored', async () => {
    const { status, json } = await upload('/upload/post-images', [
      ['images', png()],
      ['images', png('huge.png', 10, 10, 10 * MB + 1)],
    ])
    expect([status, json.code, json.message]).toEqual([413, 'VALIDATION_001', '图片大小不能超过10MB'])
    expect(json.details?.errors).toEqual([{ field: 'images.1', message: '图片大小不能超过10MB' }])
    expect(uploadsCount()).toBe(0)
  }, 30_000)

  it('a form bigger than nine 10 MB images is refused with 413 before it is read', async () => {
    const response = await fetch(
      new Request(`${BASE}/upload/post-images`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'multipart/form-data; boundary=zzz',
          'Content-Length': String(MAX_UPLOAD_BODY_BYTES + 1),
        },
        body: '--zzz--\r\n',
      }),
    )
    const json = (await response.json()) as Envelope
    expect([response.status, json.code, json.details?.errors]).toEqual([
      413,
      'VALIDATION_001',
      [{ field: 'body', message: '上传的文件总大小超出限制' }],
    ])
  })

  it('R7.36 no images is 400 请先选择图片; no token is 401', async () => {
    expect((await upload('/upload/post-images', [])).json.message).toBe('请先选择图片')
    expect((await upload('/upload/post-images', [['images', png()]], null)).status).toBe(401)
  })
})

describe('GET /uploads/...', () => {
  it('an unknown upload path is 404 NOT_FOUND_001 in the envelope', async () => {
    const response = await fetchUpload('/uploads/2026/11/000000000000-nothing.png')
    expect(response.status).toBe(404)
    expect(((await response.json()) as Envelope).code).toBe('NOT_FOUND_001')
  })

  it('storeUpload (for multipart post creation) checks and stores one file', async () => {
    const stored = await storeUpload(db, 1, png('x.png', 30, 40), { kind: 'post', field: 'images' })
    expect(stored).toMatchObject({ url: stored.path, mime: 'image/png', width: 30, height: 40 })
    expect((await fetchUpload(stored.url)).status).toBe(200)
    await expect(storeUpload(db, 1, 'text', { field: 'images' })).rejects.toMatchObject({
      status: 400,
      code: 'UPLOAD_001',
    })
  })
})
