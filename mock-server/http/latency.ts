import { delay } from 'msw'

// Believable network time in the browser demo; none in tests, where it would only slow the suite.
export interface LatencyRange {
  min: number
  max: number
}

// No document: Node (tests, the standalone server) or the service worker.
const inTests = import.meta.env?.MODE === 'test' || (globalThis as { document?: unknown }).document === undefined
export const DEFAULT_LATENCY: LatencyRange = inTests ? { min: 0, max: 0 } : { min: 60, max: 180 }
let range: LatencyRange = DEFAULT_LATENCY

export function setLatency(next: LatencyRange): void {
  if (!(next.min >= 0 && next.max >= next.min)) throw new RangeError('latency: expected 0 ≤ min ≤ max')
  range = next
}

export const getLatency = (): LatencyRange => range

export async function latency(): Promise<void> {
  const ms = range.min + Math.round(Math.random() * (range.max - range.min))
  if (ms > 0) await delay(ms)
}
