// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { openFirstRoute } from './first-routes'
import type { FirstScreenState } from './snapshot'

const state = (over: Partial<FirstScreenState>): FirstScreenState => ({
  build: 'b',
  base: '/',
  restored: false,
  prerendered: null,
  tap: null,
  ...over,
})

describe('first screen: the route the app renders first', () => {
  it('a post tapped on the restored screen is opened before the first render, once its route is loaded', async () => {
    const log: string[] = []
    let loaded!: () => void
    const preload = vi.fn(
      (path: string) => (log.push(`load ${path}`), new Promise<void>((resolve) => (loaded = resolve))),
    )
    const shown = state({ restored: true, tap: '/post/12?from=feed' })
    let rendered = false
    const opening = openFirstRoute(shown, { preload, navigate: (to) => log.push(`go ${to}`) }).then(
      () => (rendered = true),
    )
    await Promise.resolve()
    expect(log).toEqual(['go /post/12?from=feed', 'load /post/12'])
    expect(rendered).toBe(false)
    // Taken: the first commit has nothing left to replay; the page it opened is known (its data may start from the
    // restored screen's).
    expect(shown.tap).toBeNull()
    expect(shown.opened).toBe('/post/12')
    loaded()
    await opening
    expect(rendered).toBe(true)
  })

  it('a post already drawn at its address at the tap (post-preview.ts) is not navigated to again: one history entry', async () => {
    history.replaceState(null, '', '/post/12')
    const navigate = vi.fn()
    const shown = state({ restored: true, tap: '/post/12' })
    await openFirstRoute(shown, { preload: () => Promise.resolve(), navigate })
    expect(navigate).not.toHaveBeenCalled()
    expect(shown.opened).toBe('/post/12')
  })

  it("a post tapped on the build's screen (a first visit) is opened before the first render as well: its data is the build's 推荐 page", async () => {
    history.replaceState(null, '', '/')
    let loaded!: () => void
    const preload = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)))
    const navigate = vi.fn()
    const shown = state({ prerendered: '/', tap: '/post/4#comments' })
    let rendered = false
    const opening = openFirstRoute(shown, { preload, navigate }).then(() => (rendered = true))
    await Promise.resolve()
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/post/4#comments')
    expect(preload).toHaveBeenCalledExactlyOnceWith('/post/4')
    expect(rendered).toBe(false)
    expect(shown).toMatchObject({ tap: null, opened: '/post/4' })
    loaded()
    await opening
    expect(rendered).toBe(true)
  })

  it("without a tap, the build's page is what the first render shows: its route is waited for", async () => {
    history.replaceState(null, '', '/post/3')
    const preload = vi.fn(() => Promise.resolve())
    const navigate = vi.fn()
    await openFirstRoute(state({ prerendered: '/post/3' }), { preload, navigate })
    expect(preload).toHaveBeenCalledExactlyOnceWith('/post/3')
    expect(navigate).not.toHaveBeenCalled()
  })

  it("without a tap or a built page, the address's own screen is loaded first; a failed load is left to the route (the render goes ahead)", async () => {
    history.replaceState(null, '', '/user/7?tab=likes')
    const preload = vi.fn(() => Promise.reject(new Error('offline')))
    await expect(openFirstRoute(undefined, { preload, navigate: vi.fn() })).resolves.toBeUndefined()
    await openFirstRoute(state({}), { preload, navigate: vi.fn() })
    await openFirstRoute(state({ tap: '/post/4' }), { preload, navigate: vi.fn() })
    expect(preload.mock.calls).toEqual([['/user/7'], ['/user/7'], ['/user/7']])
    await expect(
      openFirstRoute(state({ restored: true, tap: '/post/4' }), { preload, navigate: vi.fn() }),
    ).resolves.toBeUndefined()
    expect(preload).toHaveBeenLastCalledWith('/post/4')
  })
})
