import { describe, expect, it } from 'vitest'
import { createServer } from 'vite'
import { buildUsesMock, firstScreenPlugin, injectAfterRoot } from './vite-first-screen'
import { builtIndexHtml, INDEX, tinyProjects } from './vite-test-project'

// The plugin on a tiny project (an index.html like the app's and one module): in a real `vite build` and on a
// real dev server, index.html gets two inline scripts: the theme's at the top of <head>, and the first screen's
// right after #root, carrying the build's id.

const project = tinyProjects('lemon-first-screen-')
const built = (main: string) => builtIndexHtml(project(main), [firstScreenPlugin({ devStylesheets: ['/src/app.css'] })])

/** The inline scripts (no src) of `html`, with what precedes each one. */
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]

function expectOneScriptAfterRoot(html: string) {
  const scripts = inlineScripts(html).filter((m) => !/type="module"/.test(m[1]!))
  expect(scripts).toHaveLength(2)
  const [theme, tag] = scripts
  // The theme's script first, right after <meta charset>: ahead of every stylesheet and of the body.
  expect(html.slice(0, theme!.index).trimEnd()).toMatch(/<meta charset="UTF-8" \/>$/)
  expect(theme!.index).toBeLessThan(html.indexOf('</head>'))
  expect(theme![2]).toContain('lemon.themeMode')
  expect(html.slice(0, tag!.index).trimEnd().endsWith('<div id="root"></div>')).toBe(true)
  // Classic scripts: each parses as a function body (no import or export statements).
  for (const script of scripts) expect(() => new Function(script[2]!)).not.toThrow()
  return /data-build="([^"]+)"/.exec(tag![1]!)?.[1]
}

describe('vite first-screen plugin', () => {
  it('build: one script after #root with the build id, the module entry left as it was', async () => {
    const html = await built('document.title = "a"')
    const id = expectOneScriptAfterRoot(html)
    expect(id).toMatch(/^[0-9a-f]{12}$/)
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/)
    // The development stylesheets are not linked in a build (it links its own one).
    expect(html).not.toMatch(/<link[^>]*data-first-screen/)
    // The same sources build to the same id; changed code to another one.
    expect(expectOneScriptAfterRoot(await built('document.title = "a"'))).toBe(id)
    expect(expectOneScriptAfterRoot(await built('document.title = "b"'))).not.toBe(id)
  }, 60_000)

  it('serve: the same script after #root, with one id per server start', async () => {
    const root = project('document.title = "dev"')
    const plugins = () => [firstScreenPlugin({ devStylesheets: ['/src/app.css'] })]
    const start = () =>
      createServer({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: plugins(),
        server: { middlewareMode: true },
        optimizeDeps: { noDiscovery: true },
      })
    const first = await start()
    const second = await start()
    try {
      const page = await first.transformIndexHtml('/', INDEX)
      const id = expectOneScriptAfterRoot(page)
      expect(id).toMatch(/^dev-/)
      expect(page).toContain('<script type="module" src="/src/main.js"></script>')
      // The app's stylesheets, so a restored screen is styled before the app injects them.
      expect(page).toMatch(/<link rel="stylesheet" href="\/src\/app\.css\?direct" data-first-screen>\s*<\/head>/)
      expect(expectOneScriptAfterRoot(await first.transformIndexHtml('/', INDEX))).toBe(id)
      expect(expectOneScriptAfterRoot(await second.transformIndexHtml('/', INDEX))).not.toBe(id)
    } finally {
      await first.close()
      await second.close()
    }
  }, 60_000)

  it('needs exactly one <div id="root"></div>', () => {
    expect(() => injectAfterRoot('<body></body>', '<script></script>')).toThrow(/exactly one/)
    expect(() => injectAfterRoot('<div id="root"></div><div id="root"></div>', '<script></script>')).toThrow(
      /exactly one/,
    )
  })

  it('prerenders the seed only for a build whose client calls the bundled mock, as src/api/config.ts decides', () => {
    expect(buildUsesMock({})).toBe(true)
    expect(buildUsesMock({ VITE_API_BASE_URL: '  ' })).toBe(true)
    expect(buildUsesMock({ VITE_API_BASE_URL: 'https://api.example.com/api' })).toBe(false)
    expect(buildUsesMock({ VITE_MOCK: 'off' })).toBe(false)
  })
})
