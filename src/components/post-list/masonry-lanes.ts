// How the masonry lays cards into columns, shared by the live masonry (masonry.tsx) and the one rendered at build
// time (prerendered-masonry.tsx), so the first screen in the page puts each card where the app will.

/** The column count from a container width up (px): two on phones, up to five on wide screens. */
export const LANE_WIDTHS = [
  { min: 0, lanes: 2 },
  { min: 720, lanes: 3 },
  { min: 1100, lanes: 4 },
  { min: 1400, lanes: 5 },
] as const

/** Space between cards, across and down (px). */
export const MASONRY_GAP = 14

export function laneCount(width: number): number {
  return LANE_WIDTHS.findLast((band) => width >= band.min)!.lanes
}

export interface Placed {
  index: number
  lane: number
  start: number
  end: number
}

/**
 * TanStack Virtual's lane rule: the first cards one per column, then each into the column that ends highest (the
 * one with the earlier last card on a tie). `size(i)` includes the gap below the card. Stops before the first card
 * that would start at `depth` or below.
 */
export function placeInLanes(
  count: number,
  lanes: number,
  size: (index: number) => number,
  depth = Infinity,
): Placed[] {
  const ends = new Array<number>(lanes).fill(0)
  const last = new Array<number>(lanes).fill(-1)
  const placed: Placed[] = []
  for (let index = 0; index < count; index++) {
    let lane = index % lanes
    if (index >= lanes) {
      lane = 0
      for (let l = 1; l < lanes; l++)
        if (ends[l]! < ends[lane]! || (ends[l] === ends[lane] && last[l]! < last[lane]!)) lane = l
    }
    const start = ends[lane]!
    if (start >= depth) break
    const end = start + size(index)
    placed.push({ index, lane, start, end })
    ends[lane] = end
    last[lane] = index
  }
  return placed
}
