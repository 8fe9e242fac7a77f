import { PENDING_CLEANUP_INTERVAL_MS } from './config'

interface Entry {
  promise: Promise<unknown>
  startedAt: number
}

/**
 * R7.39: identical GETs in flight share one promise. Entries leave when they settle; the R9.3 sweep
 * only drops entries that never settled, so a hung request cannot pin its key forever.
 */
export function createInflightRegistry(maxAgeMs = PENDING_CLEANUP_INTERVAL_MS) {
  const pending = new Map<string, Entry>()
  let sweeper: ReturnType<typeof setInterval> | undefined

  function sweep() {
    const now = Date.now()
    for (const [key, entry] of pending) if (now - entry.startedAt >= maxAgeMs) pending.delete(key)
    if (pending.size === 0) stopSweeper()
  }

  function stopSweeper() {
    clearInterval(sweeper)
    sweeper = undefined
  }

  function share<T>(key: string, start: () => Promise<T>): Promise<T> {
    const existing = pending.get(key)
    if (existing) return existing.promise as Promise<T>
    const promise = start().finally(() => {
      if (pending.get(key)?.promise === promise) pending.delete(key)
    })
    pending.set(key, { promise, startedAt: Date.now() })
    if (!sweeper) {
      sweeper = setInterval(sweep, PENDING_CLEANUP_INTERVAL_MS)
      // Never keep a Node process (tests, standalone tools) alive just for the sweep.
      ;(sweeper as { unref?: () => void }).unref?.()
    }
    return promise
  }

  return { share, sweep, size: () => pending.size }
}
