import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'

/** Columns by available width: two on phones, up to five on wide screens. */
export function laneCount(width: number): number {
  if (width >= 1400) return 5
  if (width >= 1100) return 4
  if (width >= 720) return 3
  return 2
}

export interface MasonryProps<T> {
  items: readonly T[]
  getKey: (item: T) => number | string
  /** First guess of an item's height at a column width; the real height is measured after render. */
  estimateHeight: (item: T, columnWidth: number) => number
  renderItem: (item: T, index: number) => ReactNode
  gap?: number
}

/**
 * A window-scrolled, virtualised masonry (TanStack Virtual lanes): only the items near the viewport
 * are in the DOM, so a feed of thousands of cards stays light.
 */
export function Masonry<T>({ items, getKey, estimateHeight, renderItem, gap = 14 }: MasonryProps<T>) {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  const [offsetTop, setOffsetTop] = useState(0)

  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () => {
      setWidth(el.clientWidth)
      setOffsetTop(el.getBoundingClientRect().top + window.scrollY)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // Before the first measurement (and where there is no layout, as in jsdom) assume the window's width.
  const available = width || (typeof window === 'undefined' ? 390 : window.innerWidth)
  const lanes = laneCount(available)
  const columnWidth = (available - gap * (lanes - 1)) / lanes
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    lanes,
    overscan: 4,
    scrollMargin: offsetTop,
    estimateSize: (i) => Math.round(estimateHeight(items[i] as T, columnWidth || 180)) + gap,
    getItemKey: (i) => getKey(items[i] as T),
  })

  return (
    <div ref={ref} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute top-0"
            style={{
              width: columnWidth,
              left: row.lane * (columnWidth + gap),
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              paddingBottom: gap,
            }}
          >
            {renderItem(items[row.index] as T, row.index)}
          </div>
        ))}
    </div>
  )
}
