import { showPrerenderedLayout } from '@/components/post-list/prerendered-layout'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { PRERENDERED_DATA_ID } from '@/lib/page-ids'
import { pressedIn, pressOf } from './kept-press'
import { refill, textOf } from './kept-text'
import { FIRST_SCREEN_KEY, isPrerenderedFor, isRestorable, viewerIdIn, type FirstScreenState } from './snapshot'
import { handOver } from './hand-off'

// Runs before the app, as two inline scripts (compiled and injected by scripts/vite-first-screen.ts, in `npm run
// dev` and in the build alike): at the top of <head>, the stored theme (themeBeforePaint); right after
// <div id="root">, the first screen (beforeApp): on a returning visit to `/` it puts the home screen React last
// rendered into #root, so the first frame is that screen rather than an empty page. React's first commit replaces the copy (createRoot clears the container).
// The copy has real links: a plain click on one is kept and the live app opens it (first-routes.ts before its
// first render, capture.ts's settleFirstScreen after it). ADR 007.
//
// A built page may already hold a first screen, rendered at build time for a first visit (ADR 015): the visitor's
// own snapshot takes its place when there is one; it is kept, with the same kept taps, when it is the screen of
// this visit; otherwise (a host's fallback serving index.html for another path, a query, a signed-in viewer: it
// was rendered for a visitor) it is removed with its data before anything is painted.

export interface BeforeAppEnv {
  doc: Document
  win: Pick<Window, 'location' | 'innerWidth' | 'matchMedia'>
  store: Pick<Storage, 'getItem'>
  now: number
}

const browserEnv = (): BeforeAppEnv => ({ doc: document, win: window, store: localStorage, now: Date.now() })

/** The stored theme (R4.34): the dark class and data-theme on <html>, as src/services/theme-mode.ts sets them. */
export function applyStoredTheme({ doc, win, store }: Pick<BeforeAppEnv, 'doc' | 'win' | 'store'>): void {
  const stored = store.getItem(STORAGE_KEYS.themeMode)
  const mode =
    stored === 'dark' || stored === 'light'
      ? stored
      : win.matchMedia?.('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
  const color = store.getItem(STORAGE_KEYS.themeColor)
  const root = doc.documentElement
  root.classList.toggle('dark', mode === 'dark')
  root.dataset.theme = color && /^[a-z-]+$/.test(color) ? color : 'lemon'
}

/** A plain left click: a click asking for a new tab or window is left to the browser. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * The links and buttons work from the first frame: the last plain click on one is remembered for the app, which is
 * not running yet (a link is opened, a button pressed, once it is: capture.ts's settleFirstScreen).
 */
function keepTaps(shell: HTMLElement, state: FirstScreenState, win: BeforeAppEnv['win']): void {
  state.findPressed = pressedIn
  shell.addEventListener(
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target : null
      const link = target?.closest('a[href]')
      if (e.defaultPrevented || !plainClick(e)) return
      if (link instanceof HTMLAnchorElement) {
        if ((link.target && link.target !== '_self') || link.origin !== win.location.origin) return
        e.preventDefault()
        state.tap = link.pathname + link.search + link.hash
        state.press = null
        return
      }
      const button = target?.closest('button')
      const press = button ? pressOf(shell, button) : null
      if (!press) return
      state.press = press
      state.tap = null
    },
    true,
  )
  // Typed text is kept for the live field that replaces this one (kept-text.ts).
  state.refill = refill
  shell.addEventListener('input', (e) => void (state.typed = textOf(e.target) ?? state.typed), true)
  // The copied search form has no handler yet: submitting it would reload the page; the live one is submitted instead.
  shell.addEventListener(
    'submit',
    (e) => {
      e.preventDefault()
      if (state.typed) state.typed.submitted = true
    },
    true,
  )
}

/** The first screen the build put into the page (ADR 015), if any. */
const prerenderedIn = (root: HTMLElement) =>
  root.querySelector<HTMLElement>(':scope > [data-first-screen][data-prerendered]')

function dropPrerendered(doc: Document, shell: HTMLElement): void {
  shell.remove()
  doc.getElementById(PRERENDERED_DATA_ID)?.remove()
}

/**
 * The build's first screen stays when it is this visit's (its path, no query, a visitor), with its taps kept and its
 * masonry in the layout of this width; otherwise it goes with its data. Returns whether it stayed.
 */
export function keepPrerenderedScreen(state: FirstScreenState, { doc, win, store }: BeforeAppEnv): boolean {
  const root = doc.getElementById('root')
  const shell = root && prerenderedIn(root)
  if (!shell) return false
  if (
    !isPrerenderedFor(shell.dataset.prerendered ?? '', win.location.pathname, win.location.search, state.base) ||
    viewerIdIn(store) !== null
  ) {
    dropPrerendered(doc, shell)
    return false
  }
  keepTaps(shell, state, win)
  state.prerendered = shell.dataset.prerendered ?? null
  // Last: whatever befell the placing, the screen is this visit's and the app takes it over as such.
  showPrerenderedLayout(shell, win)
  return true
}

/** Puts the stored home screen into #root (in place of the build's) if it fits this visit; returns whether it did. */
export function restoreFirstScreen(state: FirstScreenState, { doc, win, store, now }: BeforeAppEnv): boolean {
  const root = doc.getElementById('root')
  const prerendered = root && prerenderedIn(root)
  if (!root || (root.firstChild && root.firstChild !== prerendered)) return false
  const raw = store.getItem(FIRST_SCREEN_KEY)
  if (!raw) return false
  const snapshot: unknown = JSON.parse(raw)
  const visit = {
    build: state.build,
    viewerId: viewerIdIn(store),
    width: win.innerWidth,
    now,
    pathname: win.location.pathname,
    search: win.location.search,
    base: state.base ?? '/',
    hasFeedData: store.getItem(STORAGE_KEYS.feedSnapshot) !== null,
  }
  if (!isRestorable(snapshot, visit)) return false
  const shell = doc.createElement('div')
  shell.dataset.firstScreen = ''
  shell.innerHTML = snapshot.html
  keepTaps(shell, state, win)
  if (prerendered) dropPrerendered(doc, prerendered)
  root.append(shell)
  return true
}

export interface BeforeAppConfig {
  /** This build's id. */
  build: string
  /** The build's base path (Vite's `base`). */
  base?: string
}

/**
 * The head script's entry (scripts/vite-first-screen.ts puts it before the stylesheet): the theme is on <html>
 * before the body is parsed, so the first style pass of the page's first screen is its last. Set after it (from the
 * script after #root) it restyled and laid out the whole built screen again after the first paint.
 */
export function themeBeforePaint(env: Pick<BeforeAppEnv, 'doc' | 'win' | 'store'> = browserEnv()): void {
  try {
    applyStoredTheme(env)
  } catch {
    // storage blocked: the app applies its default theme
  }
}

/** The body script's entry; the build id comes from the script's data-build attribute (the plugin writes it). */
export function beforeApp({ build, base = '/' }: BeforeAppConfig, env: BeforeAppEnv = browserEnv()): FirstScreenState {
  const state: FirstScreenState = { build, base, restored: false, prerendered: null, tap: null }
  handOver(env.win, state)
  try {
    state.restored = restoreFirstScreen(state, env)
  } catch {
    // storage blocked or a corrupt snapshot: the app renders as on a first visit
  }
  try {
    if (!state.restored) keepPrerenderedScreen(state, env)
  } catch {
    // storage blocked: the build's screen is a visitor's, and stays
  }
  return state
}
