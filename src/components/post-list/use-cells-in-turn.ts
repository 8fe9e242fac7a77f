import { useLayoutEffect, useReducer, useRef } from 'react'
import type { VirtualItem } from '@tanstack/react-virtual'

type Key = VirtualItem['key']

/**
 * A turn's own work (its render and commit) is kept to about a sixth of the 50 ms long-task budget: the frame's
 * style, layout and paint of the new cards come after it, in the same task, and a tap during a page's first seconds
 * waits for the task it lands in. At 25 ms (half the budget) a turn with its frame could come close to 50 ms on a
 * phone's CPU, and a first visit's turns were two to four of the tasks Lighthouse counts as blocking (bench/README.md);
 * the held cards are outside the window, so drawing them over more frames is not seen.
 */
const TURN_BUDGET_MS = 8
/** The most placeholders a turn draws, however fast the device. */
const MOST_PER_TURN = 6

/**
 * How many held cells the next turn draws, from what a cell cost on the last turn (ms, null before any turn). The
 * first turn draws one: a phone's CPU drew six cards in 130 ms (docs/architecture.md §6's limit is 50), a laptop's in 30.
 */
export function cellsPerTurn(msPerCell: number | null): number {
  if (msPerCell === null) return 1
  return Math.max(1, Math.min(MOST_PER_TURN, Math.floor(TURN_BUDGET_MS / Math.max(msPerCell, 0.1))))
}

export interface CellTurn {
  row: VirtualItem
  /** Show a placeholder of the row's size for now; its content comes in a later frame. */
  hold: boolean
}

/**
 * A jump of the feed (a fling, the End key, a scrollbar drag) mounts a screen and a half of new cells at
 * once, and drawing all their cards in one frame took 50–60 ms on the bench machine (docs/architecture.md §6: no long
 * task over 50 ms). So a frame draws what is seen: a row mounted outside the window `[top, bottom)`
 * (overscan) is held, and the held rows nearest the window are drawn a few per frame after that (as many as
 * the last turn's cost per cell fits in a turn's budget). A held row
 * that comes into the window is drawn at once.
 */
export function useCellsInTurn(rows: readonly VirtualItem[], top: number, bottom: number): CellTurn[] {
  const drawn = useRef(new Set<Key>())
  // The rows held at the last commit, and the draw turn they were held in.
  const held = useRef({ keys: new Set<Key>(), turn: 0 })
  const [turn, nextTurn] = useReducer((n: number) => n + 1, 0)
  // What one drawn cell cost on the last turn (ms, render to commit), and when this turn's render began.
  const msPerCell = useRef<number | null>(null)
  const turnStart = useRef(0)
  const distance = (row: VirtualItem) => Math.max(0, row.start - bottom, top - row.end)
  // Only a new turn (scheduled below) draws held rows: a re-render in the same frame (a measured size, a new
  // page) must not draw them all at once.
  const newTurn = held.current.turn < turn
  if (newTurn) turnStart.current = performance.now()
  const due = newTurn
    ? new Set(
        rows
          .filter((row) => held.current.keys.has(row.key))
          .sort((a, b) => distance(a) - distance(b))
          .slice(0, cellsPerTurn(msPerCell.current))
          .map((row) => row.key),
      )
    : new Set<Key>()
  const cells = rows.map((row) => {
    const seen = row.end > top && row.start < bottom
    return { row, hold: !seen && !drawn.current.has(row.key) && !due.has(row.key) }
  })
  useLayoutEffect(() => {
    if (due.size > 0) msPerCell.current = (performance.now() - turnStart.current) / due.size
    drawn.current = new Set(cells.flatMap(({ row, hold }) => (hold ? [] : [row.key])))
    held.current = { keys: new Set(cells.flatMap(({ row, hold }) => (hold ? [row.key] : []))), turn }
    if (held.current.keys.size === 0) return
    // After this frame is painted, so the next held rows are drawn in the next one.
    const frame = requestAnimationFrame(() => setTimeout(nextTurn))
    return () => cancelAnimationFrame(frame)
  })
  return cells
}
