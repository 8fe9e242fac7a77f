import { Virtualizer } from '@tanstack/virtual-core'
import { describe, expect, it } from 'vitest'
import { LANE_WIDTHS, laneCount, placeInLanes } from './masonry-lanes'

// The prerendered first screen (ADR 015) must put each card in the column the live masonry will: the same rule as
// TanStack Virtual's lanes, checked against the library itself.

const sizes = [414, 300, 520, 260, 300, 610, 380, 290, 450, 300, 300, 500, 270, 330]

function tanstackLanes(count: number, lanes: number, size: (i: number) => number) {
  const virtualizer = new Virtualizer<Window, Element>({
    count,
    lanes,
    estimateSize: size,
    getScrollElement: () => null,
    observeElementRect: () => undefined,
    observeElementOffset: () => undefined,
    scrollToFn: () => undefined,
  })
  virtualizer.getTotalSize()
  return virtualizer.measurementsCache.map((m) => ({ index: m.index, lane: m.lane, start: m.start, end: m.end }))
}

describe('masonry lanes', () => {
  it.each([2, 3, 4, 5])('places cards as TanStack Virtual does, with %i lanes', (lanes) => {
    const size = (i: number) => sizes[i % sizes.length]!
    expect(placeInLanes(sizes.length, lanes, size)).toEqual(tanstackLanes(sizes.length, lanes, size))
  })

  it('stops before the first card that would start at the given depth', () => {
    const placed = placeInLanes(sizes.length, 2, (i) => sizes[i]!, 800)
    expect(placed.every((p) => p.start < 800)).toBe(true)
    expect(placed.length).toBeLessThan(sizes.length)
    // The next card, in whichever column ends highest, would start at 800 or below.
    const ends = [0, 1].map((lane) => Math.max(0, ...placed.filter((p) => p.lane === lane).map((p) => p.end)))
    expect(Math.min(...ends)).toBeGreaterThanOrEqual(800)
  })

  it('R2.21 columns by container width: two on phones, up to five on wide screens', () => {
    expect([390, 719, 720, 1099, 1100, 1399, 1400].map(laneCount)).toEqual([2, 2, 3, 3, 4, 4, 5])
    expect(LANE_WIDTHS.map((band) => band.lanes)).toEqual([2, 3, 4, 5])
  })
})
