import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from 'vite'
import {
  bootStages,
  importsBeyondEntry,
  type BootStagesOptions,
  lowPriorityScripts,
  routePrefix,
  stageModules,
} from './vite-boot-stages'

// The boot's stages (ADR 015) on a tiny project in a real `vite build`: one chunk per stage, listed in an inert
// template, the entry at low priority.

let dir = ''
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lemon-boot-stages-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A `vite build` (not written) of a tiny project of `files` (src/…) with the boot's stages: its output files. */
async function builtWith(files: Record<string, string>, options: (root: string) => BootStagesOptions) {
  const root = mkdtempSync(join(dir, 'p-'))
  mkdirSync(join(root, 'src'))
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  )
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'src', name), text)
  const boot = bootStages(options(root))
  const out = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [boot.plugin],
    build: { write: false, rolldownOptions: { output: { codeSplitting: { groups: boot.chunkGroups } } } },
  })
  return { root, files: (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : [])) }
}

describe('boot stages', () => {
  it("puts each stage's own modules in one chunk, not what the entry or an earlier stage has", () => {
    const graph: Record<string, string[]> = {
      entry: ['shared'],
      a: ['a1', 'shared', 'lib'],
      a1: ['a2'],
      b: ['b1', 'a1'],
      shared: [],
      a2: [],
      b1: [],
      lib: [],
    }
    const [a, b] = stageModules('entry', ['a', 'b'], (id) => graph[id] ?? [], /^lib$/)
    expect([...a!].sort()).toEqual(['a', 'a1', 'a2'])
    expect([...b!].sort()).toEqual(['b', 'b1'])
  })

  it("the tap's module's own imports: what the entry does not have, the module itself and the excluded aside", () => {
    const graph: Record<string, string[]> = {
      entry: ['shared'],
      preview: ['format', 'shared', 'lib'],
      format: ['keys'],
      keys: [],
      shared: [],
      lib: [],
    }
    expect([...importsBeyondEntry('entry', 'preview', (id) => graph[id] ?? [], /^lib$/)].sort()).toEqual([
      'format',
      'keys',
    ])
  })

  it('a route pattern lists its chunks under the start its addresses share', () => {
    expect(['/post/:postId', '/user/:userId', '/about'].map(routePrefix)).toEqual(['/post/', '/user/', '/about'])
  })

  it('marks the entry and every modulepreload link low priority, once', () => {
    const html =
      '<script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" href="/b.js"><link rel="modulepreload" fetchpriority="high" href="/c.js">'
    expect(lowPriorityScripts(html)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/a.js"></script><link rel="modulepreload" fetchpriority="low" href="/b.js"><link rel="modulepreload" fetchpriority="high" href="/c.js">',
    )
  })

  it("build: a chunk per stage, listed in an inert <template> the boot moves into <head>, and a lazy route's chunks in one of their own", async () => {
    const { root, files } = await builtWith(
      {
        'main.js': "await import('./start.js'); await import('./render.js')\n",
        'start.js': "import { util } from './util.js'\nexport const started = util('start')\n",
        'render.js':
          "import { util } from './util.js'\nimport { view } from './view.js'\nexport const rendered = util(view)\nexport const openPost = () => import('./post.route.js')\n",
        'post.route.js':
          "import { view } from './view.js'\nimport { comments } from './comments.js'\nexport const post = view + comments\n",
        'comments.js': "export const comments = 'comments'\n",
        'util.js': 'export const util = (x) => `${x}!`\n',
        'view.js': "export const view = 'view'\n",
      },
      (root) => ({
        entry: join(root, 'src/main.js'),
        stages: [join(root, 'src/start.js'), join(root, 'src/render.js')],
        routes: { '/post/': join(root, 'src/post.route.js') },
      }),
    )
    const modulesOf = (f: (typeof files)[number]) =>
      f.type === 'chunk' ? Object.keys(f.modules).map((m) => m.replace(root, '')) : []
    const chunks = files.map(modulesOf).filter((modules) => modules.length > 0)
    // util.js went with the first stage that uses it, view.js with the second.
    expect(chunks).toContainEqual(['/src/util.js', '/src/start.js'])
    expect(chunks).toContainEqual(['/src/view.js', '/src/render.js'])
    const index = files.find((f) => f.fileName === 'index.html')
    const html = index?.type === 'asset' ? String(index.source) : ''
    const template = /<template id="lemon-app-modules">(.*?)<\/template>/.exec(html)?.[1] ?? ''
    expect(template).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/start-[\w-]+\.js">/,
    )
    expect(template).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/render-[\w-]+\.js">/,
    )
    // The lazy route a tap may open: its own chunk in a template of its own, named by the addresses it opens; the
    // stages' chunks (view.js is the render stage's) are not listed again.
    const route = /<template data-route-modules="\/post\/">(.*?)<\/template>/.exec(html)?.[1] ?? ''
    expect(route).toMatch(
      /^<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/post\.route-[\w-]+\.js">$/,
    )
    // Nothing of the stages or the route is fetched before the boot asks: outside the templates, only what the entry
    // itself imports (here Vite's preload helper) is linked.
    const outside = html.replace(/<template[\s\S]*?<\/template>/g, '')
    expect(outside).not.toMatch(/modulepreload[^>]*(start|render|post\.route|comments)-/)
    expect([...outside.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/\/assets\/preload-helper-[\w-]+\.js$/),
    ])
    expect(html).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    )
  }, 60_000)

  it("build: the module imported at a tap shares its imports with the stages through a small chunk, never a stage's chunk", async () => {
    const { files } = await builtWith(
      {
        'main.js': "document.onclick = () => import('./preview.js'); await import('./render.js')\n",
        'render.js':
          "import { format } from './format.js'\nimport { view } from './view.js'\nexport const rendered = format(view)\n",
        'preview.js': "import { format } from './format.js'\nexport const preview = format('preview')\n",
        'format.js': 'export const format = (x) => `${x}!`\n',
        'view.js': "export const view = 'view'.repeat(50)\n",
      },
      (root) => ({
        entry: join(root, 'src/main.js'),
        stages: [join(root, 'src/render.js')],
        atTap: join(root, 'src/preview.js'),
      }),
    )
    const chunks = files.filter((f) => f.type === 'chunk')
    const holding = (module: string) => chunks.find((c) => Object.keys(c.modules).some((m) => m.endsWith(module)))!
    expect(Object.keys(holding('format.js').modules).map((m) => m.replace(/^.*\/src\//, ''))).toEqual(['format.js'])
    expect(holding('format.js').fileName).toMatch(/^assets\/preview-shared-[\w-]+\.js$/)
    expect(holding('preview.js').imports).toEqual([holding('format.js').fileName])
    expect(holding('render.js').imports).toContain(holding('format.js').fileName)
  }, 60_000)
})
