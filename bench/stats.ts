// Timing helpers shared by the bench parts.

export interface Timing {
  name: string
  iterations: number
  median: number
  p95: number
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]!
}

/** Runs `fn` `warmup` times untimed, then `iterations` times timed (ms, one sample per call). */
export async function time(
  name: string,
  fn: () => Promise<unknown>,
  { warmup = 20, iterations = 200 } = {},
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn()
  const samples: number[] = []
  for (let i = 0; i < iterations; i++) {
    const started = performance.now()
    await fn()
    samples.push(performance.now() - started)
  }
  samples.sort((a, b) => a - b)
  return { name, iterations, median: percentile(samples, 50), p95: percentile(samples, 95) }
}

export const ms = (n: number) => `${n.toFixed(2).padStart(7)} ms`
