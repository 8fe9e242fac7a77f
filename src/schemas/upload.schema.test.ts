import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  AVATAR_MAX_BYTES,
  AvatarFileSchema,
  avatarFileError,
  AvatarUploadResponseSchema,
  PostImagesUploadResponseSchema,
  resolveMediaUrl,
  UploadResponseSchema,
  UploadTypeSchema,
} from './upload.schema'
import { parseOk } from '@/test/schema-parse'

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'a', { type })

describe('uploads', () => {
  it('R3.14 avatar gives avatarUrl, post images give images (each with url), general gives url', () => {
    expect(parseOk(AvatarUploadResponseSchema, { avatarUrl: '/uploads/a.webp' })).toEqual({
      avatarUrl: '/uploads/a.webp',
    })
    expect(
      parseOk(PostImagesUploadResponseSchema, {
        images: [{ url: '/uploads/b.webp', width: 3, height: 4 }, { url: '/c' }],
      }).images,
    ).toHaveLength(2)
    expect(v.safeParse(PostImagesUploadResponseSchema, { images: [{ width: 3 }] }).success).toBe(false)
    expect(parseOk(UploadResponseSchema, { url: '/uploads/d' })).toEqual({ url: '/uploads/d' })
  })
  it('R3.14 media urls under /uploads are rewritten to the API origin', () => {
    expect(resolveMediaUrl('/uploads/a.webp', 'https://api.example/')).toBe('https://api.example/uploads/a.webp')
    expect(resolveMediaUrl('/uploads/a.webp', '')).toBe('/uploads/a.webp')
    expect(resolveMediaUrl('https://cdn.example/x.png', 'https://api.example')).toBe('https://cdn.example/x.png')
    expect(resolveMediaUrl(null, 'https://api.example')).toBeNull()
  })
  it('R7.34 the upload type defaults to avatar', () => {
    expect(v.parse(UploadTypeSchema, undefined)).toBe('avatar')
  })
  it('R5.22 no file chosen: 请先选择图片', () => {
    expect(avatarFileError(null)).toBe('请先选择图片')
    expect(avatarFileError(undefined)).toBe('请先选择图片')
  })
  it('R5.22 a non-image file: 请选择图片文件', () => {
    expect(avatarFileError(file('text/plain', 10))).toBe('请选择图片文件')
  })
  it('R5.22 R9.15 larger than 2 MB: 图片大小不能超过2MB', () => {
    expect(avatarFileError(file('image/png', AVATAR_MAX_BYTES + 1))).toBe('图片大小不能超过2MB')
    expect(avatarFileError(file('image/png', AVATAR_MAX_BYTES))).toBeNull()
  })
  it('R5.22 JPG, PNG, GIF and WebP are accepted; other image types are not', () => {
    for (const t of ['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
      expect(avatarFileError(file(t, 100)), t).toBeNull()
    expect(avatarFileError(file('image/bmp', 100))).not.toBeNull()
    const f = file('image/webp', 100)
    expect(v.parse(AvatarFileSchema, f)).toBe(f)
  })
})
