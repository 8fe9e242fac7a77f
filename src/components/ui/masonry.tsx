import { memo, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react'
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual'

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
  /** Keep it stable (useCallback): cells are memoised on the item and this function. */
  renderItem: (item: T, index: number) => ReactNode
  gap?: number
}

type Key = VirtualItem['key']

/** Placeholders drawn per frame: about a third of what one frame could draw within the 50 ms budget. */
const HELD_DRAWN_PER_FRAME = 6

interface CellProps {
  item: unknown
  index: number
  render: (item: never, index: number) => ReactNode
}

// A cell re-renders only when its item or the render function changes, not on every scroll frame or
// new page: scrolling moves the positioned wrappers, never the card inside (design.md §6, long tasks).
const MasonryCell = memo(function MasonryCell({ item, index, render }: CellProps) {
  return render(item as never, index)
})

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
      // jsdom has no layout (width 0): fall back to the window there.
      setWidth(el.clientWidth || window.innerWidth)
      setOffsetTop(el.getBoundingClientRect().top + window.scrollY)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // Whole pixels, so an estimate and the laid-out height can agree exactly (no re-measure re-render).
  const lanes = laneCount(width || 390)
  const columnWidth = Math.floor((width - gap * (lanes - 1)) / lanes)
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    lanes,
    overscan: 4,
    // A scroll re-renders in its own task rather than inside the scroll event, where React's work and the
    // frame's style, layout and paint would add up to one long task (design.md §6).
    useFlushSync: false,
    scrollMargin: offsetTop,
    estimateSize: (i) => Math.round(estimateHeight(items[i] as T, columnWidth || 180)) + gap,
    getItemKey: (i) => getKey(items[i] as T),
    // Sizes come from the ResizeObserver (after layout, before paint). Measuring a card as it mounts
    // would force a synchronous layout per page of cards; until observed, the estimate stands.
    measureElement: (el, entry, instance) => {
      const observed = entry?.borderBoxSize[0]?.blockSize
      if (observed !== undefined) return Math.round(observed)
      const index = instance.indexFromElement(el)
      return instance.measurementsCache[index]?.size ?? Math.round(el.getBoundingClientRect().height)
    },
  })
  // The cards wait for the container's width (measured in the layout effect, before the first paint):
  // rendering them at a guessed width would lay every card out twice.
  const rows = width > 0 ? virtualizer.getVirtualItems() : []

  // A jump of the feed (a fling, the End key, a scrollbar drag) mounts a screen and a half of new cells at
  // once, and drawing all their cards in one frame took 50–60 ms on the bench machine (design.md §6: no long
  // task over 50 ms). So a frame draws what is seen: a cell mounted outside the window (overscan) gets a
  // card-shaped placeholder of its laid-out height, and the placeholders nearest the window are drawn a few
  // per frame after that. A placeholder that comes into the window is drawn at once.
  const drawn = useRef(new Set<Key>())
  const held = useRef(new Map<Key, number>()) // placeholder → the draw tick it was last passed over at
  const [tick, drawHeld] = useReducer((n: number) => n + 1, 0)
  const top = virtualizer.scrollOffset ?? window.scrollY
  const bottom = top + (virtualizer.scrollRect?.height || window.innerHeight)
  const distance = (row: VirtualItem) => Math.max(0, row.start - bottom, top - row.end)
  // Only a scheduled draw (a new tick) fills placeholders: a re-render in the same frame (a measured size)
  // must not draw them all at once.
  const due = new Set(
    rows
      .filter((row) => (held.current.get(row.key) ?? tick) < tick)
      .sort((a, b) => distance(a) - distance(b))
      .slice(0, HELD_DRAWN_PER_FRAME)
      .map((row) => row.key),
  )
  const cells = rows.map((row) => {
    const seen = row.end > top && row.start < bottom
    const hold = !seen && !drawn.current.has(row.key) && !due.has(row.key)
    return { row, hold }
  })
  useLayoutEffect(() => {
    drawn.current = new Set(cells.flatMap(({ row, hold }) => (hold ? [] : [row.key])))
    held.current = new Map(cells.flatMap(({ row, hold }) => (hold ? [[row.key, tick] as const] : [])))
    if (held.current.size === 0) return
    // After this frame is painted, so the next placeholders are drawn in the next one.
    const frame = requestAnimationFrame(() => setTimeout(drawHeld))
    return () => cancelAnimationFrame(frame)
  })

  return (
    <div ref={ref} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {cells.map(({ row, hold }) => (
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
            height: hold ? row.size : undefined,
          }}
        >
          {hold ? (
            <div aria-hidden="true" className="h-full rounded-2xl bg-bg-soft" />
          ) : (
            <MasonryCell item={items[row.index]} index={row.index} render={renderItem} />
          )}
        </div>
      ))}
    </div>
  )
}
