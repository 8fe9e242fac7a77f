import { act, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PRERENDERED_DATA_ID } from '@/lib/page-ids'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { captureFirstScreen, clearHomeSnapshot, scheduleFirstScreenCapture, settleFirstScreen } from './capture'
import { handOver } from './hand-off'
import { beforeApp, themeBeforePaint, type BeforeAppEnv } from './restore'
import { FIRST_SCREEN_KEY, FIRST_SCREEN_MAX_AGE_MS, FIRST_SCREEN_MAX_CHARS, type FirstScreenSnapshot } from './snapshot'

// The returning visit's first screen end to end in happy-dom: the app's capture writes the snapshot, the script
// that runs before the app (restore.ts) reads it back into #root.

// React's act() is used below to render the live screen that replaces the restored one.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const BUILD = 'build-1'
const NOW = 1_800_000_000_000

interface WinOptions {
  pathname?: string
  search?: string
  scrollY?: number
  innerWidth?: number
  innerHeight?: number
  build?: string | null
}

/** A window as the modules see it. */
function fakeWin({
  pathname = '/',
  search = '',
  scrollY = 0,
  innerWidth = 1280,
  innerHeight = 800,
  build = BUILD,
}: WinOptions = {}) {
  const location = { pathname, search, origin: window.location.origin } as Location
  const win = {
    location,
    scrollY,
    innerWidth,
    innerHeight,
    // The system's colour scheme is light; a width query answers for innerWidth.
    matchMedia: vi.fn(
      (query: string) => ({ matches: Number(/min-width: (\d+)px/.exec(query)?.[1]) <= innerWidth }) as MediaQueryList,
    ),
  }
  handOver(win, build === null ? undefined : { build, restored: false, tap: null })
  return win
}

const cell = (i: number, title: string, top = i * 300) =>
  `<div data-index="${i}" data-top="${top}"><article><a href="/post/${i + 1}"><img src="/demo-images/posts/p${i}.webp" alt=""><h2>${title}</h2></a>` +
  `<div><a href="/user/${i + 9}"><span>作者${i}</span></a><button type="button" aria-label="点赞">0</button></div></article></div>`

/** React's home screen as the capture finds it in #root. */
function renderHome(cells = [cell(0, '今日份早餐'), cell(1, '周末去爬山')]) {
  document.body.innerHTML =
    '<div id="root"><header><a href="/" aria-label="柠檬笔记首页">柠檬笔记</a>' +
    '<form role="search"><input type="search" placeholder="搜索你感兴趣的内容" aria-label="搜索"></form></header>' +
    `<main><h1 class="sr-only">柠檬笔记 · 发现</h1><nav aria-label="分类"><ul><li><button>推荐</button></li></ul></nav>${cells.join('')}</main>` +
    '<div aria-hidden="true"></div><nav aria-label="底部导航"><a href="/">首页</a><a href="/messages">消息</a></nav>' +
    '<section aria-label="Notifications" aria-live="polite"><ol><li>已安全退出</li></ol></section></div>'
  // happy-dom has no layout: each cell's top is in its data-top.
  document.querySelectorAll<HTMLElement>('[data-index]').forEach((el) => {
    el.getBoundingClientRect = () => ({ top: Number(el.dataset.top) }) as DOMRect
  })
}

const stored = () => JSON.parse(localStorage.getItem(FIRST_SCREEN_KEY) ?? 'null') as FirstScreenSnapshot | null

/** A new page load: an empty #root, the feed's data snapshot kept, and the script before the app. */
function reload(over: WinOptions & { now?: number; build?: string } = {}) {
  document.body.innerHTML = '<div id="root"></div>'
  const win = fakeWin({ ...over, build: null })
  const env: BeforeAppEnv = { doc: document, win, store: localStorage, now: over.now ?? NOW + 1000 }
  // As the page runs them: the head's theme script, then the one after #root.
  themeBeforePaint(env)
  const state = beforeApp({ build: over.build ?? BUILD }, env)
  return { state, win, shell: document.querySelector<HTMLElement>('#root > [data-first-screen]') }
}

function captureHome(viewerId: number | null = null, win = fakeWin()) {
  renderHome()
  return captureFirstScreen(viewerId, { win, now: NOW })
}

describe('first screen: capture → restore', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.feedSnapshot, '{"page":{"items":[]}}')
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
    document.documentElement.className = ''
    delete document.documentElement.dataset.theme
  })

  it('restores the screen React last rendered (header, feed, bottom bar), with the build id it was captured with', () => {
    expect(captureHome(7)).toBe(true)
    expect(stored()).toMatchObject({ build: BUILD, viewerId: 7, width: 1280, savedAt: NOW })
    localStorage.setItem(STORAGE_KEYS.cachedUser, JSON.stringify({ id: 7 }))
    const { state, shell } = reload()
    expect(state.restored).toBe(true)
    expect(shell?.querySelector(':scope > header')?.textContent).toContain('柠檬笔记')
    // The phone's bottom bar too; not a toast that happened to be showing.
    expect(shell?.querySelector(':scope > nav[aria-label="底部导航"]')).not.toBeNull()
    expect(shell?.querySelector('[aria-live]')).toBeNull()
    expect([...shell!.querySelectorAll('main article h2')].map((h) => h.textContent)).toEqual([
      '今日份早餐',
      '周末去爬山',
    ])
    // Real links and the real search form: the screen is the app's markup, not a picture of it.
    expect(shell?.querySelector('a[href="/post/1"]')).not.toBeNull()
    expect(shell?.querySelector('form input[type="search"]')).not.toBeNull()
    expect(shell?.hasAttribute('inert')).toBe(false)
  })

  it.each<[string, WinOptions & { now?: number; build?: string }, () => void]>([
    ['another build', { build: 'build-2' }, () => {}],
    ['another viewer', {}, () => localStorage.setItem(STORAGE_KEYS.cachedUser, JSON.stringify({ id: 8 }))],
    ['another window width', { innerWidth: 390 }, () => {}],
    ['a snapshot a day old', { now: NOW + FIRST_SCREEN_MAX_AGE_MS }, () => {}],
    ['a snapshot from the future', { now: NOW - 1 }, () => {}],
    ['another path', { pathname: '/post/1' }, () => {}],
    ['a category or a search', { search: '?category=food' }, () => {}],
    ['no feed data snapshot to take over from', {}, () => localStorage.removeItem(STORAGE_KEYS.feedSnapshot)],
    ['a corrupt snapshot', {}, () => localStorage.setItem(FIRST_SCREEN_KEY, '{not json')],
  ])('restores nothing for %s', (_, visit, arrange) => {
    expect(captureHome(null)).toBe(true)
    arrange()
    const { state, shell } = reload(visit)
    expect(state.restored).toBe(false)
    expect(shell).toBeNull()
    expect(document.getElementById('root')?.childNodes).toHaveLength(0)
  })

  it('keeps user text escaped: a title that looks like markup is restored as text', () => {
    const evil = '<img src=x onerror="window.__pwned = 1">早餐 & "咖啡"'
    renderHome([cell(0, 'placeholder')])
    document.querySelector('h2')!.textContent = evil
    document.querySelector('img')!.alt = '"><script>window.__pwned = 2</script>'
    expect(captureFirstScreen(null, { win: fakeWin(), now: NOW })).toBe(true)
    const { shell } = reload()
    expect(shell?.querySelector('h2')?.textContent).toBe(evil)
    expect(shell?.querySelectorAll('img')).toHaveLength(1)
    expect(shell?.querySelector('img')?.getAttribute('alt')).toBe('"><script>window.__pwned = 2</script>')
    expect(shell?.querySelector('script, [onerror]')).toBeNull()
  })

  it('remembers a plain click on a restored link and opens it once the app is live; the copy leaves nothing behind', async () => {
    expect(captureHome()).toBe(true)
    const { state, shell, win } = reload()
    const focused = document.activeElement
    const card = shell!.querySelector<HTMLAnchorElement>('a[href="/post/2"] h2')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    card.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(state.tap).toBe('/post/2')
    // Restoring moved no focus.
    expect(document.activeElement).toBe(focused)

    // React's first commit replaces the copy, then the app opens the link it asked for, once.
    const root = createRoot(document.getElementById('root')!)
    await act(async () => root.render(<p>live</p>))
    expect(document.querySelector('[data-first-screen]')).toBeNull()
    expect(document.getElementById('root')?.innerHTML).toBe('<p>live</p>')
    const navigate = vi.fn()
    settleFirstScreen(navigate, document, win)
    settleFirstScreen(navigate, document, win)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/post/2')
    // The page the tap opened may start from the data the screen was drawn from (post.route.tsx).
    expect(state.opened).toBe('/post/2')
    act(() => root.unmount())
  })

  it('remembers a plain click on a restored button and presses the live one once the app has rendered it, once', async () => {
    expect(captureHome()).toBe(true)
    const { state, shell, win } = reload()
    shell!.querySelector<HTMLButtonElement>('a[href="/post/2"] ~ div button')!.click()
    // Named without its count, which the live data may have moved, and by the card it is in.
    expect(state.press).toEqual({ label: '点赞', card: '/post/2', index: 0 })

    const first = vi.fn()
    const second = vi.fn()
    const root = createRoot(document.getElementById('root')!)
    await act(async () =>
      root.render(
        <main>
          <article>
            <a href="/post/1">今日份早餐</a>
            <button type="button" aria-label="点赞 3" onClick={first}>
              3
            </button>
          </article>
          <article>
            <a href="/post/2">周末去爬山</a>
            <button type="button" aria-label="点赞 13" onClick={second}>
              13
            </button>
          </article>
        </main>,
      ),
    )
    const navigate = vi.fn()
    settleFirstScreen(navigate, document, win)
    settleFirstScreen(navigate, document, win)
    expect(second).toHaveBeenCalledTimes(1)
    expect(first).not.toHaveBeenCalled()
    expect(document.activeElement?.getAttribute('aria-label')).toBe('点赞 13')
    expect(navigate).not.toHaveBeenCalled()
    expect(state.press).toBeNull()
    act(() => root.unmount())
  })

  it('presses a kept button the live screen renders a few frames after its first commit', async () => {
    expect(captureHome()).toBe(true)
    const { shell, win } = reload()
    shell!.querySelector<HTMLButtonElement>('a[href="/post/1"] ~ div button')!.click()
    const root = createRoot(document.getElementById('root')!)
    await act(async () => root.render(<main />))
    settleFirstScreen(vi.fn(), document, win)
    const pressed = vi.fn()
    await act(async () =>
      root.render(
        <main>
          <article>
            <a href="/post/1">今日份早餐</a>
            <button type="button" aria-label="点赞 1" onClick={pressed}>
              1
            </button>
          </article>
        </main>,
      ),
    )
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1))
    act(() => root.unmount())
  })

  it('keeps text typed into the restored search box, and a search asked for, for the live box that replaces it', async () => {
    expect(captureHome()).toBe(true)
    const { state, shell, win } = reload()
    const box = shell!.querySelector<HTMLInputElement>('input[type="search"]')!
    box.value = '咖啡 <b>'
    box.dispatchEvent(new Event('input', { bubbles: true }))
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    box.form!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(state.typed).toEqual({ label: '搜索', value: '咖啡 <b>', submitted: true })

    // The live box is React's, controlled: the text must reach its state, and its form is submitted with it.
    const searched = vi.fn()
    function LiveSearch() {
      const [text, setText] = useState('')
      return (
        <form role="search" onSubmit={(e) => (e.preventDefault(), searched(text))}>
          <input type="search" aria-label="搜索" value={text} onChange={(e) => setText(e.target.value)} />
        </form>
      )
    }
    const root = createRoot(document.getElementById('root')!)
    await act(async () => root.render(<LiveSearch />))
    await act(async () => settleFirstScreen(vi.fn(), document, win))
    const live = document.querySelector<HTMLInputElement>('#root input[type="search"]')!
    expect(live.value).toBe('咖啡 <b>')
    expect(document.activeElement).toBe(live)
    await vi.waitFor(() => expect(searched).toHaveBeenCalledExactlyOnceWith('咖啡 <b>'))
    expect(state.typed).toBeNull()
    act(() => root.unmount())
  })

  it('keeps the last of a link tap and a button press on the restored screen', () => {
    expect(captureHome()).toBe(true)
    const { state, shell } = reload()
    const like = shell!.querySelector<HTMLButtonElement>('a[href="/post/1"] ~ div button')!
    like.click()
    shell!.querySelector<HTMLAnchorElement>('a[href="/post/2"]')!.click()
    expect(state).toMatchObject({ tap: '/post/2', press: null })
    like.click()
    expect(state).toMatchObject({ tap: null, press: { label: '点赞', card: '/post/1', index: 0 } })
  })

  it('leaves a click asking for a new tab to the browser, and keeps a restored search form from submitting', () => {
    expect(captureHome()).toBe(true)
    const { state, shell } = reload()
    const link = shell!.querySelector('a[href="/post/1"]')!
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
    let leftToBrowser = false
    // (happy-dom cannot open a tab: the default is prevented here, after the restored screen's listener has run.)
    document.addEventListener('click', (e) => ((leftToBrowser = !e.defaultPrevented), e.preventDefault()), {
      once: true,
    })
    link.dispatchEvent(newTab)
    expect(leftToBrowser).toBe(true)
    expect(state.tap).toBeNull()
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    shell!.querySelector('form')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
  })

  it('applies the stored theme to <html> from the head script, before the body is styled (R4.34 before the first paint)', () => {
    localStorage.setItem(STORAGE_KEYS.themeMode, 'dark')
    localStorage.setItem(STORAGE_KEYS.themeColor, 'peach')
    reload()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('peach')
  })

  it('without a stored choice follows the system mode and uses the lemon theme', () => {
    document.body.innerHTML = '<div id="root"></div>'
    const win = { ...fakeWin({ build: null }), matchMedia: vi.fn(() => ({ matches: true }) as MediaQueryList) }
    themeBeforePaint({ doc: document, win, store: localStorage })
    expect(win.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('lemon')
  })

  it('R3.16 the script before the app reads only storage keys the app owns', () => {
    expect(captureHome()).toBe(true)
    const read = new Set<string>()
    const store = { getItem: (key: string) => (read.add(key), localStorage.getItem(key)) }
    document.body.innerHTML = '<div id="root"></div>'
    themeBeforePaint({ doc: document, win: fakeWin({ build: null }), store })
    beforeApp({ build: BUILD }, { doc: document, win: fakeWin({ build: null }), store, now: NOW + 1 })
    const owned = new Set<string>(Object.values(STORAGE_KEYS))
    expect(read.size).toBeGreaterThan(0)
    for (const key of read) expect(owned).toContain(key)
  })
})

/** A built page (ADR 015): the first screen the build rendered for `path` in #root, and its data beside it. */
const CARD =
  '<article><a href="/post/5"><img alt="" src="/demo-images/posts/p5.webp"><h2>阳台上的绿植</h2></a></article>'

/** The build's masonry (components/post-list/prerendered-masonry.tsx): the phone's two columns, a wider layout's template. */
const MASONRY =
  `<div data-masonry="" data-prerendered-masonry=""><div data-lanes="2" style="display:flex"><div><div data-index="0">${CARD}</div></div><div></div></div>` +
  '<template data-layout="4"><div data-lanes="4" style="display:flex"><div data-cells="0"></div><div data-cells=""></div><div data-cells=""></div><div data-cells=""></div></div></template></div>'

function loadBuiltPage(
  path: string,
  over: WinOptions & { now?: number } = {},
  main = CARD,
  arrangeWin?: (win: ReturnType<typeof fakeWin>) => void,
) {
  document.body.innerHTML =
    `<div id="root"><div data-first-screen="" data-prerendered="${path}"><header><a href="/login">登录</a></header>` +
    `<main>${main}</main></div></div>` +
    `<script type="application/json" id="${PRERENDERED_DATA_ID}">{"path":"${path}"}</script>`
  // happy-dom has no layout: the masonry is the window's width less the page's margins.
  const masonry = document.querySelector('[data-prerendered-masonry]')
  if (masonry)
    Object.defineProperty(masonry, 'clientWidth', { get: () => (over.innerWidth ?? 1280) - 160, configurable: true })
  const win = fakeWin({ ...over, build: null })
  arrangeWin?.(win)
  const state = beforeApp(
    { build: BUILD, base: '/' },
    { doc: document, win, store: localStorage, now: over.now ?? NOW + 1000 },
  )
  return {
    state,
    shell: document.querySelector<HTMLElement>('#root > [data-first-screen]'),
    data: document.getElementById(PRERENDERED_DATA_ID),
  }
}

describe("first screen: the build's, on a first visit (ADR 015)", () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.feedSnapshot, '{"page":{"items":[]}}')
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it("R2.21 shows the masonry in the layout of the window's width (the cards moved into a wider layout's columns) before anything is laid out", () => {
    const { shell } = loadBuiltPage('/', { innerWidth: 1280 }, MASONRY)
    expect(
      [...shell!.querySelectorAll<HTMLElement>('[data-prerendered-masonry] > [data-lanes]')].map(
        (l) => l.dataset.lanes,
      ),
    ).toEqual(['4'])
    expect(shell!.querySelector('[data-lanes="4"] > div:first-child h2')?.textContent).toBe('阳台上的绿植')
  })

  it("stays this visit's screen even when placing its masonry fails", () => {
    const { state } = loadBuiltPage('/', { innerWidth: 1280 }, MASONRY, () => {
      Object.defineProperty(document.querySelector('[data-prerendered-masonry]')!, 'clientWidth', {
        get: () => {
          throw new Error('no layout')
        },
      })
    })
    expect(state.prerendered).toBe('/')
    expect(document.querySelector('#root > [data-first-screen]')).not.toBeNull()
  })

  it("R2.21 on a phone keeps the phone's layout without reading anything that lays the page out first (the window's or the masonry's width)", () => {
    const reads = vi.fn()
    const { shell } = loadBuiltPage('/', { innerWidth: 390 }, MASONRY, (win) => {
      Object.defineProperty(win, 'innerWidth', { get: () => (reads('innerWidth'), 390) })
      Object.defineProperty(document.querySelector('[data-prerendered-masonry]')!, 'clientWidth', {
        get: () => (reads('clientWidth'), 366),
      })
    })
    expect(
      [...shell!.querySelectorAll<HTMLElement>('[data-prerendered-masonry] > [data-lanes]')].map(
        (l) => l.dataset.lanes,
      ),
    ).toEqual(['2'])
    expect(reads).not.toHaveBeenCalled()
  })

  it("stays when it is this page's (a visitor, its path), with its data and its taps kept for the app", () => {
    const { state, shell, data } = loadBuiltPage('/')
    expect(state.restored).toBe(false)
    expect(state.prerendered).toBe('/')
    expect(shell?.querySelector('h2')?.textContent).toBe('阳台上的绿植')
    expect(data).not.toBeNull()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    shell!.querySelector('h2')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(state.tap).toBe('/post/5')
  })

  it.each<[string, string, WinOptions, () => void]>([
    ["another path (the host's fallback serves index.html for every page)", '/', { pathname: '/user/3' }, () => {}],
    ['a category or a search', '/', { search: '?category=food' }, () => {}],
    ['a post page opened at another post', '/post/1', { pathname: '/post/12' }, () => {}],
    [
      'a signed-in viewer (it was rendered for a visitor)',
      '/',
      {},
      () => localStorage.setItem(STORAGE_KEYS.cachedUser, JSON.stringify({ id: 7 })),
    ],
  ])('goes, with its data, for %s', (_, path, visit, arrange) => {
    arrange()
    const { state, shell, data } = loadBuiltPage(path, visit)
    expect(state.prerendered).toBeNull()
    expect(shell).toBeNull()
    expect(data).toBeNull()
    expect(document.getElementById('root')?.childNodes).toHaveLength(0)
  })

  it("gives way to the visitor's own snapshot of the home screen", () => {
    expect(captureHome()).toBe(true)
    const { state, shell, data } = loadBuiltPage('/')
    expect(state.restored).toBe(true)
    expect(state.prerendered).toBeNull()
    expect(document.querySelectorAll('#root > [data-first-screen]')).toHaveLength(1)
    expect([...shell!.querySelectorAll('main article h2')].map((h) => h.textContent)).toEqual([
      '今日份早餐',
      '周末去爬山',
    ])
    expect(data).toBeNull()
  })
})

describe('first screen: what is captured', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('keeps only the cells in the window: those below the fold are left out, the live page keeps them', () => {
    renderHome([cell(0, '看得见的卡片', 120), cell(1, '折叠线下的卡片', 800)])
    expect(captureFirstScreen(null, { win: fakeWin(), now: NOW })).toBe(true)
    expect(stored()?.html).toContain('看得见的卡片')
    expect(stored()?.html).not.toContain('折叠线下的卡片')
    expect(document.querySelectorAll('[data-index]')).toHaveLength(2)
  })

  it.each<[string, WinOptions]>([
    ['away from /', { pathname: '/post/3' }],
    ['on a category', { search: '?category=food' }],
    ['scrolled down', { scrollY: 600 }],
    ['without a build id (no script ran before the app)', { build: null }],
  ])('keeps nothing %s', (_, over) => {
    renderHome()
    expect(captureFirstScreen(null, { win: fakeWin(over), now: NOW })).toBe(false)
    expect(stored()).toBeNull()
  })

  it('keeps nothing while the restored copy is showing, nor without a cover, nor when too large or storage fails', () => {
    document.body.innerHTML =
      '<div id="root"><div data-first-screen><header></header><main><article><img alt=""></article></main></div></div>'
    expect(captureFirstScreen(null, { win: fakeWin() })).toBe(false)
    document.body.innerHTML = '<div id="root"><header></header><main><p>还没有笔记</p></main></div>'
    expect(captureFirstScreen(null, { win: fakeWin() })).toBe(false)
    renderHome([cell(0, '长'.repeat(FIRST_SCREEN_MAX_CHARS))])
    expect(captureFirstScreen(null, { win: fakeWin() })).toBe(false)
    renderHome()
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(captureFirstScreen(null, { win: fakeWin(), store: full })).toBe(false)
  })

  it('is cleared at logout', () => {
    renderHome()
    expect(captureFirstScreen(3, { win: fakeWin() })).toBe(true)
    clearHomeSnapshot()
    expect(stored()).toBeNull()
  })
})

describe('first screen: when it is captured', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  function feed(withCover: boolean, decode = vi.fn(async () => {})) {
    document.body.innerHTML = `<div id="root"><header></header><main><article>${withCover ? '<img alt="">' : ''}<h2>标题</h2></article></main></div>`
    const img = document.querySelector('img')
    if (img) Object.assign(img, { decode })
    return decode
  }

  it('after a frame, the first cover decoded and one more frame: on signals, not a guessed delay', async () => {
    const order: string[] = []
    const decode = feed(
      true,
      vi.fn(async () => void order.push('decoded')),
    )
    const nextFrame = vi.fn(async () => void order.push('frame'))
    const capture = vi.fn(() => (order.push('captured'), true))
    await expect(scheduleFirstScreenCapture({ nextFrame, capture })).resolves.toBe(true)
    expect(decode).toHaveBeenCalledOnce()
    expect(order).toEqual(['frame', 'decoded', 'frame', 'captured'])
  })

  it('keeps nothing when the page has no cover to show, and still keeps the screen when a cover fails to decode', async () => {
    feed(false)
    const capture = vi.fn(() => true)
    await expect(scheduleFirstScreenCapture({ nextFrame: async () => {}, capture })).resolves.toBe(false)
    expect(capture).not.toHaveBeenCalled()
    feed(
      true,
      vi.fn(async () => Promise.reject(new Error('EncodingError'))),
    )
    await expect(scheduleFirstScreenCapture({ nextFrame: async () => {}, capture })).resolves.toBe(true)
    expect(capture).toHaveBeenCalledOnce()
  })
})
