import { avatarLook } from '@/components/ui/avatar-look'
import { ICON_PATHS } from '@/components/ui/icon-paths'
import { formatCount, formatRelativeTime } from '@/lib/format'
import { categoryLabel } from '@/schemas/category-labels'
import type { Post } from '@/schemas/post.schema'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { PRERENDERED_DATA_ID } from '@/lib/page-ids'
import { feedSnapshotFits } from '@/features/feed/model/feed-snapshot-fit'
import { viewerIdIn } from './snapshot'
import { tappedPostId } from './tapped-post'
import { handOff } from './hand-off'

// A card tapped on the page's first screen opens its post at once, drawn from the card's copy in the data that
// screen was drawn from (the feed's snapshot on the visitor's restored screen, the build's 推荐 page on the build's
// own on a first visit: the data the app's post page starts from, post.route.tsx), while the app loads: the same
// markup as the post page React renders while its comments load (post-preview.test.tsx renders both and compares
// them), with no behaviour: the app's first commit replaces it within a few hundred ms, and its links and buttons are
// kept like the first screen's (restore.ts). Plain strings, no React: this module is fetched before the app's
// libraries. ADR 015.

const esc = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const icon = (path: keyof typeof ICON_PATHS, size: number, extra = ''): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"${extra}><path d="${ICON_PATHS[path]}"></path></svg>`

const BASE = import.meta.env.BASE_URL.replace(/\/+$/, '')
const href = (path: string): string => esc(`${BASE}${path}`)

function avatar(author: Post['author']): string {
  const name = author.displayName
  const style = 'width: 36px; height: 36px; font-size: 15px;'
  if (author.avatar) {
    return `<img src="${esc(author.avatar)}" alt="${esc(name)}" width="36" height="36" style="${style}" class="rounded-full object-cover bg-bg-soft shrink-0 ">`
  }
  const { initial, colour } = avatarLook(name)
  return `<span role="img" aria-label="${esc(name)}" style="${style} background: ${colour};" class="inline-flex items-center justify-center rounded-full text-white font-semibold shrink-0 ">${esc(initial)}</span>`
}

function gallery(post: Post): string {
  const images = post.images
  const first = images[0]
  const ratio = first?.width && first.height ? `${first.width} / ${first.height}` : '3 / 4'
  const frame =
    'w-full aspect-[var(--gallery-ratio)] md:aspect-auto max-h-[75vh] md:max-h-none md:h-[min(calc(100dvh-9rem),820px)] md:min-h-[480px] md:sticky md:top-[7.5rem] md:self-start md:col-start-1 md:row-start-1 md:row-span-3'
  if (!first) {
    return `<div role="img" aria-label="${esc(post.title)}（暂无图片）" style="--gallery-ratio: ${ratio};" class="flex flex-col items-center justify-center gap-3 bg-[linear-gradient(160deg,var(--c-primary-light),var(--c-secondary))] text-secondary-fg ${frame}"></div>`
  }
  const size = `${first.width ? ` width="${first.width}"` : ''}${first.height ? ` height="${first.height}"` : ''}`
  let controls = ''
  if (images.length > 1) {
    const arrow =
      'absolute top-1/2 -translate-y-1/2 w-10 h-10 rounded-full bg-white/85 text-neutral-800 flex items-center justify-center shadow hover:bg-white keyboard-ring'
    const dots = images
      .map(
        (_, i) =>
          `<button type="button" aria-label="第${i + 1}张"${i === 0 ? ' aria-current="true"' : ''} class="group min-w-6 h-6 px-0.5 flex items-center justify-center rounded-full keyboard-ring"><span aria-hidden="true" class="block h-1.5 rounded-full shadow-[0_0_3px_rgba(0,0,0,0.45)] transition-all ${i === 0 ? 'w-5 bg-white' : 'w-1.5 bg-white/55 group-hover:bg-white/80'}"></span></button>`,
      )
      .join('')
    controls =
      `<button type="button" aria-label="上一张" class="${arrow.replace('absolute', 'absolute left-3')}">${icon('arrowLeft', 20)}</button>` +
      `<button type="button" aria-label="下一张" class="${arrow.replace('absolute', 'absolute right-3')}">${icon('arrowLeft', 20, ' class="rotate-180"')}</button>` +
      `<span class="absolute top-3 right-3 rounded-full bg-black/50 text-white text-xs px-2.5 py-1 tabular-nums" aria-live="polite">1 / ${images.length}</span>` +
      `<div class="absolute bottom-[3px] inset-x-0 flex justify-center">${dots}</div>`
  }
  const src = esc(first.url)
  // Without the gallery's blurred fill (the app's page adds it): drawing a 40 px blur over the gallery held the
  // frame with the title back by ~100 ms on a CPU rasteriser, and on a phone the picture fills the gallery anyway.
  return (
    `<div class="relative overflow-hidden select-none touch-pan-y bg-bg-soft ${frame}" style="--gallery-ratio: ${ratio};" role="region" aria-roledescription="carousel" aria-label="图片" tabindex="0">` +
    `<img src="${src}" alt="${esc(post.title)}（第1张）"${size} draggable="false" fetchpriority="high" class="absolute inset-0 w-full h-full object-contain">` +
    `${controls}</div>`
  )
}

function text(post: Post, now: Date): string {
  const tags = post.tags.length
    ? `<ul class="mt-3 flex flex-wrap gap-x-2 gap-y-1" aria-label="标签">${post.tags
        .map(
          (tag) =>
            `<li><a href="${href(`/?${new URLSearchParams({ q: tag })}`)}" class="text-[15px] leading-6 text-link wrap-anywhere hover:underline keyboard-ring rounded">#${esc(tag)}</a></li>`,
        )
        .join('')}</ul>`
    : ''
  const time = post.createdAt
    ? `<time datetime="${esc(post.createdAt)}">${esc(formatRelativeTime(post.createdAt, now))}</time>`
    : ''
  const place = post.location ? `<span class="min-w-0 wrap-anywhere">${esc(post.location)}</span>` : ''
  return (
    `<p class="mt-2.5 md:mt-3 text-[15px] leading-7 whitespace-pre-wrap break-words text-fg">${esc(post.content)}</p>${tags}` +
    `<p class="mt-4 text-xs leading-5 text-fg-soft flex flex-wrap gap-x-3 gap-y-1">${time}${place}<span>${esc(categoryLabel(post.category))}</span></p>`
  )
}

/** The comments' heading and the rows they load into: the app fills them. */
function comments(post: Post): string {
  const row =
    '<div class="flex gap-2.5"><div class="w-8 h-8 rounded-full bg-bg-soft"></div><div class="flex-1 space-y-2 pt-1"><div class="h-3 w-20 rounded-full bg-bg-soft"></div><div class="h-3.5 w-4/5 rounded-full bg-bg-soft"></div></div></div>'
  return (
    '<div class="border-t border-line mt-5 md:mt-6 pt-5 md:max-h-[calc(100dvh-15rem)] md:min-h-[16rem] md:overflow-y-auto md:overscroll-contain md:pr-1 md:-mr-1">' +
    `<section aria-labelledby="post-preview-comments"><div class="flex items-center gap-3 mb-4"><h2 id="post-preview-comments" class="text-[15px] font-semibold text-fg scroll-mt-24">共 ${formatCount(post.commentsCount)} 条评论</h2><span class="flex-1"></span></div>` +
    `<div role="status" aria-label="正在加载评论" class="space-y-5">${row}${row}${row}</div></section></div>`
  )
}

function toggle(
  path: 'heart' | 'star',
  pressed: boolean,
  count: number,
  labels: [string, string],
  pressedClass: string,
): string {
  const shown = formatCount(count)
  return (
    `<button type="button" aria-pressed="${pressed}" aria-label="${pressed ? labels[0] : labels[1]} ${shown}" class="inline-flex items-center gap-1 rounded-full keyboard-ring transition-colors h-10 px-3 text-sm ${pressed ? pressedClass : 'text-fg-muted hover:text-fg'}">` +
    `${icon(path, 20, ` fill="${pressed ? 'currentColor' : 'none'}" class="${pressed ? 'animate-[lemon-pop_300ms_ease-out]' : ''}"`).replace(' fill="none" stroke', ' stroke')}<span class="tabular-nums ">${shown}</span></button>`
  )
}

function footer(post: Post, signedIn: boolean): string {
  const quiet = 'text-fg-muted hover:bg-bg-soft hover:text-fg keyboard-ring'
  const write = signedIn
    ? '<button type="button" class="flex-1 min-w-0 h-9 mr-1 px-4 rounded-full bg-bg-soft text-left text-sm text-fg-soft hover:text-fg-muted truncate keyboard-ring">说点什么…</button>'
    : ''
  return (
    '<footer class="border-t border-line bg-bg-card sticky bottom-0 z-10 px-3 pt-2 md:pt-3 pb-[calc(0.5rem+env(safe-area-inset-bottom))] md:pb-3 md:col-start-2 md:row-start-3"><div class="flex items-center gap-1">' +
    write +
    `<span class="inline-flex items-center">${toggle('heart', post.isLiked, post.likesCount, ['取消点赞', '点赞'], 'text-like')}${toggle('star', post.isBookmarked, post.bookmarksCount, ['取消收藏', '收藏'], 'text-bookmark')}</span>` +
    `<button type="button" aria-label="评论 ${formatCount(post.commentsCount)}" class="inline-flex items-center gap-1 h-10 px-3 rounded-full text-sm ${quiet}">${icon('chat', 20)} <span class="tabular-nums">${formatCount(post.commentsCount)}</span></button>` +
    `${signedIn ? '' : '<span class="flex-1"></span>'}<button type="button" aria-label="分享" class="w-10 h-10 rounded-full flex items-center justify-center ${quiet}">${icon('share', 20)}</button>` +
    '</div></footer>'
  )
}

/** The post page's <main> for `post`, as PostRoute renders it while the post's comments load (for a signed-in reader or a visitor). */
export function postPageMarkup(post: Post, now = new Date(), signedIn = false): string {
  const back = 'w-11 h-11 rounded-full flex items-center justify-center text-fg hover:bg-bg-soft keyboard-ring'
  return (
    '<main><div data-page-header="true" class="max-sm:sticky max-sm:top-0 max-sm:z-40 max-sm:bg-bg max-sm:border-b max-sm:border-line mx-auto max-w-[1440px] h-14 px-1 sm:px-4 grid grid-cols-[minmax(2.75rem,1fr)_minmax(0,auto)_minmax(2.75rem,1fr)] items-center gap-2">' +
    `<div class="flex items-center"><button type="button" aria-label="返回" class="${back}">${icon('arrowLeft', 22)}</button></div>` +
    '<div class="min-w-0 text-center"><h1 class="text-base sm:text-[17px] font-semibold text-fg truncate">笔记详情</h1></div><div class="flex items-center justify-end gap-0.5 sm:gap-1 min-w-0"></div></div>' +
    '<div class="mx-auto max-w-[1440px] sm:px-6 md:px-20 sm:pb-6"><article data-post-view="page" class="flex flex-col md:grid md:grid-cols-[minmax(0,1.25fr)_minmax(340px,1fr)] md:grid-rows-[auto_1fr_auto] sm:rounded-3xl sm:overflow-clip sm:border border-line bg-bg-card sm:shadow-[var(--shadow-card)]">' +
    '<header class="flex items-center gap-3 flex items-center gap-3 px-4 md:px-5 py-2.5 md:py-4 md:border-b border-line md:col-start-2 md:row-start-1">' +
    `<a href="${href(`/user/${post.author.id}`)}" class="flex items-center gap-2.5 md:gap-3 min-w-0 flex-1 rounded-full keyboard-ring"><span aria-hidden="true" class="shrink-0">${avatar(post.author)}</span><span class="font-medium truncate">${esc(post.author.displayName)}</span></a>` +
    `<button type="button" aria-label="更多" aria-haspopup="menu" aria-expanded="false" class="w-9 h-9 rounded-full flex items-center justify-center ${'text-fg-muted hover:bg-bg-soft hover:text-fg keyboard-ring'}">${icon('dots', 20).replace('stroke-width="1.8"', 'stroke-width="2.8"')}</button></header>` +
    gallery(post) +
    `<div class="px-4 md:px-5 pt-4 md:pt-5 pb-6 md:col-start-2 md:row-start-2"><h1 class="text-lg md:text-xl font-semibold leading-snug break-words text-fg">${esc(post.title)}</h1>${text(post, now)}${comments(post)}</div>` +
    footer(post, signedIn) +
    '</article></div></main>'
  )
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
    main.outerHTML = postPageMarkup(post, new Date(now), viewerIdIn(store) !== null)
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
