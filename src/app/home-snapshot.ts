import { getCachedUser } from '@/api/token-store'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { paths } from './paths'

// The returning visitor's first frame. The home screen's markup (header and feed, exactly as React last
// rendered it at the top of the page) is kept in localStorage; index.html's inline script paints it —
// inert and hidden from assistive technology — before any of the app's code has loaded, and React
// replaces it on its first commit with the same feed (from the feed's data snapshot), then fresh data.
// This is what lets the first card appear about as fast as on a static page (design.md §6; ADR 007).
// The restore half lives in index.html and must agree with the shape written here.

export const HOME_SNAPSHOT_VERSION = 2
/** A larger snapshot costs more to parse than it saves; the home screen is ~30–60 KB. */
export const HOME_SNAPSHOT_MAX_CHARS = 200_000

export interface HomeSnapshot {
  v: number
  viewerId: number | null
  /** The window width it was laid out for: the masonry's absolute positions only fit that width. */
  width: number
  savedAt: number
  /** The first frame: header, tabs, covers and card shapes, each `data-paint-later` part empty at its size. */
  html: string
  /** The parts' markup in document order, put back by index.html once the first cover is on the glass. */
  later: string[]
}

interface CaptureEnv {
  doc?: Document
  win?: Pick<Window, 'location' | 'scrollY' | 'innerWidth' | 'innerHeight'>
  store?: Pick<Storage, 'setItem' | 'removeItem'>
  now?: number
}

/**
 * Keeps the home screen's markup when it is the unfiltered feed at the top of the page, rendered by
 * React (not the restored copy). Returns whether a snapshot was written.
 */
export function captureHomeSnapshot(viewerId: number | null, env: CaptureEnv = {}): boolean {
  const { doc = document, win = window, store = localStorage, now = Date.now() } = env
  try {
    if (win.location.pathname !== paths.home.href() || win.location.search !== '' || win.scrollY > 0) return false
    const root = doc.getElementById('root')
    const header = root?.querySelector(':scope > header')
    const main = root?.querySelector(':scope > main')
    if (!header || !main || !main.querySelector('article img')) return false
    const headerCopy = pictureOf(header)
    keepSizesOfLaterParts(header, headerCopy)
    const screen = [headerCopy, firstScreenOf(main, win.innerHeight)]
    const later = screen.flatMap(takeLaterParts)
    const html = screen.map((part) => part.outerHTML).join('')
    if (html.length + later.reduce((n, part) => n + part.length, 0) > HOME_SNAPSHOT_MAX_CHARS) return false
    const snapshot: HomeSnapshot = { v: HOME_SNAPSHOT_VERSION, viewerId, width: win.innerWidth, savedAt: now, html, later }
    store.setItem(STORAGE_KEYS.homeSnapshot, JSON.stringify(snapshot))
    return true
  } catch {
    return false // storage full or blocked: the next visit simply renders normally
  }
}

/**
 * The feed as seen in the window: the masonry's cells (data-index) below the fold are left out. They are
 * not seen before the app takes over, and every card costs style, text layout and image requests in the
 * first frame (about half of it on a 1280×800 window).
 */
function firstScreenOf(main: Element, windowHeight: number): Element {
  const copy = main.cloneNode(true) as Element
  const cells = main.querySelectorAll('[data-index]')
  const copies = copy.querySelectorAll('[data-index]')
  const dropped = new Set<Element>()
  cells.forEach((cell, i) => {
    const kept = copies[i]
    if (kept && cell.getBoundingClientRect().top >= windowHeight) {
      kept.remove()
      dropped.add(cell)
    }
  })
  // Only the parts that stay are measured (the tabs and the kept cards).
  keepSizesOfLaterParts(main, copy, (part) => !dropped.has(part.closest('[data-index]') as Element))
  return copy
}

/**
 * The parts marked `data-paint-later` (the header's row, the tabs, and each card's title, author row and
 * image count) are drawn one frame after the covers when the screen is restored: the first frame lays out
 * and paints only the bars, the covers and the card shapes, as a page of bare images would. Measured on the
 * bench machine, the text (CJK shaping), icons and avatars are most of a full frame's work, and parsing
 * their markup is most of the restore script's. Each part keeps its size meanwhile (its content box as
 * `contain-intrinsic-size`, under the stylesheet's `content-visibility: hidden`), so nothing moves when its
 * content is put back (index.html, from `later`).
 */
function keepSizesOfLaterParts(live: Element, copy: Element, include: (part: Element) => boolean = () => true): void {
  const view = live.ownerDocument.defaultView
  const copies = copy.querySelectorAll<HTMLElement>('[data-paint-later]')
  const parts = [...live.querySelectorAll('[data-paint-later]')].filter(include)
  parts.forEach((part, i) => {
    const target = copies[i]
    if (!target || !view) return
    const box = part.getBoundingClientRect()
    const css = view.getComputedStyle(part)
    const edge = (a: string, b: string) =>
      (parseFloat(css.getPropertyValue(a)) || 0) + (parseFloat(css.getPropertyValue(b)) || 0)
    const width = Math.max(0, box.width - edge('padding-left', 'padding-right') - edge('border-left-width', 'border-right-width'))
    const height = Math.max(0, box.height - edge('padding-top', 'padding-bottom') - edge('border-top-width', 'border-bottom-width'))
    target.style.setProperty('contain-intrinsic-size', `${round(width)}px ${round(height)}px`)
  })
}

/** Empties the outermost `data-paint-later` parts of `copy` and returns their markup in document order. */
function takeLaterParts(copy: Element): string[] {
  const parts = [...copy.querySelectorAll('[data-paint-later]')].filter((part) => !part.parentElement?.closest('[data-paint-later]'))
  return parts.map((part) => {
    const markup = part.innerHTML
    part.replaceChildren()
    return markup
  })
}

const round = (n: number) => Math.round(n * 100) / 100

/**
 * The header as a picture: the search form becomes plain elements showing what the field showed. The restored
 * screen is inert anyway, and a real form in it would have the browser scan it for autofill on
 * DOMContentLoaded (a forced layout, ~5–15 ms here, before the first frame).
 */
function pictureOf(header: Element): Element {
  const copy = header.cloneNode(true) as Element
  const doc = copy.ownerDocument
  copy.querySelectorAll('input').forEach((input) => {
    const text = doc.createElement('span')
    text.className = `${input.className} truncate ${input.value ? '' : 'text-fg-soft'}`.trim()
    text.textContent = input.value || input.placeholder
    input.replaceWith(text)
  })
  copy.querySelectorAll('form').forEach((form) => {
    const box = doc.createElement('div')
    box.className = form.className
    box.append(...form.childNodes)
    form.replaceWith(box)
  })
  return copy
}

export function clearHomeSnapshot(store: Pick<Storage, 'removeItem'> = localStorage): void {
  try {
    store.removeItem(STORAGE_KEYS.homeSnapshot)
  } catch {
    // nothing to clear
  }
}

/** Whom a snapshot belongs to: the signed-in user index.html also reads (STORAGE_KEYS.cachedUser). */
export const snapshotViewerId = (): number | null => getCachedUser()?.id ?? null

/** After the feed showed fresh data: kept once the masonry has laid its cards out. */
export function scheduleHomeSnapshot(): void {
  setTimeout(() => captureHomeSnapshot(snapshotViewerId()), 300)
}

/** Also keeps the snapshot when the page is left or hidden, so a reload shows what was last seen. */
export function watchHomeSnapshot(viewerId: () => number | null = snapshotViewerId): () => void {
  const keep = () => {
    if (document.visibilityState === 'hidden') captureHomeSnapshot(viewerId())
  }
  const onPageHide = () => captureHomeSnapshot(viewerId())
  document.addEventListener('visibilitychange', keep)
  window.addEventListener('pagehide', onPageHide)
  return () => {
    document.removeEventListener('visibilitychange', keep)
    window.removeEventListener('pagehide', onPageHide)
  }
}
