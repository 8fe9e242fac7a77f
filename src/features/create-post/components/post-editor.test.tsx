import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { toast } from '@/services/toast'
import { PostSchema, type Post, type PostWire } from '@/schemas/post.schema'
import { renderRoute } from '@/test/render-route'
import { uploadPostImages } from '../api/upload-post-images'
import { compressImage } from '../model/compress-image'
import { PostEditor, type PostEditorProps } from './post-editor'

vi.mock('@/services/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
// happy-dom has no canvas: compression is the identity here (its own rules are the browser's concern).
vi.mock('../model/compress-image', () => ({ compressImage: vi.fn(async (file: File) => file) }))
// The editor is tested here, not the upload (multipart bodies did not survive jsdom's FormData and Node's fetch), so the
// upload call is stood in for here; its multipart request is tested against msw in upload-post-images.test.ts.
vi.mock('../api/upload-post-images', () => ({ uploadPostImages: vi.fn() }))

const server = setupTestServer()

const wirePost = (over: Partial<PostWire> = {}): PostWire => ({
  id: 42,
  title: '旧标题',
  content: '旧内容',
  category: 'travel',
  tags: ['海边'],
  images: [
    { url: '/uploads/a.webp', width: 600, height: 800 },
    { url: '/uploads/b.webp', width: 800, height: 600 },
  ],
  location: '厦门',
  author: { id: 1, username: 'demo', displayName: '小柠檬', avatar: null },
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
})
const makePost = (over: Partial<PostWire> = {}): Post => v.parse(PostSchema, wirePost(over))

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })

/** Records every publishing request the editor makes. */
function recordApi({
  upload = 'ok',
  save = 'ok',
}: {
  upload?: 'ok' | 'fail'
  save?: 'ok' | 'fail' | 'forbidden'
} = {}) {
  const seen: { uploads: number[]; bodies: Record<string, unknown>[]; methods: string[] } = {
    uploads: [],
    bodies: [],
    methods: [],
  }
  const answer = async (request: Request) => {
    seen.methods.push(request.method)
    const body = (await request.json()) as Record<string, unknown>
    seen.bodies.push(body)
    if (save === 'fail') return HttpResponse.json(fail('内容包含不允许发布的词语', 'CONTENT_001'), { status: 400 })
    if (save === 'forbidden') return HttpResponse.json(fail('您没有权限修改此帖子', 'FORBIDDEN_001'), { status: 403 })
    return HttpResponse.json(ok(wirePost({ id: 77, ...(body as Partial<PostWire>) })), {
      status: request.method === 'POST' ? 201 : 200,
    })
  }
  vi.mocked(uploadPostImages).mockImplementation(async (files) => {
    seen.uploads.push(files.length)
    if (upload === 'fail') throw new Error('服务器内部错误')
    return files.map((_, i) => ({ url: `/uploads/new-${i}.webp`, width: 300, height: 400 }))
  })
  server.use(
    http.post('*/api/posts', ({ request }) => answer(request)),
    http.put('*/api/posts/:id', ({ request }) => answer(request)),
  )
  return seen
}

function renderEditor(props: Partial<PostEditorProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const invalidate = vi.spyOn(client, 'invalidateQueries')
  const handlers = { onRequireLogin: vi.fn(), onCreated: vi.fn(), onUpdated: vi.fn() }
  const utils = renderRoute(
    <PostEditor
      postId={null}
      post={null}
      signedIn
      author={{ displayName: '小柠檬', avatar: null }}
      loginHref="/login"
      backHref="/"
      {...handlers}
      {...props}
    />,
    { path: '/create', queryClient: client },
  )
  return { ...utils, ...handlers, invalidate }
}

const editProps = (post = makePost()) => ({ postId: post.id, post, backHref: `/post/${post.id}` })

async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  title = '周末去海边',
  content = '阳光正好，微风不燥。',
) {
  await user.type(screen.getByLabelText('标题'), title)
  await user.type(screen.getByLabelText('正文'), content)
}

beforeEach(() => {
  sessionStorage.clear()
  vi.mocked(uploadPostImages).mockReset()
  vi.mocked(compressImage).mockClear()
  vi.mocked(toast.success).mockClear()
  vi.mocked(toast.error).mockClear()
  let n = 0
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`)
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('PostEditor', () => {
  it('R2.57 R2.9 new: 发布笔记 with image grid, title, body, location, category, tags and the community reminder', () => {
    renderEditor()
    expect(screen.getByRole('heading', { level: 1, name: '发布笔记' })).toBeInTheDocument()
    expect(screen.getByLabelText('添加图片')).toHaveAttribute('accept', 'image/*')
    expect(screen.getByLabelText('添加图片')).toHaveAttribute('multiple')
    for (const label of ['标题', '正文', '地点', '分类', '标签'])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument()
    expect(screen.getByText('请遵守社区规范，发布健康、真实的内容')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '发布' })).toBeEnabled()
  })

  it("R2.57 R2.10 edit: 编辑笔记, the post's text and images filled in", () => {
    renderEditor(editProps())
    expect(screen.getByRole('heading', { level: 1, name: '编辑笔记' })).toBeInTheDocument()
    expect(screen.getByLabelText('标题')).toHaveValue('旧标题')
    expect(screen.getByLabelText('正文')).toHaveValue('旧内容')
    expect(screen.getByLabelText(/^地点/)).toHaveValue('厦门')
    expect(screen.getByLabelText('分类')).toHaveValue('travel')
    expect(screen.getByLabelText(/^标签/)).toHaveValue('海边')
    const grid = screen.getByRole('list', { name: '已选图片' })
    expect(
      within(grid)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/uploads/a.webp', '/uploads/b.webp'])
  })

  it('R5.13 R8.30 empty title or body after trimming: 请完善内容 / 标题和内容不能为空 and nothing is sent', async () => {
    const seen = recordApi()
    const user = userEvent.setup()
    renderEditor()
    await fillRequired(user, '   ', '正文有字')
    await user.click(screen.getByRole('button', { name: '发布' }))
    expect(toast.error).toHaveBeenCalledWith('请完善内容', '标题和内容不能为空')
    await user.type(screen.getByLabelText('标题'), '有标题')
    await user.clear(screen.getByLabelText('正文'))
    await user.type(screen.getByLabelText('正文'), '  ')
    await user.click(screen.getByRole('button', { name: '发布' }))
    expect(toast.error).toHaveBeenCalledTimes(2)
    expect(seen.methods).toEqual([])
  })

  it('R5.14 R9.8 title ≤ 30 and body ≤ 1000 with live n/max counters', async () => {
    const user = userEvent.setup()
    renderEditor()
    const title = screen.getByLabelText('标题')
    const body = screen.getByLabelText('正文')
    expect(screen.getByText('0/30')).toBeInTheDocument()
    expect(screen.getByText('0/1000')).toBeInTheDocument()
    await user.type(title, '你好世界')
    await user.type(body, '一二三')
    expect(screen.getByText('4/30')).toBeInTheDocument()
    expect(screen.getByText('3/1000')).toBeInTheDocument()
    expect(title).toHaveAccessibleDescription('4/30')
  })

  it('R5.14 R9.8 the counters and the caps count characters as the server does: an emoji or 𠀀 is one, 30 of them fit the title', async () => {
    const user = userEvent.setup()
    renderEditor()
    const title = screen.getByLabelText('标题')
    const body = screen.getByLabelText('正文')
    // The browser's maxlength counts UTF-16 units and would stop these at 15; the field caps at 30 characters itself.
    expect(title).not.toHaveAttribute('maxLength')
    await user.type(title, '🍋')
    expect(title).toHaveAccessibleDescription('1/30')
    fireEvent.change(title, { target: { value: '𠀀'.repeat(31) } })
    expect(title).toHaveValue('𠀀'.repeat(30))
    expect(title).toHaveAccessibleDescription('30/30')
    fireEvent.change(body, { target: { value: `周末${'😀'.repeat(1000)}` } })
    expect(body).toHaveValue(`周末${'😀'.repeat(998)}`)
    expect(body).toHaveAccessibleDescription('1000/1000')
  })

  it('R1.4 R5.15 R9.7 R8.30 over 9 images counting existing ones: 图片数量超限 with the total, and nothing is added', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ url: `/uploads/${i}.webp`, width: 10, height: 10 }))
    const user = userEvent.setup()
    renderEditor(editProps(makePost({ images: seven })))
    const grid = screen.getByRole('list', { name: '已选图片' })
    await user.upload(screen.getByLabelText('添加图片'), [png('a.png'), png('b.png'), png('c.png')])
    expect(toast.error).toHaveBeenCalledWith('图片数量超限', '最多只能上传9张图片，当前总数将达到10张')
    expect(within(grid).getAllByRole('img')).toHaveLength(7)
    await user.upload(screen.getByLabelText('添加图片'), [png('a.png'), png('b.png')])
    expect(within(grid).getAllByRole('img')).toHaveLength(9)
    // Full: the add tile goes away.
    expect(screen.queryByLabelText('添加图片')).not.toBeInTheDocument()
  })

  it('R5.16 R7.14 tags split on whitespace (shown live as #chips), empty location omitted, category defaults to lifestyle', async () => {
    const seen = recordApi()
    const user = userEvent.setup()
    renderEditor()
    expect(screen.getByLabelText('分类')).toHaveValue('lifestyle')
    expect(
      within(screen.getByLabelText('分类'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['生活', '时尚', '美食', '旅行', '美妆', '健身', '科技', '其他'])
    await fillRequired(user)
    await user.type(screen.getByLabelText(/^标签/), '#旅行  美食 旅行')
    expect(
      within(screen.getByRole('list', { name: '已添加的标签' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#旅行', '#美食'])
    await user.type(screen.getByLabelText(/^地点/), '   ')
    await user.click(screen.getByRole('button', { name: '发布' }))
    await waitFor(() => expect(seen.bodies).toHaveLength(1))
    expect(seen.bodies[0]).toEqual({
      title: '周末去海边',
      content: '阳光正好，微风不燥。',
      category: 'lifestyle',
      tags: ['旅行', '美食'],
      images: [],
    })
    expect(seen.bodies[0]).not.toHaveProperty('location')
  })

  it('R2.58 the save button reads 发布中... and is disabled while saving', async () => {
    let release!: () => void
    server.use(
      http.post('*/api/posts', async () => {
        await new Promise<void>((r) => (release = r))
        return HttpResponse.json(ok(wirePost({ id: 9 })), { status: 201 })
      }),
    )
    const user = userEvent.setup()
    renderEditor()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: '发布' }))
    const busy = await screen.findByRole('button', { name: /发布中\.\.\./ })
    expect(busy).toBeDisabled()
    release()
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
  })

  it('R2.58 while an edit saves the button reads 更新中...', async () => {
    let release!: () => void
    server.use(
      http.put('*/api/posts/:id', async () => {
        await new Promise<void>((r) => (release = r))
        return HttpResponse.json(ok(wirePost()))
      }),
    )
    const user = userEvent.setup()
    renderEditor(editProps())
    await user.click(screen.getByRole('button', { name: '保存修改' }))
    expect(await screen.findByRole('button', { name: /更新中\.\.\./ })).toBeDisabled()
    release()
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
  })

  it('R4.31 R8.30 create: 发布成功！, posts cache invalidated, compressed images uploaded in one request, then / after 100 ms', async () => {
    const seen = recordApi()
    const user = userEvent.setup()
    const { invalidate, onCreated } = renderEditor()
    await fillRequired(user)
    await user.upload(screen.getByLabelText('添加图片'), [png('1.png'), png('2.png'), png('3.png')])
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(screen.getByRole('button', { name: '发布' }))
    // The exchange itself runs on real I/O: let it finish without moving the fake clock.
    for (let i = 0; i < 500 && vi.mocked(toast.success).mock.calls.length === 0; i++) {
      await new Promise((r) => setImmediate(r))
      await vi.advanceTimersByTimeAsync(0)
    }
    expect(toast.success).toHaveBeenCalledWith('发布成功！', '你的帖子已经发布')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts'] })
    expect(seen.uploads).toEqual([3])
    expect(compressImage).toHaveBeenCalledTimes(3)
    expect((seen.bodies[0] as { images: unknown[] }).images).toEqual([
      { url: '/uploads/new-0.webp', width: 300, height: 400 },
      { url: '/uploads/new-1.webp', width: 300, height: 400 },
      { url: '/uploads/new-2.webp', width: 300, height: 400 },
    ])
    await vi.advanceTimersByTimeAsync(99)
    expect(onCreated).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 77 }))
  })

  it('R4.31 R7.15 R8.30 edit: existing images kept in their new order plus the new ones, 更新成功！, then the post page', async () => {
    const seen = recordApi()
    const user = userEvent.setup()
    const { onUpdated, invalidate } = renderEditor(editProps())
    await user.click(screen.getByRole('button', { name: '第1张图片右移' }))
    await user.upload(screen.getByLabelText('添加图片'), [png('new.png')])
    await user.clear(screen.getByLabelText('标题'))
    await user.type(screen.getByLabelText('标题'), '新标题')
    await user.click(screen.getByRole('button', { name: '保存修改' }))
    await waitFor(() => expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ title: '新标题' })))
    expect(seen.methods).toEqual(['PUT'])
    expect((seen.bodies[0] as { images: { url: string }[] }).images.map((i) => i.url)).toEqual([
      '/uploads/b.webp',
      '/uploads/a.webp',
      '/uploads/new-0.webp',
    ])
    expect(toast.success).toHaveBeenCalledWith('更新成功！', '你的帖子已经更新')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts'] })
  })

  it('R2.57 images can be removed and reordered from the keyboard', async () => {
    const user = userEvent.setup()
    renderEditor(editProps())
    const grid = screen.getByRole('list', { name: '已选图片' })
    expect(screen.getByRole('button', { name: '第1张图片左移' })).toBeDisabled()
    screen.getByRole('button', { name: '第2张图片左移' }).focus()
    await user.keyboard('{Enter}')
    expect(
      within(grid)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/uploads/b.webp', '/uploads/a.webp'])
    await user.click(screen.getByRole('button', { name: '删除第1张图片' }))
    expect(
      within(grid)
        .getAllByRole('img')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/uploads/a.webp'])
  })

  it('R4.32 R8.30 a failed image upload: 图片上传失败 / 请重试或跳过图片上传, and the post is still published without the new images', async () => {
    const seen = recordApi({ upload: 'fail' })
    const user = userEvent.setup()
    const { onUpdated } = renderEditor(editProps())
    await user.upload(screen.getByLabelText('添加图片'), [png('x.png')])
    await user.click(screen.getByRole('button', { name: '保存修改' }))
    await waitFor(() => expect(onUpdated).toHaveBeenCalled())
    expect(toast.error).toHaveBeenCalledWith('图片上传失败', '请重试或跳过图片上传')
    expect(seen.uploads).toEqual([1])
    expect((seen.bodies[0] as { images: { url: string }[] }).images.map((i) => i.url)).toEqual([
      '/uploads/a.webp',
      '/uploads/b.webp',
    ])
  })

  it('R8.30 a failed create shows 发布失败 with the server message, a failed edit 更新失败; the form stays filled', async () => {
    recordApi({ save: 'fail' })
    const user = userEvent.setup()
    const { unmount, onCreated } = renderEditor()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: '发布' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('发布失败', '内容包含不允许发布的词语'))
    expect(onCreated).not.toHaveBeenCalled()
    expect(screen.getByLabelText('标题')).toHaveValue('周末去海边')
    expect(screen.getByRole('button', { name: '发布' })).toBeEnabled()
    unmount()
    renderEditor(editProps())
    await user.click(screen.getByRole('button', { name: '保存修改' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('更新失败', '内容包含不允许发布的词语'))
  })

  it("R8.27 editing someone else's post (403): 无法编辑帖子 with a way back to the post", async () => {
    recordApi({ save: 'forbidden' })
    const user = userEvent.setup()
    renderEditor(editProps())
    await user.click(screen.getByRole('button', { name: '保存修改' }))
    expect(await screen.findByRole('heading', { name: '无法编辑帖子' })).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('无法编辑帖子', '您没有权限修改此帖子')
    expect(screen.getByRole('link', { name: '返回笔记' })).toHaveAttribute('href', '/post/42')
  })

  it('R6.2 R5.17 R8.30 a visitor gets 请先登录 / 发布帖子需要登录账户 and is sent to log in, once', () => {
    const { onRequireLogin } = renderEditor({ signedIn: false })
    expect(toast.error).toHaveBeenCalledWith('请先登录', '发布帖子需要登录账户')
    expect(onRequireLogin).toHaveBeenCalledTimes(1)
    expect(screen.queryByLabelText('标题')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login')
  })

  it('keeps the typed text across a reload (sessionStorage) and clears it after publishing', async () => {
    recordApi()
    const user = userEvent.setup()
    const first = renderEditor()
    await fillRequired(user, '草稿标题', '草稿正文')
    await user.selectOptions(screen.getByLabelText('分类'), 'food')
    first.unmount()
    const second = renderEditor()
    expect(screen.getByLabelText('标题')).toHaveValue('草稿标题')
    expect(screen.getByLabelText('正文')).toHaveValue('草稿正文')
    expect(screen.getByLabelText('分类')).toHaveValue('food')
    expect(screen.getByRole('status')).toHaveTextContent('已恢复上次未发布的内容')
    await user.click(screen.getByRole('button', { name: '发布' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(sessionStorage.getItem('lemon.postDraft.new')).toBeNull()
    second.unmount()
    renderEditor()
    expect(screen.getByLabelText('标题')).toHaveValue('')
  })
})
