import { QueryClient } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { expandVariantGroup } from 'unocss'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { resetPostToggles } from '@/features/likes-bookmarks/model/post-toggles'
import type { Post } from '@/schemas/post.schema'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { PRERENDERED_DATA_ID } from '@/lib/page-ids'
import { anonymousAuth, demoUser, signedInAuth, type AuthState } from '@/test/mock-auth'
import { handOver } from './hand-off'
import { samplePost } from '@/test/posts'
import { renderRoute } from '@/test/render-route'
import { postPage, showPostPreview, type PreviewEnv } from './post-preview'
import type { FirstScreenState } from './snapshot'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
// The template as the build makes it, from the post route as it is now (made before the tests, below).
let template = ''
vi.mock('virtual:post-preview-template', () => ({
  get default() {
    return template
  },
}))
const { PostRoute } = await import('@/app/routes/post.route')
const { BLURRED_FILL, postPreviewTemplate, renderPostPage } = await import('@/app/post-preview-template')

const server = setupTestServer()

beforeAll(async () => {
  // The build's renderer, with the session this file's route renders read (useAuth, above).
  template = await postPreviewTemplate(document, (post, viewer) => {
    auth = viewer ? signedInAuth({ user: viewer }) : anonymousAuth()
    return renderPostPage(post, viewer)
  })
}, 60_000)
// The comments stay on their way while a test looks at the page, and are answered after it.
let answerComments = () => {}
afterEach(() => {
  answerComments()
  resetPostToggles()
})

const NOW = new Date('2026-11-20T08:00:00.000Z')

const plain: Post = {
  ...samplePost,
  id: 7,
  title: '海边日落 <b>不是标签</b>',
  content: '傍晚的海边\n\n风很大 & 很舒服',
  tags: ['旅行', '日落 海边'],
  images: [{ url: '/demo-images/posts/travel-1.webp', width: 750, height: 1000 }],
  author: { id: 3, username: 'xiaolu', displayName: '小鹿"旅行"', avatar: '/demo-images/avatars/03.webp' },
  bookmarksCount: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
}

const rich: Post = {
  ...plain,
  id: 8,
  title: '三张图的笔记',
  tags: [],
  images: [
    { url: '/demo-images/posts/food-1.webp', width: 800, height: 600 },
    { url: '/demo-images/posts/food-2.webp', width: null, height: null },
    { url: '/demo-images/posts/food-3.webp', width: 600, height: 800 },
  ],
  location: '青岛·八大关',
  author: { id: 4, username: 'mimi', displayName: '米米', avatar: null },
  likesCount: 12_345,
  commentsCount: 23,
  bookmarksCount: 0,
  isLiked: true,
  isBookmarked: true,
  createdAt: '2026-11-20T05:00:00.000Z',
}

/** No picture, no tag, no date: the least a post has; its author with a picture, liked and not bookmarked. */
const bare: Post = {
  ...plain,
  id: 9,
  title: '只有文字',
  content: 'x',
  tags: [],
  images: [],
  location: null,
  createdAt: null,
  category: 'not-a-category',
  likesCount: 1,
  isLiked: true,
  commentsCount: 10_000,
}

/** One picture of unknown size, a single tag, a name that starts with a letter pair (the initial is its first). */
const unsized: Post = {
  ...plain,
  id: 10,
  tags: ['一个'],
  images: [{ url: '/demo-images/posts/tech-1.webp', width: null, height: 640 }],
  author: { id: 5, username: 'zz', displayName: '  Zoë', avatar: null },
  isBookmarked: true,
}

/** Markup as a comparable string: attribute order, generated ids, class spelling (variant groups), style spacing and text split into nodes aside. */
function normalised(main: Element): string {
  const copy = main.cloneNode(true) as Element
  copy.normalize()
  return serialised(copy)
}

function serialised(node: Node, depth = 0): string {
  const pad = '  '.repeat(depth)
  if (node.nodeType === Node.TEXT_NODE) return `${pad}${JSON.stringify(node.textContent)}`
  if (!(node instanceof Element)) return ''
  const attrs = [...node.attributes]
    .map(({ name, value }) => {
      if (name === 'id' || name === 'aria-labelledby' || name === 'aria-controls') return `${name}=ID`
      if (name === 'class')
        return `class=${JSON.stringify(expandVariantGroup(value).split(/\s+/).filter(Boolean).join(' '))}`
      if (name === 'style') return `style=${JSON.stringify(value.replace(/\s+/g, '').replace(/;$/, ''))}`
      return `${name}=${JSON.stringify(value)}`
    })
    .sort()
  const children = [...node.childNodes].map((child) => serialised(child, depth + 1)).filter(Boolean)
  return [`${pad}<${node.tagName.toLowerCase()} ${attrs.join(' ')}>`, ...children].join('\n')
}

async function renderedPage(post: Post): Promise<Element> {
  server.use(
    http.get(`*/api/posts/${post.id}`, () => HttpResponse.json(ok(post))),
    // The page as it is while the comments load.
    http.get(`*/api/comments/post/${post.id}`, async () => {
      await new Promise<void>((resolve) => (answerComments = resolve))
      return HttpResponse.json(ok([], { meta: { pagination: { page: 1, limit: 20, total: 0, hasNext: false } } }))
    }),
  )
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const { container } = renderRoute(<Route path="/post/:postId" component={PostRoute} />, {
    path: `/post/${post.id}`,
    queryClient,
  })
  await screen.findByRole('heading', { level: 1, name: post.title })
  const main = container.querySelector('main')!
  // The blurred fill is the app's alone (post-preview-template.tsx says why).
  main.querySelector(BLURRED_FILL)?.remove()
  return main
}

function preview(post: Post, signedIn = false): Element {
  const box = document.createElement('div')
  box.append(postPage(post, NOW, signedIn))
  return box.firstElementChild!
}

describe('the post opened from a restored first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('R2.29 R2.30 is the markup of the post page React renders while its comments load (a visitor; one picture, tags, text to escape)', async () => {
    auth = anonymousAuth()
    expect(normalised(preview(plain))).toBe(normalised(await renderedPage(plain)))
    expect(preview(plain).querySelector('article h1')?.textContent).toBe('海边日落 <b>不是标签</b>')
    expect(preview(plain).querySelector('article h1 b')).toBeNull()
  })

  it('R2.29 R2.30 is the markup of the post page for a signed-in viewer (three pictures, liked and bookmarked, a place, a drawn avatar, 12.3k)', async () => {
    auth = signedInAuth()
    expect(normalised(preview(rich, true))).toBe(normalised(await renderedPage(rich)))
    expect(preview(rich).querySelector('[aria-label^="取消点赞"]')?.getAttribute('aria-label')).toBe('取消点赞 12.3k')
  })

  it('R2.29 R2.30 is the markup of the post page for a post with no picture, tag, date or place (an avatar picture, a signed-in viewer)', async () => {
    auth = signedInAuth()
    expect(normalised(preview(bare, true))).toBe(normalised(await renderedPage(bare)))
  })

  it('R2.29 R2.30 is the markup of the post page for a picture of unknown width and a single tag (a visitor)', async () => {
    auth = anonymousAuth()
    expect(normalised(preview(unsized))).toBe(normalised(await renderedPage(unsized)))
    expect(preview(unsized).querySelector('img[alt$="（第1张）"]')?.hasAttribute('width')).toBe(false)
  })

  it('R2.29 is made from the post route itself: its template has no markup of its own and holds none of a post’s values', () => {
    expect(template.startsWith('<main>')).toBe(true)
    expect(template).not.toMatch(/[\uE002\uE003]/)
  })
})

describe('showPostPreview', () => {
  const snapshotOf = (items: Post[], viewerId: number | null = null, savedAt = Date.now()) =>
    JSON.stringify({ viewerId, savedAt, page: { page: 1, items, hasMore: true, total: null } })

  function restoredPage(
    tap: string | null,
    feed: string | null,
    viewer: number | null = null,
  ): PreviewEnv & { scrolled: () => number; pushed: string[]; back: () => void; state: FirstScreenState } {
    document.body.innerHTML =
      '<div id="root"><div data-first-screen=""><header>站头<a href="/" aria-current="page">首页</a></header><main><article>卡片</article></main><div data-bottom-nav-spacer=""></div><nav aria-label="底部导航">首页</nav></div></div>'
    const items: Record<string, string | null> = {
      [STORAGE_KEYS.feedSnapshot]: feed,
      [STORAGE_KEYS.cachedUser]: viewer === null ? null : JSON.stringify({ ...demoUser, id: viewer }),
    }
    let scrolls = 0
    const state: FirstScreenState = { build: 'b', base: '/', restored: true, tap }
    const pushed: string[] = []
    const backs: Array<() => void> = []
    const win = {
      scrollTo: () => void scrolls++,
      history: { pushState: (_: unknown, __: string, url: string) => void pushed.push(url) } as unknown as History,
      addEventListener: ((type: string, listener: () => void) =>
        void (type === 'popstate' && backs.push(listener))) as Window['addEventListener'],
    }
    handOver(win, state)
    return {
      doc: document,
      win,
      store: { getItem: (key) => items[key] ?? null },
      now: Date.now(),
      scrolled: () => scrolls,
      pushed,
      back: () => backs.forEach((listener) => listener()),
      state,
    }
  }

  it('puts the tapped post of the feed snapshot in the screen’s place, keeps the header (首页 no longer current), drops the bottom bar and scrolls to the top', () => {
    const env = restoredPage('/post/7', snapshotOf([rich, plain]))
    expect(showPostPreview(env)).toBe(true)
    const shell = document.querySelector('[data-first-screen]')!
    expect(shell.querySelector(':scope > header')?.textContent).toBe('站头首页')
    expect(shell.querySelector('header a')?.hasAttribute('aria-current')).toBe(false)
    expect(shell.querySelector('main article h1')?.textContent).toBe(plain.title)
    // Its paint is reported to the boot, which fetches the app's modules once the post is on screen.
    expect(shell.querySelector('main article h1')?.getAttribute('elementtiming')).toBe('post-preview')
    expect(shell.querySelector('main img[alt$="（第1张）"]')?.getAttribute('src')).toBe(plain.images[0]!.url)
    expect(shell.querySelector('nav[aria-label="底部导航"], [data-bottom-nav-spacer]')).toBeNull()
    expect(env.scrolled()).toBe(1)
    expect(env.pushed).toEqual(['/post/7'])
  })

  it('leaves the restored screen when the tap is not a post of the snapshot, the snapshot is another viewer’s or too old, or unreadable', () => {
    const cases: Array<[string | null, string | null, number | null]> = [
      ['/user/3', snapshotOf([plain]), null],
      ['/post/99', snapshotOf([plain]), null],
      ['/post/7', snapshotOf([plain], 5), null],
      ['/post/7', snapshotOf([plain], null, Date.now() - 25 * 60 * 60_000), null],
      ['/post/7', '{not json', null],
      [null, snapshotOf([plain]), null],
    ]
    for (const [tap, feed, viewer] of cases) {
      const env = restoredPage(tap, feed, viewer)
      expect(showPostPreview(env), `${tap} ${feed?.slice(0, 30)}`).toBe(false)
      expect(document.querySelector('main article')?.textContent).toBe('卡片')
      expect(env.pushed).toEqual([])
    }
  })

  it('back before the app is live drops the kept tap, so the app renders the screen of the address it is back at', () => {
    const env = restoredPage('/post/7', snapshotOf([plain]))
    expect(showPostPreview(env)).toBe(true)
    expect(env.state.tap).toBe('/post/7')
    env.back()
    expect(env.state.tap).toBeNull()
  })

  it('opens the signed-in viewer’s own snapshot', () => {
    const env = restoredPage('/post/8', snapshotOf([rich], 5), 5)
    expect(showPostPreview(env)).toBe(true)
    expect(document.querySelector('main article h1')?.textContent).toBe(rich.title)
  })

  /** A first visit: the build's screen for `/`, with the data it was drawn from beside it (restore.ts kept both). */
  function builtPage(tap: string, data: string): ReturnType<typeof restoredPage> {
    const env = restoredPage(tap, null)
    env.state.restored = false
    env.state.prerendered = '/'
    document.querySelector('[data-first-screen]')!.setAttribute('data-prerendered', '/')
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${PRERENDERED_DATA_ID}">${data}</script>`,
    )
    return env
  }
  const buildData = (path: string, items: Post[]) =>
    JSON.stringify({ path, feed: { page: 1, items, hasMore: true, total: 320 } })

  it('puts a post tapped on the build’s screen (a first visit) in its place, from the build’s 推荐 page, and leaves that data for the app', () => {
    const env = builtPage('/post/7', buildData('/', [rich, plain]))
    expect(showPostPreview(env)).toBe(true)
    expect(document.querySelector('main article h1')?.textContent).toBe(plain.title)
    expect(document.querySelector('nav[aria-label="底部导航"]')).toBeNull()
    expect(env.pushed).toEqual(['/post/7'])
    // The app's post page starts from the same copy (post.route.tsx, prerendered-data.ts).
    expect(document.getElementById(PRERENDERED_DATA_ID)).not.toBeNull()
  })

  it('leaves the build’s screen when its data is for another page, lacks the post, or is unreadable', () => {
    for (const data of [buildData('/post/7', [plain]), buildData('/', [rich]), '{not json']) {
      const env = builtPage('/post/7', data)
      expect(showPostPreview(env), data.slice(0, 30)).toBe(false)
      expect(document.querySelector('main article')?.textContent).toBe('卡片')
      expect(env.pushed).toEqual([])
    }
  })

  it('does nothing once the app has replaced the restored screen', () => {
    const env = restoredPage('/post/7', snapshotOf([plain]))
    document.querySelector('[data-first-screen]')!.remove()
    expect(showPostPreview(env)).toBe(false)
  })
})
