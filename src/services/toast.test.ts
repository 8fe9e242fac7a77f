import { beforeEach, describe, expect, it, vi } from 'vitest'

const sonner = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }))
vi.mock('sonner', () => ({ toast: sonner }))

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A fresh toast API with its service connected, as the app's wiring does (src/app/services.ts). */
async function connected(openSignIn = () => {}) {
  const [api, { toasts, createToasts }] = await Promise.all([import('./toast'), import('./toasts')])
  toasts.connect(createToasts(openSignIn))
  return api
}

describe('toast', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.clearAllMocks()
  })

  it('holds a toast raised before the host listens (sonner would drop it), and shows it once the host is ready', async () => {
    const { toast, markToastHostReady } = await connected()
    toast.error('请先登录', '发布帖子需要登录账户')
    await flush()
    expect(sonner.error).not.toHaveBeenCalled()
    markToastHostReady()
    await flush()
    expect(sonner.error).toHaveBeenCalledExactlyOnceWith('请先登录', {
      description: '发布帖子需要登录账户',
      richColors: true,
    })
  })

  it('shows later toasts at once, in order', async () => {
    const { toast, markToastHostReady } = await connected()
    markToastHostReady()
    toast.success('发布成功！', '你的帖子已经发布')
    toast.brief('已点赞')
    await flush()
    expect(sonner.success.mock.calls).toEqual([
      ['发布成功！', { description: '你的帖子已经发布', duration: 2500 }],
      ['已点赞', { id: 'brief', duration: 1500 }],
    ])
  })

  it('asks for no host (and no sonner) before the first toast; the first toast asks for it', async () => {
    const { toast, toastHostWanted } = await connected()
    toast.dismissAll()
    expect(toastHostWanted.value).toBe(false)
    toast.info('举报功能正在开发中')
    expect(toastHostWanted.value).toBe(true)
  })

  it('R5.23 a visitor’s 请先登录 is a neutral prompt (not an error) whose 去登录 opens the sign-in page', async () => {
    const openSignIn = vi.fn()
    const { toast, markToastHostReady } = await connected(openSignIn)
    markToastHostReady()
    toast.signIn('登录后即可点赞和收藏')
    await flush()
    expect(sonner.error).not.toHaveBeenCalled()
    expect(sonner).toHaveBeenCalledExactlyOnceWith(
      '请先登录',
      expect.objectContaining({
        description: '登录后即可点赞和收藏',
        action: expect.objectContaining({ label: '去登录' }),
      }),
    )
    const { action } = sonner.mock.calls[0]![1] as { action: { onClick: () => void } }
    action.onClick()
    expect(openSignIn).toHaveBeenCalledOnce()
  })

  it('a toast raised before the app connects its service throws, and asks for no host', async () => {
    const { toast, toastHostWanted } = await import('./toast')
    expect(() => toast.info('举报功能正在开发中')).toThrow('toasts: used before it was connected')
    expect(toastHostWanted.value).toBe(false)
  })

  it('brief confirmations share one place: the next replaces the last instead of stacking', async () => {
    const { toast, markToastHostReady } = await connected()
    markToastHostReady()
    toast.brief('已点赞')
    toast.brief('已收藏')
    await flush()
    const ids = sonner.success.mock.calls.map(([, options]) => (options as { id?: string }).id)
    expect(ids).toEqual(['brief', 'brief'])
  })
})
