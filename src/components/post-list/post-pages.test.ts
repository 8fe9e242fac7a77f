import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasMoreAfter, mergePages } from '@/lib/post-pages'
import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS, nearBottom, throttle } from './infinite-scroll'
import { laneCount } from './masonry'
import { endOfListMessage } from './post-list-states'

describe('post list paging', () => {
  afterEach(() => vi.useRealTimers())

  it('R4.24 hasMore follows pagination.hasNext, else whether a full page came back', () => {
    expect(hasMoreAfter({ hasNext: false }, 20, 20)).toBe(false)
    expect(hasMoreAfter({ hasNext: true }, 3, 20)).toBe(true)
    expect(hasMoreAfter(undefined, 20, 20)).toBe(true)
    expect(hasMoreAfter(undefined, 19, 20)).toBe(false)
  })

  it('R4.23 load more appends the next page and drops ids already shown', () => {
    const merged = mergePages([{ items: [{ id: 3 }, { id: 2 }] }, { items: [{ id: 2 }, { id: 1 }] }])
    expect(merged.map((p) => p.id)).toEqual([3, 2, 1])
  })

  it('R2.26 the end message is celebratory after more than 10 posts, milder otherwise', () => {
    expect(endOfListMessage(11)).toContain('太棒了')
    expect(endOfListMessage(10)).toBe('没有更多内容了')
  })

  it('R2.21 the masonry uses two columns on a phone and more on wider screens', () => {
    expect(laneCount(390)).toBe(2)
    expect(laneCount(1280)).toBe(4)
    expect(laneCount(1600)).toBe(5)
  })

  it('R4.25 R9.6 triggers within 200 px of the bottom only', () => {
    expect(nearBottom({ scrollY: 800, viewportHeight: 800, documentHeight: 1800 })).toBe(true)
    expect(nearBottom({ scrollY: 700, viewportHeight: 800, documentHeight: 1800 })).toBe(false)
  })

  it('R4.25 R9.6 scroll checks are throttled to one per 200 ms and the last one still runs', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const t = throttle(fn, 200)
    t(1)
    t(2)
    t(3)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(199)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(2)
    expect(fn).toHaveBeenLastCalledWith(3)
  })
  it('R4.25 R9.6 by default nearBottom uses SCROLL_THRESHOLD_PX (200: exactly 200 px left triggers, 201 does not) and throttle SCROLL_THROTTLE_MS (200)', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(200)
    expect(SCROLL_THROTTLE_MS).toBe(200)
    expect(nearBottom({ scrollY: 1000, viewportHeight: 800, documentHeight: 2000 })).toBe(true)
    expect(nearBottom({ scrollY: 999, viewportHeight: 800, documentHeight: 2000 })).toBe(false)
    vi.useFakeTimers()
    const fn = vi.fn()
    const t = throttle(fn)
    t()
    t()
    vi.advanceTimersByTime(199)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})
