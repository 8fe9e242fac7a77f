import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { toast } from '@/services/toast'
import { wirePost } from '@/test/posts'
import { connectTestServices } from '@/test/services'
import { createPost } from '../api/create-post'
import type * as CreatePostApi from '../api/create-post'
import { updatePost } from '../api/update-post'
import type * as UpdatePostApi from '../api/update-post'
import { uploadPostImages } from '../api/upload-post-images'
import { EMPTY_DRAFT, type DraftFields } from './draft-storage'
import type { EditorImage } from './image-items'
import { usePublish } from './use-publish'

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
// happy-dom has no canvas: compression is the identity here.
vi.mock('./compress-image', () => ({ compressImage: vi.fn(async (file: File) => file) }))
// The flow is tested here, not the upload: the multipart call is tested in ../api/upload-post-images.test.ts.
vi.mock('../api/upload-post-images', () => ({ uploadPostImages: vi.fn() }))
// The real calls (against msw below); a test may make one fail with an error that carries no message.
vi.mock('../api/create-post', async (importOriginal) => ({
  createPost: vi.fn((await importOriginal<typeof CreatePostApi>()).createPost),
}))
vi.mock('../api/update-post', async (importOriginal) => ({
  updatePost: vi.fn((await importOriginal<typeof UpdatePostApi>()).updatePost),
}))

const server = setupTestServer()
beforeEach(() => {
  sessionStorage.clear()
  setTokens('a1', 'r1')
  vi.mocked(uploadPostImages).mockReset()
})

const FIELDS: DraftFields = { ...EMPTY_DRAFT, title: '周末去海边', content: '阳光正好，微风不燥。' }
const file = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })
const existing = (url: string): EditorImage => ({ key: url, kind: 'existing', url, width: 600, height: 800 })
const fresh = (name: string): EditorImage => ({ key: name, kind: 'new', url: `blob:${name}`, file: file(name) })

/** Records what the server is sent; `save` decides how it answers. */
function recordSaves(save: 'ok' | { status: number; body: ReturnType<typeof fail> } = 'ok') {
  const seen: { method: string; body: { images: { url: string }[] } & Record<string, unknown> }[] = []
  const answer = async (request: Request) => {
    const body = (await request.json()) as (typeof seen)[number]['body']
    seen.push({ method: request.method, body })
    if (save !== 'ok') return HttpResponse.json(save.body, { status: save.status })
    return HttpResponse.json(ok({ ...wirePost(77), ...body }), { status: request.method === 'POST' ? 201 : 200 })
  }
  server.use(
    http.post('*/api/posts', ({ request }) => answer(request)),
    http.put('*/api/posts/:id', ({ request }) => answer(request)),
  )
  return seen
}

function renderPublish(postId: number | null) {
  const { queryClient } = connectTestServices()
  const onCreated = vi.fn()
  const onUpdated = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => usePublish({ postId, onCreated, onUpdated }), { wrapper })
  return { result, onCreated, onUpdated }
}

describe('usePublish', () => {
  it('R4.32 R8.30 an edit whose new images fail to upload: 图片上传失败 / 请重试或跳过图片上传, then the post is still saved with the images it already had, in order', async () => {
    const seen = recordSaves()
    vi.mocked(uploadPostImages).mockRejectedValue(new Error('服务器内部错误'))
    const { result, onUpdated } = renderPublish(42)
    act(() =>
      result.current.submit(FIELDS, [
        existing('/uploads/b.webp'),
        fresh('new-1.png'),
        existing('/uploads/a.webp'),
        fresh('new-2.png'),
      ]),
    )
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1))
    // Both new files went up in the one failed request.
    expect(vi.mocked(uploadPostImages).mock.calls.map(([files]) => files.map((f) => f.name))).toEqual([
      ['new-1.png', 'new-2.png'],
    ])
    expect(toast.error).toHaveBeenCalledWith('图片上传失败', '请重试或跳过图片上传')
    expect(seen.map((s) => s.method)).toEqual(['PUT'])
    expect(seen[0]!.body.images.map((i) => i.url)).toEqual(['/uploads/b.webp', '/uploads/a.webp'])
    expect(seen[0]!.body).toMatchObject({ title: '周末去海边', content: '阳光正好，微风不燥。' })
    expect(toast.success).toHaveBeenCalledWith('更新成功！', '你的帖子已经更新')
    expect(toast.error).toHaveBeenCalledTimes(1)
  })

  it('R4.32 R8.30 a new post whose images fail to upload is still published, with no images', async () => {
    const seen = recordSaves()
    vi.mocked(uploadPostImages).mockRejectedValue(new Error('网络连接失败，请检查网络设置'))
    const { result } = renderPublish(null)
    act(() => result.current.submit(FIELDS, [fresh('1.png'), fresh('2.png')]))
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('发布成功！', '你的帖子已经发布'))
    expect(toast.error).toHaveBeenCalledWith('图片上传失败', '请重试或跳过图片上传')
    expect(seen.map((s) => s.method)).toEqual(['POST'])
    expect(seen[0]!.body.images).toEqual([])
  })

  it('R4.32 when the upload succeeds the new images take their places among the existing ones and no upload toast is shown', async () => {
    const seen = recordSaves()
    vi.mocked(uploadPostImages).mockImplementation(async (files) =>
      files.map((_, i) => ({ url: `/uploads/up-${i}.webp`, width: 300, height: 400 })),
    )
    const { result, onUpdated } = renderPublish(42)
    act(() => result.current.submit(FIELDS, [fresh('x.png'), existing('/uploads/a.webp'), fresh('y.png')]))
    await waitFor(() => expect(onUpdated).toHaveBeenCalledTimes(1))
    expect(seen[0]!.body.images.map((i) => i.url)).toEqual([
      '/uploads/up-0.webp',
      '/uploads/a.webp',
      '/uploads/up-1.webp',
    ])
    expect(toast.error).not.toHaveBeenCalled()
  })

  it.each([
    [null, '发布失败'],
    [42, '更新失败'],
  ] as const)(
    'R8.30 a failed save (post %s) says %s with the server message; nothing moves on',
    async (postId, title) => {
      recordSaves({ status: 400, body: fail('内容包含不允许发布的词语', 'CONTENT_001') })
      const { result, onCreated, onUpdated } = renderPublish(postId)
      act(() => result.current.submit(FIELDS, []))
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, '内容包含不允许发布的词语'))
      await waitFor(() => expect(result.current.saving).toBe(false))
      expect(toast.success).not.toHaveBeenCalled()
      expect(onCreated).not.toHaveBeenCalled()
      expect(onUpdated).not.toHaveBeenCalled()
    },
  )

  it.each([
    [null, '发布失败'],
    [42, '更新失败'],
  ] as const)('R8.30 a failed save (post %s) with no message says %s / 请稍后重试', async (postId, title) => {
    const seen = recordSaves()
    // Not an ApiError: the client's own errors always carry a text (the server's, or the default of the status).
    if (postId === null) vi.mocked(createPost).mockRejectedValueOnce(new Error(''))
    else vi.mocked(updatePost).mockRejectedValueOnce(new Error(''))
    const { result, onCreated, onUpdated } = renderPublish(postId)
    act(() => result.current.submit(FIELDS, []))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(title, '请稍后重试'))
    expect(toast.error).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([])
    expect(onCreated).not.toHaveBeenCalled()
    expect(onUpdated).not.toHaveBeenCalled()
    // A second try goes out and succeeds: the failure left the flow ready for it.
    await waitFor(() => expect(result.current.saving).toBe(false))
    act(() => result.current.submit(FIELDS, []))
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1))
    expect(seen).toHaveLength(1)
  })

  it('R8.30 R5.13 an incomplete form says 请完善内容 / 标题和内容不能为空 and sends nothing', async () => {
    const seen = recordSaves()
    const { result } = renderPublish(null)
    act(() => result.current.submit({ ...FIELDS, title: '   ' }, [fresh('1.png')]))
    expect(toast.error).toHaveBeenCalledWith('请完善内容', '标题和内容不能为空')
    expect(result.current.saving).toBe(false)
    await new Promise((r) => setTimeout(r, 50))
    expect(uploadPostImages).not.toHaveBeenCalled()
    expect(seen).toEqual([])
  })
})
