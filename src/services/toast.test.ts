import { beforeEach, describe, expect, it, vi } from 'vitest'

const sonner = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }))
vi.mock('sonner', () => ({ toast: sonner }))

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('toast', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.clearAllMocks()
  })

  it('holds a toast raised before the host listens (sonner would drop it), and shows it once the host is ready', async () => {
    const { toast, markToastHostReady } = await import('./toast')
    toast.error('请先登录', '发布帖子需要登录账户')
    await flush()
    expect(sonner.error).not.toHaveBeenCalled()
    markToastHostReady()
    await flush()
    expect(sonner.error).toHaveBeenCalledExactlyOnceWith('请先登录', { description: '发布帖子需要登录账户' })
  })

  it('shows later toasts at once, in order', async () => {
    const { toast, markToastHostReady } = await import('./toast')
    markToastHostReady()
    toast.success('发布成功！', '你的帖子已经发布')
    toast.brief('已点赞')
    await flush()
    expect(sonner.success.mock.calls).toEqual([
      ['发布成功！', { description: '你的帖子已经发布' }],
      ['已点赞', { duration: 1500 }],
    ])
  })

  it('asks for no host (and no sonner) before the first toast; the first toast asks for it', async () => {
    const { toast, toastHostWanted } = await import('./toast')
    toast.dismissAll()
    expect(toastHostWanted.value).toBe(false)
    toast.info('举报功能正在开发中')
    expect(toastHostWanted.value).toBe(true)
  })
})
