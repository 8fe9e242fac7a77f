import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, setupTestServer } from '@/test/test-server'
import { uploadAvatar } from './upload-avatar'

const server = setupTestServer()

describe('uploadAvatar', () => {
  it('R7.35 R3.14 sends the image as the multipart field `avatar` and reads back avatarUrl', async () => {
    let sent: { name: string; type: string; size: number; fields: string[] } | null = null
    server.use(
      http.post(apiUrl('/upload/avatar'), async ({ request }) => {
        const form = await request.formData()
        const file = form.get('avatar') as File
        sent = { name: file.name, type: file.type, size: file.size, fields: [...form.keys()] }
        return HttpResponse.json(ok({ avatarUrl: '/uploads/avatars/3.png' }), { status: 201 })
      }),
    )
    const url = await uploadAvatar(new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }))
    expect(sent).toEqual({ name: 'me.png', type: 'image/png', size: 10, fields: ['avatar'] })
    expect(url).toBe('/uploads/avatars/3.png')
  })

  it.each([
    [413, '图片大小不能超过2MB'],
    [415, '仅支持 JPG、PNG、GIF、WebP 格式的图片'],
    [415, '请选择图片文件'],
  ])(
    'R5.22 R5.29 R7.35 a %i refusal (VALIDATION_001) reaches the caller as a validation error with the server message: %s',
    async (status, message) => {
      server.use(
        http.post(apiUrl('/upload/avatar'), () =>
          HttpResponse.json(fail(message, 'VALIDATION_001', { errors: [{ field: 'avatar', message }] }), { status }),
        ),
      )
      const refused = uploadAvatar(new File([new Uint8Array(3)], 'a.png', { type: 'image/png' }))
      await expect(refused).rejects.toMatchObject({
        status,
        code: 'VALIDATION_001',
        type: 'VALIDATION_ERROR',
        message,
        fieldErrors: [{ field: 'avatar', message }],
      })
    },
  )

  it('R7.35 no avatar chosen (400 UPLOAD_001) reaches the caller with the server message', async () => {
    server.use(
      http.post(apiUrl('/upload/avatar'), () =>
        HttpResponse.json(
          fail('请先选择图片', 'UPLOAD_001', { errors: [{ field: 'avatar', message: '请先选择图片' }] }),
          { status: 400 },
        ),
      ),
    )
    await expect(uploadAvatar(new File([new Uint8Array(3)], 'a.png', { type: 'image/png' }))).rejects.toThrow(
      '请先选择图片',
    )
  })
})
