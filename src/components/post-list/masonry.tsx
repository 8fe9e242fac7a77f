import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import {
  observeWindowOffset,
  observeWindowRect,
  useWindowVirtualizer,
  windowScroll,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { useCellsInTurn } from './use-cells-in-turn'
import { MASONRY_GAP, laneCount } from './masonry-lanes'
import { PrerenderedMasonry } from './prerendered-masonry'

export { laneCount }

export interface MasonryProps<T> {
  items: readonly T[]
  getKey: (item: T) => number | string
  /** First guess of an item's height at a column width; the real height is measured after render. */
  estimateHeight: (item: T, columnWidth: number) => number
  /** Keep it stable (useCallback): cells are memoised on the item and this function. */
  renderItem: (item: T, index: number) => ReactNode
  gap?: number
  /** The widest the masonry can get on its page (px): the build prerenders no layout for wider ones (ADR 015). */
  maxWidth?: number
}

interface CellProps {
  item: unknown
  index: number
  render: (item: never, index: number) => ReactNode
}

// A cell re-renders only when its item or the render function changes, not on every scroll frame or
// new page: scrolling moves the positioned wrappers, never the card inside (docs/architecture.md §6, long tasks).
const MasonryCell = memo(function MasonryCell({ item, index, render }: CellProps) {
  return render(item as never, index)
})

/**
 * A window-scrolled, virtualised masonry (TanStack Virtual lanes): only the items near the viewport
 * are in the DOM, so a feed of thousands of cards stays light. Rendered at build time (no window to measure: the
 * prerendered first screen, ADR 015), the first cards in the phone's columns, which the script before the app
 * rearranges for a wider masonry (prerendered-masonry.tsx).
 */
export function Masonry<T>(props: MasonryProps<T>) {
  // import.meta.env.SSR: the build's prerender loads the app as server code; the browser's bundle leaves it out.
  return import.meta.env.SSR ? <PrerenderedMasonry {...props} /> : <WindowMasonry {...props} />
}

type WindowObserver = (instance: Virtualizer<Window, Element>, cb: never) => (() => void) | undefined

/**
 * The library's window observers, started in the next frame (before its layout): each reads the window's size or
 * scroll at once, which inside the first commit forced the new cards' style and layout into the commit's own task.
 * The first render has both already (initialRect, and the scroll the virtualiser reads as it is created).
 */
function fromNextFrame<O extends WindowObserver>(observe: O): O {
  return ((instance, cb) => {
    let stop: (() => void) | undefined
    const frame = requestAnimationFrame(() => (stop = observe(instance, cb)))
    return () => {
      cancelAnimationFrame(frame)
      stop?.()
    }
  }) as O
}
const observeRectFromNextFrame = fromNextFrame(observeWindowRect)
const observeOffsetFromNextFrame = fromNextFrame(observeWindowOffset)

/**
 * The masonry the page already shows before the app's first commit (the build's first screen, or the visitor's
 * snapshot: ADR 007, ADR 015) has the live one's place and width. Read once, it lets the first render lay its cards
 * out at once: measuring after the commit meant a second, synchronous render of every card in the commit's task.
 */
function firstScreenBox(): { width: number; top: number } {
  const shown = document.querySelector('#root > [data-first-screen] [data-masonry]')
  if (!shown) return { width: 0, top: 0 }
  return { width: shown.clientWidth, top: shown.getBoundingClientRect().top + window.scrollY }
}

function WindowMasonry<T>({ items, getKey, estimateHeight, renderItem, gap = MASONRY_GAP }: MasonryProps<T>) {
  const ref = useRef<HTMLDivElement>(null)
  // The virtualiser's first scroll write, as it mounts, puts the window where it is already (the scroll it read as
  // it was created): left out, as a write to the window's scroll forced the new cards' style and layout into the
  // commit's task.
  const mountWrite = useRef(true)
  const [firstBox] = useState(firstScreenBox)
  const [width, setWidth] = useState(firstBox.width)
  const [offsetTop, setOffsetTop] = useState(firstBox.top)

  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () => {
      // happy-dom has no layout (width 0): fall back to the window there.
      setWidth(el.clientWidth || window.innerWidth)
      setOffsetTop(el.getBoundingClientRect().top + window.scrollY)
    }
    // With the page's first screen measured, the observer's first report (after the frame's layout) confirms it:
    // reading the new cards' layout here would force their style and layout inside the commit's task.
    if (firstBox.width === 0) update()
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => observer.disconnect()
  }, [firstBox])

  // Whole pixels, so an estimate and the laid-out height can agree exactly (no re-measure re-render).
  const lanes = laneCount(width || 390)
  const columnWidth = Math.floor((width - gap * (lanes - 1)) / lanes)
  // Fewer cards than columns (a user with two notes, a short search): the cards keep their width and stand in the
  // middle, rather than leaving a hole on the right of a wide page.
  const used = Math.min(lanes, items.length)
  const inset = used < lanes ? Math.floor(((lanes - used) * (columnWidth + gap)) / 2) : 0
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    lanes,
    overscan: 4,
    // A scroll re-renders in its own task rather than inside the scroll event, where React's work and the
    // frame's style, layout and paint would add up to one long task (docs/architecture.md §6).
    useFlushSync: false,
    // The window's size from the start, so the first render already has the cells in the window.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    observeElementRect: observeRectFromNextFrame,
    observeElementOffset: observeOffsetFromNextFrame,
    scrollToFn: (offset, options, instance) => {
      const first = mountWrite.current
      mountWrite.current = false
      if (first && !options.adjustments && !options.behavior) return
      windowScroll(offset, options, instance)
    },
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

  // Cells mounted outside the window get a placeholder of their size and their card a few per frame later.
  const top = virtualizer.scrollOffset ?? window.scrollY
  const cells = useCellsInTurn(rows, top, top + (virtualizer.scrollRect?.height || window.innerHeight))

  return (
    <div ref={ref} data-masonry="" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {cells.map(({ row, hold }) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute top-0"
          style={{
            width: columnWidth,
            left: inset + row.lane * (columnWidth + gap),
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
