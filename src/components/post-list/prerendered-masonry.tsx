import type { ReactNode } from 'react'
import type { MasonryProps } from './masonry'
import { LANE_WIDTHS, MASONRY_GAP, placeInLanes, type Placed } from './masonry-lanes'

// The masonry as the build renders it into the page (the first screen of a first visit, ADR 015). There is no width
// to measure at build time, so the first cards are placed once per column count, each in the column the live masonry
// would give it (same lane rule, same estimates). Each card is in the page once: in the phone's layout (the fewest
// columns), or held hidden when only a wider layout reaches it. A wider layout is an inert <template> of empty columns
// naming their cards, and the script before the app moves the cards into the one the masonry's width calls for
// (showPrerenderedLayout, prerendered-layout.ts) before the first layout. A layout per column count written out in
// full was twice the page's HTML, and parsing it pushed the page's first layout into the blocking time Lighthouse
// counts (bench/README.md, sixth session). Real flex columns: a card's height is its own, so nothing overlaps whatever
// the title's wrapping. React's first commit replaces all of it with the live masonry.

/** How far down the cards go (px from the masonry's top): the first screen of a tall phone or a desktop window. */
const DEPTH = 1000

/** The container width each layout's estimates assume: a 390 px phone, then each band's narrow end. */
const TYPICAL_WIDTH: Record<number, number> = { 2: 366, 3: 720, 4: 1120, 5: 1400 }

const px = (n: number) => `${n}px`

/** One column's share of the row: the row's width less the gaps between its columns, divided among them. */
const laneWidth = (lanes: number, gap: number) => `calc((100% - ${px(gap * (lanes - 1))}) / ${lanes})`

interface ColumnsProps {
  lanes: number
  gap: number
  /** A column's cards (the phone's layout, in the page). */
  cards?: (lane: number) => ReactNode
  /** A column's card indices, for the script to move the cards in (a wider layout's template). */
  cells?: (lane: number) => string
}

/** A layout's row of columns. */
function Columns({ lanes, gap, cards, cells }: ColumnsProps) {
  return (
    <div data-lanes={lanes} style={{ display: 'flex', gap: px(gap), alignItems: 'flex-start' }}>
      {Array.from({ length: lanes }, (_, lane) => (
        // Each column's width is its share of the row, not what its siblings leave it: a page painted while its HTML
        // still streams in (a slow network) showed the first column alone at the full width, then halved it when the
        // second arrived, a layout shift of the whole first screen (CLS 0.09 in one Lighthouse run).
        <div
          key={lane}
          data-cells={cells?.(lane)}
          style={{
            flex: 'none',
            width: laneWidth(lanes, gap),
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: px(gap),
          }}
        >
          {cards?.(lane)}
        </div>
      ))}
    </div>
  )
}

/**
 * Where a wider layout may be called for, the phone's columns stay invisible until the script has placed the cards
 * (`data-placed`): a screen painted before it runs (a slow network streaming the page) never shows them stretched.
 */
const PLACING_CSS = `@media (min-width: ${LANE_WIDTHS[1].min}px){[data-prerendered-masonry]:not([data-placed])>[data-lanes]{visibility:hidden}}`

export function PrerenderedMasonry<T>({
  items,
  getKey,
  estimateHeight,
  renderItem,
  gap = MASONRY_GAP,
  maxWidth = Infinity,
}: MasonryProps<T>) {
  const layouts = LANE_WIDTHS.filter(({ min }) => min <= maxWidth).map(({ lanes }) => {
    const columnWidth = Math.floor((TYPICAL_WIDTH[lanes]! - gap * (lanes - 1)) / lanes)
    return {
      lanes,
      placed: placeInLanes(items.length, lanes, (i) => Math.round(estimateHeight(items[i]!, columnWidth)) + gap, DEPTH),
    }
  })
  const [phone, ...wider] = layouts
  // The cards any layout reaches: the first ones, as far as the longest layout goes.
  const count = Math.max(...layouts.map((l) => l.placed.length))
  const cell = (index: number) => (
    <div key={getKey(items[index]!)} data-index={index}>
      {renderItem(items[index]!, index)}
    </div>
  )
  const inLane = (placed: Placed[], lane: number) => placed.filter((p) => p.lane === lane).map((p) => p.index)
  const held = Array.from({ length: count - phone!.placed.length }, (_, i) => phone!.placed.length + i)
  return (
    <div data-masonry="" data-prerendered-masonry="">
      <style>{PLACING_CSS}</style>
      <Columns lanes={phone!.lanes} gap={gap} cards={(lane) => inLane(phone!.placed, lane).map(cell)} />
      {held.length > 0 && (
        <div hidden data-held="">
          {held.map(cell)}
        </div>
      )}
      {wider.map(({ lanes, placed }) => (
        <template key={lanes} data-layout={lanes}>
          <Columns lanes={lanes} gap={gap} cells={(lane) => inLane(placed, lane).join(' ')} />
        </template>
      ))}
    </div>
  )
}
