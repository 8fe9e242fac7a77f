import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, setupTestServer } from '@/test/test-server'
import { uploadPostImages } from './upload-post-images'

const server = setupTestServer()

describe('uploadPostImages', () => {
  it('R7.36 R3.14 sends every file under `images` in one multipart request and reads back url, width, height', async () => {
    let names: string[] = []
    server.use(
      http.post(apiUrl('/upload/post-images'), async ({ request }) => {
        names = (await request.formData()).getAll('images').map((f) => (f as File).name)
        return HttpResponse.json(
          ok({ images: names.map((_, i) => ({ url: `/uploads/p${i}.webp`, width: 10 * (i + 1), height: null })) }),
          { status: 201 },
        )
      }),
    )
    const files = ['a.webp', 'b.jpg'].map((n) => new File([new Uint8Array([1, 2, 3])], n, { type: 'image/webp' }))
    expect(await uploadPostImages(files)).toEqual([
      { url: '/uploads/p0.webp', width: 10, height: null },
      { url: '/uploads/p1.webp', width: 20, height: null },
    ])
    expect(names).toEqual(['a.webp', 'b.jpg'])
  })

  it('R5.29 R7.36 a file over 10 MB (413) or not an image (415), both VALIDATION_001, reaches the caller with the messages joined', async () => {
    const files = [new File([new Uint8Array(3)], 'a.png', { type: 'image/png' })]
    for (const [status, message] of [
      [413, '图片大小不能超过10MB'],
      [415, '请选择图片文件'],
    ] as const) {
      server.use(
        http.post(apiUrl('/upload/post-images'), () =>
          HttpResponse.json(
            fail(message, 'VALIDATION_001', {
              errors: [
                { field: 'images.0', message },
                { field: 'images.2', message },
              ],
            }),
            { status },
          ),
        ),
      )
      await expect(uploadPostImages(files)).rejects.toMatchObject({
        status,
        type: 'VALIDATION_ERROR',
        message: `${message}；${message}`,
      })
    }
  })
})
