import {
  FIRST_SCREEN_KEY,
  FIRST_SCREEN_MAX_CHARS,
  isHomeScreen,
  viewerIdIn,
  type FirstScreenSnapshot,
} from './snapshot'
import { openedPath } from './first-routes'
import { handOff } from './hand-off'

// The app's half of the returning visit's first screen (restore.ts is the other): the home screen's markup (what
// React rendered into #root: the header, the feed, the phone's bottom bar) is kept when it is the unfiltered
// feed at the top of `/`, with this build's id, so the next visit can show it before the app has loaded. ADR 007.

type Win = Pick<Window, 'location' | 'scrollY' | 'innerWidth' | 'innerHeight'>

interface CaptureEnv {
  doc?: Document
  win?: Win
  store?: Pick<Storage, 'setItem'>
  now?: number
}

/** Writes the snapshot of the home screen as it is now; returns whether it did. */
export function captureFirstScreen(viewerId: number | null, env: CaptureEnv = {}): boolean {
  const { doc = document, win = window, store = localStorage, now = Date.now() } = env
  try {
    const build = handOff(win)?.build
    if (
      !build ||
      !isHomeScreen(win.location.pathname, win.location.search, import.meta.env.BASE_URL) ||
      win.scrollY > 0
    )
      return false
    // React's own render, not the restored copy (which sits in a wrapper inside #root).
    const root = doc.getElementById('root')
    const main = root?.querySelector(':scope > main')
    if (!root?.querySelector(':scope > header') || !main?.querySelector('article img')) return false
    // The screen: the header, the feed and the phone's bottom bar; live regions (a toast, the offline banner)
    // announce a moment, not the screen.
    const parts = [...root.children].filter(
      (el) => !el.matches('[aria-live], [role="status"], [role="alert"], [data-first-screen]'),
    )
    const html = parts.map((el) => (el === main ? inWindow(main, win.innerHeight) : el).outerHTML).join('')
    if (html.length > FIRST_SCREEN_MAX_CHARS) return false
    const snapshot: FirstScreenSnapshot = { build, viewerId, width: win.innerWidth, savedAt: now, html }
    store.setItem(FIRST_SCREEN_KEY, JSON.stringify(snapshot))
    return true
  } catch {
    return false // storage full or blocked: the next visit simply renders normally
  }
}

/**
 * The feed as seen in the window: the masonry's cells (data-index) below the fold are left out. They are not
 * seen before the app takes over, and each one costs parsing, style, layout and an image request in the first
 * frame (bench/README.md has the measurement).
 *
 * The copy is made in a document of its own with no window: a copy in the page's document starts loading each of
 * its pictures (a microtask per <img>, 10–15 ms of a first visit's main thread at full speed, bench/README.md).
 */
function inWindow(main: Element, windowHeight: number): Element {
  const copy = main.ownerDocument.implementation.createHTMLDocument('').importNode(main, true)
  const copies = copy.querySelectorAll('[data-index]')
  main.querySelectorAll('[data-index]').forEach((cell, i) => {
    if (cell.getBoundingClientRect().top >= windowHeight) copies[i]?.remove()
  })
  return copy
}

export function clearHomeSnapshot(store: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    store.removeItem(FIRST_SCREEN_KEY)
  } catch {
    // nothing to clear
  }
}

const captureNow = () => captureFirstScreen(viewerIdIn(localStorage))

interface PaintSignals {
  doc?: Pick<Document, 'querySelector'>
  nextFrame?: () => Promise<void>
  capture?: () => boolean
}

/**
 * After the next frame has been painted: the capture then runs in a task of its own with the layout already done,
 * not inside the frame's animation callback, where it forced the frame's style and layout into one long task.
 */
const animationFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/**
 * After the feed showed a freshly fetched first page: kept once that page is on screen, on signals rather than a
 * guessed delay (a 300 ms timer once ran before the cards were laid out on a busy machine): the frame after the
 * commit (the masonry lays its cards out in it), the first cover decoded, then one more frame painted with it.
 */
export async function scheduleFirstScreenCapture({
  doc = document,
  nextFrame = animationFrame,
  capture = captureNow,
}: PaintSignals = {}): Promise<boolean> {
  await nextFrame()
  const cover = doc.querySelector<HTMLImageElement>('#root > main article img')
  if (!cover) return false
  // A broken picture still leaves a screen worth keeping; decode() is missing in old engines and in happy-dom.
  await cover.decode?.().catch(() => undefined)
  await nextFrame()
  return capture()
}

/** Also keeps the snapshot when the page is left or hidden, so a reload shows what was last seen. */
export function watchFirstScreen(): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') captureNow()
  }
  document.addEventListener('visibilitychange', onHidden)
  window.addEventListener('pagehide', captureNow)
  return () => {
    document.removeEventListener('visibilitychange', onHidden)
    window.removeEventListener('pagehide', captureNow)
  }
}

/**
 * After the app's first commit (which has replaced a restored screen, so no later click can be kept): opens the
 * link a plain click on the page's first screen (the build's, or the visitor's restored one) asked for, noting it as
 * the page that screen opened (first-routes.ts: it may start from the card's copy), or presses the live button a
 * click on one of its buttons named; puts text typed on it into the live field (and searches, if it was asked to);
 * and drops the stylesheets linked for it in development (the app's own styles are in by now).
 */
export function settleFirstScreen(
  navigate: (to: string) => void,
  doc: Document = document,
  win: object = window,
): void {
  // Only the dev server links them (scripts/vite-first-screen.ts); the build leaves this out.
  if (import.meta.env.DEV) doc.querySelectorAll('link[data-first-screen]').forEach((link) => link.remove())
  const state = handOff(win)
  if (!state) return
  const { tap, press, findPressed, typed, refill } = state
  state.tap = null
  state.press = null
  state.typed = null
  const root = doc.getElementById('root')!
  if (typed && refill) refill(root, typed)
  if (press && findPressed) pressOnceRendered(() => findPressed(root, press))
  if (!tap) return
  state.opened = openedPath(tap)
  navigate(tap)
}

/** The frames a kept press waits for its button: a card in the window is in the first commit, the rest soon after. */
const PRESS_FRAMES = 30

/** Presses the live button a press on the first screen named (kept-press.ts), focused as a tap leaves it. */
function pressOnceRendered(find: () => HTMLButtonElement | null, frames = PRESS_FRAMES): void {
  const button = find()
  if (button) {
    button.focus({ preventScroll: true })
    button.click()
  } else if (frames > 0) {
    requestAnimationFrame(() => pressOnceRendered(find, frames - 1))
  }
}
