import type { MasonryProps } from './masonry'
import { LANE_WIDTHS, MASONRY_GAP, placeInLanes } from './masonry-lanes'

// The masonry as the build renders it into the page (the first screen of a first visit, ADR 015). There is no width
// to measure at build time, so the first cards are laid out once per column count, each in the columns the live
// masonry would give them (same lane rule, same estimates), and a container query on the masonry's own width shows
// the one layout that fits, with the thresholds of laneCount(). Real flex columns: a card's height is its own, so
// nothing overlaps whatever the title's wrapping. React's first commit replaces all of it with the live masonry.

/** How far down the cards go (px from the masonry's top): the first screen of a tall phone or a desktop window. */
const DEPTH = 1000

/** The container width each layout's estimates assume: a 390 px phone, then each band's narrow end. */
const TYPICAL_WIDTH: Record<number, number> = { 2: 366, 3: 720, 4: 1120, 5: 1400 }

const px = (n: number) => `${n}px`

/** One column's share of the row: the row's width less the gaps between its columns, divided among them. */
const laneWidth = (lanes: number, gap: number) => `calc((100% - ${px(gap * (lanes - 1))}) / ${lanes})`

/** Every layout hidden, then one container query per layout: shown only in its band of widths. */
function layoutCss(): string {
  const shown = LANE_WIDTHS.map(({ min, lanes }, i) => {
    const next = LANE_WIDTHS[i + 1]
    const range = [min > 0 ? `(min-width: ${min}px)` : '', next ? `(max-width: ${next.min - 0.02}px)` : ''].filter(Boolean).join(' and ')
    return `@container ${range}{[data-prerendered-masonry]>[data-lanes="${lanes}"]{display:flex}}`
  })
  return `[data-prerendered-masonry]>[data-lanes]{display:none}${shown.join('')}`
}

export function PrerenderedMasonry<T>({ items, getKey, estimateHeight, renderItem, gap = MASONRY_GAP, maxWidth = Infinity }: MasonryProps<T>) {
  return (
    <div data-masonry="" data-prerendered-masonry="" style={{ containerType: 'inline-size' }}>
      <style>{layoutCss()}</style>
      {LANE_WIDTHS.filter(({ min }) => min <= maxWidth).map(({ lanes }) => {
        const width = TYPICAL_WIDTH[lanes]!
        const columnWidth = Math.floor((width - gap * (lanes - 1)) / lanes)
        const placed = placeInLanes(items.length, lanes, (i) => Math.round(estimateHeight(items[i]!, columnWidth)) + gap, DEPTH)
        return (
          <div key={lanes} data-lanes={lanes} style={{ gap: px(gap), alignItems: 'flex-start' }}>
            {Array.from({ length: lanes }, (_, lane) => (
              // Each column's width is its share of the row, not what its siblings leave it: a page painted while its
              // HTML still streams in (a slow network) showed the first column alone at the full width, then halved
              // it when the second arrived, a layout shift of the whole first screen (CLS 0.09 in one Lighthouse run).
              <div key={lane} style={{ flex: 'none', width: laneWidth(lanes, gap), minWidth: 0, display: 'flex', flexDirection: 'column', gap: px(gap) }}>
                {placed
                  .filter((p) => p.lane === lane)
                  .map(({ index }) => (
                    <div key={getKey(items[index]!)} data-index={index}>
                      {renderItem(items[index]!, index)}
                    </div>
                  ))}
              </div>
            ))}
          </div>
        )
      })}
    </div>
  )
}
