import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { HOME_SNAPSHOT_MAX_CHARS, captureHomeSnapshot, clearHomeSnapshot, type HomeSnapshot } from './home-snapshot'

const win = (over: Partial<{ pathname: string; search: string; scrollY: number; innerWidth: number }> = {}) => ({
  location: { pathname: over.pathname ?? '/', search: over.search ?? '' } as Location,
  scrollY: over.scrollY ?? 0,
  innerWidth: over.innerWidth ?? 1280,
  innerHeight: 800,
})

function renderHome(title = '今日份早餐') {
  document.body.innerHTML = `<div id="root"><header>柠檬笔记</header><main><article><img src="/demo-images/posts/food-01.webp" alt=""><h3>${title}</h3></article></main></div>`
}

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.homeSnapshot) ?? 'null') as HomeSnapshot | null

describe('home snapshot (painted before the app loads on a return visit)', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('keeps the header and feed markup with the viewer and the window width', () => {
    renderHome()
    expect(captureHomeSnapshot(7, { win: win(), now: 5 })).toBe(true)
    const snap = stored()
    expect(snap).toMatchObject({ v: 2, viewerId: 7, width: 1280, savedAt: 5, later: [] })
    expect(snap?.html).toContain('<header>柠檬笔记</header>')
    expect(snap?.html).toContain('今日份早餐')
  })

  it('keeps only the cards in the window: those below the fold are left out', () => {
    const cell = (i: number, title: string) => `<div data-index="${i}"><article><img src="/c${i}.webp" alt=""><h3>${title}</h3></article></div>`
    document.body.innerHTML = `<div id="root"><header></header><main>${cell(0, '看得见的卡片')}${cell(1, '折叠线下的卡片')}<p>加载更多</p></main></div>`
    const tops = [120, 800]
    document.querySelectorAll<HTMLElement>('[data-index]').forEach((el, i) => {
      el.getBoundingClientRect = () => ({ top: tops[i]! }) as DOMRect
    })
    expect(captureHomeSnapshot(null, { win: win() })).toBe(true)
    const html = stored()?.html ?? ''
    expect(html).toContain('看得见的卡片')
    expect(html).not.toContain('折叠线下的卡片')
    // The live page keeps every card.
    expect(document.querySelectorAll('[data-index]')).toHaveLength(2)
  })

  it('keeps the search field as a picture: no form or input for the browser to scan before the first frame', () => {
    document.body.innerHTML =
      '<div id="root"><header><form role="search" class="flex-1"><label><input class="flex-1 text-sm" placeholder="搜索你感兴趣的内容" value=""></label></form></header>' +
      '<main><article><img src="/a.webp" alt=""></article></main></div>'
    expect(captureHomeSnapshot(null, { win: win() })).toBe(true)
    const html = stored()?.html ?? ''
    expect(html).not.toMatch(/<form|<input/)
    expect(html).toContain('<div class="flex-1"><label><span class="flex-1 text-sm truncate text-fg-soft">搜索你感兴趣的内容</span></label></div>')
    // The live header keeps its form.
    expect(document.querySelector('header input')).not.toBeNull()
  })

  it("holds the header's row, the tabs and the cards' text back for the frame after the covers, each part empty at its size", () => {
    document.body.innerHTML =
      '<div id="root"><header><div data-paint-later style="padding: 0 24px"><a>柠檬笔记</a></div></header>' +
      '<main><nav><ul data-paint-later style="padding: 12px 0"><li><button>推荐</button></li></ul></nav>' +
      '<div data-index="0"><article><a><div><img src="/c.webp" alt="">' +
      '<span data-paint-later style="padding: 2px 8px">3图</span></div><h3 data-paint-later style="padding-top: 10px">早餐</h3></a>' +
      '<div data-paint-later><a><img src="/avatar.webp" alt="小熊"><span>小熊</span></a></div></article></div>' +
      '<div data-index="1"><article><img src="/below.webp" alt=""><h3 data-paint-later>折叠线下</h3></article></div></main></div>'
    const sizes = [
      { top: 0, width: 1280, height: 64 },
      { top: 64, width: 1232, height: 60 },
      { top: 130, width: 40, height: 20 },
      { top: 400, width: 280, height: 51 },
      { top: 460, width: 297, height: 28 },
      { top: 900, width: 280, height: 20 },
    ]
    document.querySelectorAll<HTMLElement>('[data-paint-later]').forEach((el, i) => {
      el.getBoundingClientRect = () => sizes[i] as DOMRect
    })
    document.querySelectorAll<HTMLElement>('[data-index]').forEach((el, i) => {
      el.getBoundingClientRect = () => ({ top: [130, 900][i]! }) as DOMRect
    })
    expect(captureHomeSnapshot(null, { win: win() })).toBe(true)
    const snap = stored()!
    const shell = document.createElement('div')
    shell.innerHTML = snap.html
    const parts = [...shell.querySelectorAll<HTMLElement>('[data-paint-later]')]
    // Content boxes (the border-box size less the padding) of the parts that stay; the card below the fold is gone.
    expect(parts.map((p) => p.style.getPropertyValue('contain-intrinsic-size'))).toEqual(['1232px 64px', '1232px 36px', '24px 16px', '280px 41px', '297px 28px'])
    // The first frame has the bars, the covers and the card shapes, and none of the parts' content.
    expect(parts.every((p) => p.childNodes.length === 0)).toBe(true)
    expect(shell.querySelector('img[src="/c.webp"]')).not.toBeNull()
    expect(snap.html).not.toMatch(/柠檬笔记|推荐|早餐|avatar|折叠线下/)
    // index.html puts each part's markup back, in document order.
    expect(snap.later).toEqual(['<a>柠檬笔记</a>', '<li><button>推荐</button></li>', '3图', '早餐', '<a><img src="/avatar.webp" alt="小熊"><span>小熊</span></a>'])
    // The live page is left as it was.
    expect(document.querySelector('[data-paint-later]')?.getAttribute('style')).toBe('padding: 0 24px')
    expect(document.querySelector('header a')?.textContent).toBe('柠檬笔记')
  })

  it('keeps user text escaped, as React rendered it', () => {
    document.body.innerHTML = '<div id="root"><header></header><main><article><img src="/a.webp" alt=""><h3></h3></article></main></div>'
    document.querySelector('h3')!.textContent = '<img src=x onerror=alert(1)>'
    captureHomeSnapshot(null, { win: win() })
    expect(stored()?.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    document.querySelector('h3')!.setAttribute('data-paint-later', '')
    captureHomeSnapshot(null, { win: win() })
    expect(stored()?.later).toEqual(['&lt;img src=x onerror=alert(1)&gt;'])
  })

  it('keeps nothing away from the top of the unfiltered home feed', () => {
    renderHome()
    expect(captureHomeSnapshot(null, { win: win({ pathname: '/post/3' }) })).toBe(false)
    expect(captureHomeSnapshot(null, { win: win({ search: '?category=food' }) })).toBe(false)
    expect(captureHomeSnapshot(null, { win: win({ scrollY: 600 }) })).toBe(false)
    expect(stored()).toBeNull()
  })

  it('does not snapshot the restored copy or a feed without cards', () => {
    document.body.innerHTML = '<div id="root"><div data-home-snapshot inert><header></header><main><article><img alt=""></article></main></div></div>'
    expect(captureHomeSnapshot(null, { win: win() })).toBe(false)
    document.body.innerHTML = '<div id="root"><header></header><main><p>还没有人发布帖子</p></main></div>'
    expect(captureHomeSnapshot(null, { win: win() })).toBe(false)
  })

  it('skips an oversized screen and survives a full storage', () => {
    renderHome('长'.repeat(HOME_SNAPSHOT_MAX_CHARS))
    expect(captureHomeSnapshot(null, { win: win() })).toBe(false)
    renderHome()
    const full = { setItem: () => { throw new Error('QuotaExceededError') }, removeItem: () => {} }
    expect(captureHomeSnapshot(null, { win: win(), store: full })).toBe(false)
  })

  it('is cleared (logout)', () => {
    renderHome()
    captureHomeSnapshot(3, { win: win() })
    clearHomeSnapshot()
    expect(stored()).toBeNull()
  })
})
