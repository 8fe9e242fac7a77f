import template from 'virtual:post-preview-template'
import type { Post } from '@/schemas/post.schema'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { PRERENDERED_DATA_ID } from '@/lib/page-ids'
import { feedSnapshotFits } from '@/features/feed/model/feed-snapshot-fit'
import { viewerIdIn } from './snapshot'
import { tappedPostId } from './tapped-post'
import { handOff } from './hand-off'
import { previewFlags, previewLists, previewValues, SLOT_PATTERN } from '@/features/post/model/post-page-slots'

// A card tapped on the page's first screen opens its post at once, drawn from the card's copy in the data that
// screen was drawn from (the feed's snapshot on the visitor's restored screen, the build's 推荐 page on the build's
// own on a first visit: the data the app's post page starts from, post.route.tsx), while the app loads, with no
// behaviour: the app's first commit replaces it within a few hundred ms, and its links and buttons are kept like the
// first screen's (restore.ts). No React (this module is fetched before the app's libraries): the page is the post
// route's own markup, rendered by the build (src/app/post-preview-template.tsx, served as
// `virtual:post-preview-template`) as a template whose slots take the post's values (src/features/post/model/post-page-slots.ts) as text
// and attributes, never as markup. ADR 015.

type Values = Record<string, string | null>

/** `values` into the slots of the text and attributes under `root`; an attribute of a value the post has not goes. */
function fill(root: Node, values: Values, doc: Document): void {
  const put = (text: string) => text.replace(SLOT_PATTERN, (_, key: string) => values[key] ?? '')
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      if (node.data.includes('\uE000')) node.data = put(node.data)
      continue
    }
    for (const { name, value } of [...(node as Element).attributes]) {
      if (!value.includes('\uE000')) continue
      const only = /^\uE000([\w-]+)\uE001$/.exec(value)?.[1]
      if (only !== undefined && values[only] == null) (node as Element).removeAttribute(name)
      else (node as Element).setAttribute(name, put(value))
    }
  }
}

/** The post page's <main> for `post`, as PostRoute renders it while the post's comments load (for a signed-in reader or a visitor). */
export function postPage(post: Post, now: Date, signedIn: boolean, doc: Document = document): DocumentFragment {
  const box = doc.createElement('template')
  box.innerHTML = template
  const page = box.content
  const flags = previewFlags(post, signedIn)
  // The parts the post has, outermost first (a part's own parts are in it).
  const part = () => page.querySelector<HTMLTemplateElement>('template[data-if]')
  for (let at = part(); at; at = part()) {
    const shown = at.dataset.if!.split(' ').every((flag) => (flag[0] === '!' ? !flags[flag.slice(1)] : flags[flag]))
    if (shown) at.replaceWith(at.content)
    else at.remove()
  }
  const values = previewValues(post, now)
  const lists = previewLists(post)
  for (const each of page.querySelectorAll<HTMLTemplateElement>('template[data-each]')) {
    for (const itemValues of lists[each.dataset.each!] ?? []) {
      const item = each.content.cloneNode(true)
      fill(item, { ...values, ...itemValues }, doc)
      each.before(item)
    }
    each.remove()
  }
  fill(page, values, doc)
  return page
}

/** A post as the preview needs it: the copy it is drawn from is parsed JSON, not yet checked by the app's schema. */
const drawable = (post: Post | undefined, id: number): boolean =>
  post?.id === id && typeof post.title === 'string' && Array.isArray(post.images) && !!post.author

/**
 * Post `id` in the data the build's first screen was drawn from (its 推荐 page, embedded in the page beside it: a
 * first visit), when that screen is the page's (`shownFor`, as restore.ts kept it), or null.
 */
function postInBuildData(id: number, shownFor: string, doc: Document): Post | null {
  const data = JSON.parse(doc.getElementById(PRERENDERED_DATA_ID)?.textContent ?? 'null') as {
    path?: unknown
    feed?: { items?: unknown }
  } | null
  const items = data?.path === shownFor && Array.isArray(data.feed?.items) ? (data.feed.items as Post[]) : []
  return items.find((post) => drawable(post, id)) ?? null
}

/** Post `id` in the feed's snapshot, for the viewer it was saved for (feed-snapshot.ts writes it), or null. */
function postInSnapshot(id: number, store: Pick<Storage, 'getItem'>, now: number): Post | null {
  const saved = JSON.parse(store.getItem(STORAGE_KEYS.feedSnapshot) ?? 'null') as {
    viewerId?: unknown
    savedAt?: unknown
    page?: { items?: unknown }
  } | null
  if (!saved || !feedSnapshotFits(saved, viewerIdIn(store), now)) return null
  const items = Array.isArray(saved.page?.items) ? (saved.page.items as Post[]) : []
  return items.find((post) => drawable(post, id)) ?? null
}

export interface PreviewEnv {
  doc: Document
  win: Pick<Window, 'scrollTo' | 'history' | 'addEventListener'>
  store: Pick<Storage, 'getItem'>
  now: number
}

/** The drawn post's title, in the screen's place. */
const PREVIEW_TITLE = 'main article h1'

/**
 * When the first screen's tapped link is a post of the data it was drawn from and the app has not replaced that screen
 * yet: its page in the screen's place (the header stays; the phone's bottom bar goes, as on the post page) at the
 * post's address. Returns whether it did.
 */
export function showPostPreview(
  env: PreviewEnv = { doc: document, win: window, store: localStorage, now: Date.now() },
): boolean {
  const { doc, win, store, now } = env
  try {
    const state = handOff(win)
    const tap = state?.tap ?? ''
    const id = tappedPostId(state)
    const shell = doc.querySelector<HTMLElement>('#root > [data-first-screen]')
    const main = shell?.querySelector(':scope > main')
    const post =
      id === null
        ? null
        : state?.restored
          ? postInSnapshot(id, store, now)
          : state?.prerendered
            ? postInBuildData(id, state.prerendered, doc)
            : null
    if (!state || !shell || !main || !post) return false
    main.replaceWith(postPage(post, new Date(now), viewerIdIn(store) !== null, doc))
    // The address is the post's, as the app's navigation will make it (first-routes.ts then leaves it as it is).
    win.history.pushState(null, '', tap)
    // Back before the app is live: the app renders the screen of the address it is back at, not the post again.
    win.addEventListener('popstate', () => void (state.tap === tap && (state.tap = null)), { once: true })
    shell
      .querySelectorAll(':scope > nav[aria-label="底部导航"], :scope > [data-bottom-nav-spacer]')
      .forEach((el) => el.remove())
    // The header's 首页 is no longer the page shown.
    shell.querySelectorAll(':scope > header [aria-current="page"]').forEach((el) => el.removeAttribute('aria-current'))
    shell.dataset.postPreview = String(post.id)
    // Its title's paint is reported (the boot fetches the app's modules once it is on screen: boot.ts).
    const title = shell.querySelector(PREVIEW_TITLE)
    if (title && !title.hasAttribute('elementtiming')) title.setAttribute('elementtiming', 'post-preview')
    performance.mark('boot:post-preview')
    win.scrollTo(0, 0)
    return true
  } catch {
    return false // corrupt data: the first screen stays until the app opens the post
  }
}

/**
 * Resolves once the post drawn at a tap is on the screen (its title's frame presented, as Element Timing reports it),
 * or `limit` ms have passed (boot.ts then fetches the app's modules, which took the cores its picture and text were
 * rasterised on); null where that cannot be told (no drawn post, no Element Timing).
 */
export function previewOnScreen(limit: number, doc: Document = document): Promise<void> | null {
  const title = doc.querySelector(`#root > [data-post-preview] ${PREVIEW_TITLE}`)
  if (
    !title ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('element')
  )
    return null
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (
        list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === title)
      )
        done()
    })
    const timer = setTimeout(() => done(), limit)
    const done = () => {
      observer.disconnect()
      clearTimeout(timer)
      resolve()
    }
    observer.observe({ type: 'element', buffered: true })
  })
}
