import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import posts from '../fixtures/data/posts.json'
import { fileFor, pageWithScreen, renderScreens, withoutImagePreloads, type Screen } from './first-screen-prerender'

// The build's first screens (ADR 015): the page writing on its own, then the real app rendered by the real
// components from the mock backend's answers, at the root and under a sub-path.

const root = fileURLToPath(new URL('..', import.meta.url))
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url))

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head><title>柠檬笔记</title></head>
  <body>
    <div id="root"></div>
    <script data-build="abc">/* restore */</script>
  </body>
</html>
`

describe('writing a first screen into a page', () => {
  const screen: Screen = {
    path: '/post/3',
    html: '<link rel="preload" as="image" href="/a.webp"/><main><h1>标题</h1></main>',
    data: { path: '/post/3', note: '</script><!--' },
  }

  it('puts the screen inside #root, marked with its path, and its data as JSON after it, before the script that runs before the app', () => {
    const page = pageWithScreen(INDEX, screen)
    expect(page).toContain(
      '<div id="root"><div data-first-screen="" data-prerendered="/post/3"><main><h1>标题</h1></main></div></div>',
    )
    // The data is parsed by the time the script before the app runs (it removes the data with a screen not for this visit).
    const json =
      /<\/div><\/div><script type="application\/json" id="lemon-first-data">(.*?)<\/script>\n\s*<script data-build="abc">/s.exec(
        page,
      )?.[1]
    expect(JSON.parse(json!)).toEqual(screen.data)
    // No "</script" or "<!--" in the JSON can end or bend its script element.
    expect(json).not.toMatch(/<\/script|<!--/i)
  })

  it("leaves out the renderer's picture preloads (the pictures are in the markup, with their own priorities)", () => {
    expect(withoutImagePreloads(screen.html)).toBe('<main><h1>标题</h1></main>')
    expect(pageWithScreen(INDEX, screen)).not.toContain('rel="preload"')
  })

  it('names each page as static hosts look it up', () => {
    expect(fileFor('/')).toBe('index.html')
    expect(fileFor('/post/12')).toBe('post/12.html')
  })

  it('refuses a page without exactly one empty #root', () => {
    expect(() => pageWithScreen('<body></body>', screen)).toThrow(/exactly one/)
    expect(() =>
      pageWithScreen(INDEX.replace('<div id="root"></div>', '<div id="root"></div><div id="root"></div>'), screen),
    ).toThrow(/exactly one/)
  })
})

const byPath = (screens: Screen[], path: string) => screens.find((s) => s.path === path)!
const titles = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1])

describe('rendering the first screens with the app', () => {
  it("home and a post page: the app's own markup and the seed's data, at the root and under /demo/", async () => {
    const screens = await renderScreens({ root, configFile, base: '/', mode: 'production', postIds: [1] })
    expect(screens.map((s) => s.path)).toEqual(['/', '/post/1'])

    const home = byPath(screens, '/')
    const feed = (home.data as { feed: { items: Array<{ id: number; title: string }> } }).feed.items
    expect(feed).toHaveLength(20)
    // The header a visitor gets, the tabs, and the feed's first cards in a layout per column count.
    expect(home.html).toContain('登录')
    expect(home.html).toContain('推荐')
    // The phone's layout in the page, the wider ones as templates naming their cards (each card is in the page once).
    expect(home.html).toMatch(
      /<div data-masonry="" data-prerendered-masonry=""><style>[^<]*<\/style><div data-lanes="2"/,
    )
    for (const lanes of [3, 4])
      expect(home.html).toContain(`<template data-layout="${lanes}"><div data-lanes="${lanes}"`)
    const cells = [...home.html.matchAll(/data-index="(\d+)"/g)].map((m) => m[1])
    expect(new Set(cells).size).toBe(cells.length)
    expect(titles(home.html)).toContain(feed[0]!.title)
    expect(home.html).toContain(`href="/post/${feed[0]!.id}"`)
    // The first covers load at once, with high priority; covers further down lazily.
    expect(home.html).toMatch(
      /<img src="\/demo-images\/posts\/[^"]+" alt="" width="\d+" height="\d+" loading="eager" fetchPriority="high"/,
    )
    expect(home.html).toContain('loading="lazy"')
    // Rendered by the app: no error screen, no skeleton.
    expect(home.html).not.toContain('正在加载笔记')
    expect(home.html).not.toContain('出错')

    const post = byPath(screens, '/post/1')
    const seedPost = posts.find((p) => p.id === 1)!
    expect(post.html).toContain(`>${seedPost.title}</h1>`)
    expect(post.html).toContain(seedPost.content.split('\n')[0])
    expect((post.data as { post: { id: number } }).post.id).toBe(1)

    const demo = await renderScreens({ root, configFile, base: '/demo/', mode: 'production', postIds: [] })
    const demoHome = byPath(demo, '/').html
    expect(demoHome).toContain(`href="/demo/post/${feed[0]!.id}"`)
    // Pictures under the base: a first visit paints them before the service worker can map them.
    expect(demoHome).toContain('src="/demo/demo-images/posts/')
    expect(demoHome).not.toMatch(/src="\/demo-images\//)
  }, 240_000)
})
