export const SCROLL_THRESHOLD_PX = 200 // R4.25, R9.6
export const SCROLL_THROTTLE_MS = 200

/** Within `threshold` px of the bottom of the page. */
export function nearBottom(
  { scrollY, viewportHeight, documentHeight }: { scrollY: number; viewportHeight: number; documentHeight: number },
  threshold = SCROLL_THRESHOLD_PX,
) {
  return documentHeight - (scrollY + viewportHeight) <= threshold
}

/** Leading-and-trailing throttle: at most one call per `ms`, and the last call is never lost. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms = SCROLL_THROTTLE_MS) {
  let last = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const run = (args: A) => {
    last = Date.now()
    pending = undefined
    fn(...args)
  }
  const throttled = (...args: A) => {
    const wait = ms - (Date.now() - last)
    if (wait <= 0) {
      clearTimeout(timer)
      timer = undefined
      run(args)
    } else {
      pending = args
      timer ??= setTimeout(() => {
        timer = undefined
        if (pending) run(pending)
      }, wait)
    }
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return throttled
}
