import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS } from './infinite-scroll'
import { useInfiniteScroll } from './use-infinite-scroll'

const VIEWPORT = 800
const PAGE = 5000

/** Puts the bottom of the viewport `left` px above the bottom of the page. */
function scrollTo(left: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: PAGE - VIEWPORT - left })
}

function mount(props: { hasMore?: boolean; loading?: boolean } = {}) {
  const onLoadMore = vi.fn()
  const view = renderHook((p: { hasMore: boolean; loading: boolean }) => useInfiniteScroll({ ...p, onLoadMore }), {
    initialProps: { hasMore: true, loading: false, ...props },
  })
  return { onLoadMore, ...view }
}

const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')))
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers()
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT })
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: PAGE })
  scrollTo(2000)
})
afterEach(() => {
  vi.useRealTimers()
  scrollTo(0)
})

describe('useInfiniteScroll', () => {
  // R9.6 is proven by the scrolls below and by post-pages.test.ts (200 px loads, 201 px does not; one check per
  // 200 ms), not by this table.
  it('the constants: SCROLL_THRESHOLD_PX is 200 and SCROLL_THROTTLE_MS is 200', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(200)
    expect(SCROLL_THROTTLE_MS).toBe(200)
  })

  it('R4.25 R9.6 a scroll 200 px from the bottom loads the next page, 201 px does not', async () => {
    const { onLoadMore } = mount()
    await wait(1000)
    expect(onLoadMore).not.toHaveBeenCalled()
    scrollTo(SCROLL_THRESHOLD_PX + 1)
    scroll()
    await wait(1000)
    expect(onLoadMore).not.toHaveBeenCalled()
    scrollTo(SCROLL_THRESHOLD_PX)
    scroll()
    await wait(1000)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })
  it('R4.25 R9.6 the scroll position is checked at most once per SCROLL_THROTTLE_MS: a scroll right after a check waits for the window to end', async () => {
    const { onLoadMore } = mount()
    await wait(1000)
    // A check runs at once (the last was long ago): still far from the bottom.
    scroll()
    await wait(10)
    scrollTo(0)
    scroll()
    scroll()
    await wait(SCROLL_THROTTLE_MS - 11)
    expect(onLoadMore).not.toHaveBeenCalled()
    await wait(100)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('R4.25 one load at a time: near the bottom nothing starts while loading is true; once it ends, one load', async () => {
    scrollTo(0)
    const { onLoadMore, rerender } = mount({ loading: true })
    for (let i = 0; i < 5; i++) {
      scroll()
      await wait(SCROLL_THROTTLE_MS)
    }
    // Let the last throttled check finish before the load ends.
    await wait(SCROLL_THROTTLE_MS + 100)
    expect(onLoadMore).not.toHaveBeenCalled()
    rerender({ hasMore: true, loading: false })
    await wait(100)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    rerender({ hasMore: true, loading: true })
    for (let i = 0; i < 5; i++) {
      scroll()
      await wait(SCROLL_THROTTLE_MS)
    }
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('R4.25 two checks before the parent has re-rendered with loading ask for one page, not two', async () => {
    scrollTo(0)
    const { onLoadMore, rerender } = mount({ loading: true })
    // A throttled scroll check is waiting for its frame when the running load ends …
    scroll()
    rerender({ hasMore: true, loading: false })
    // … so the scroll check and the load-ended check both run before any re-render.
    await wait(SCROLL_THROTTLE_MS + 100)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })
})
