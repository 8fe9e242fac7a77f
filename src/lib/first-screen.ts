// The first screen comes first. A screen that can paint from what the browser already holds (the
// home feed from its snapshot) asks the heavy, non-visual boot work — the bundled mock backend — to
// wait until its images are in, so that work does not hold the first frame back. Every other screen
// holds nothing, and the work starts as soon as the first render has committed.

/**
 * The cards of the home feed's first screen (4 columns × 2 rows at 1280 px): their covers load with high
 * priority, and index.html's head script starts the same number of covers before any app code. A test keeps
 * index.html's copy equal.
 */
export const FIRST_SCREEN_COVERS = 8

/** Never hold boot work longer than this, whatever the screen asked. */
export const FIRST_SCREEN_MAX_HOLD_MS = 1500

export interface FirstScreenGate {
  /** Called before the first commit: boot work waits for `until` (at most the cap). Later calls are ignored. */
  hold(until: Promise<unknown>): void
  /** Called once the first render has committed. */
  committed(): void
  /** Resolves when the first screen no longer needs the main thread to itself. */
  settled: Promise<void>
}

export function createFirstScreenGate(maxHoldMs = FIRST_SCREEN_MAX_HOLD_MS): FirstScreenGate {
  const holds: Promise<unknown>[] = []
  let isCommitted = false
  let release: () => void = () => {}
  const settled = new Promise<void>((resolve) => {
    release = resolve
  })
  return {
    hold(until) {
      if (!isCommitted) holds.push(until.catch(() => undefined))
    },
    committed() {
      if (isCommitted) return
      isCommitted = true
      const cap = new Promise((resolve) => setTimeout(resolve, maxHoldMs))
      void Promise.race([Promise.all(holds), cap]).then(() => release())
    },
    settled,
  }
}

/** The app's one gate (main.tsx waits on it, the home feed holds it, the root commits it). */
export const firstScreen = createFirstScreenGate()

/** Loads and decodes images; resolves when all are ready or failed, never rejects. */
export function preloadImages(urls: readonly string[]): Promise<void> {
  return Promise.all(
    urls.map((url) => {
      const img = new Image()
      img.src = url
      return img.decode().catch(() => undefined)
    }),
  ).then(() => undefined)
}
