import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createServer } from 'vite'
import { PRERENDERED_DATA_ID } from '../src/lib/page-ids.js'

// The first screen of a first visit, in the page itself (ADR 015): after `vite build` has written index.html, the
// home screen and each seed post's page are rendered by the app's own components (src/app/prerender.tsx,
// loaded through a Vite server with the build's own config, so the same transforms apply) from the data the mock
// backend's handlers answer a first visit, and written into `#root`: `index.html` for `/`, `post/<id>.html` for
// `/post/<id>` (the name `vite preview`, GitHub Pages, Netlify and Cloudflare Pages serve for that path). The data
// goes beside the markup as JSON, for the app's first render (src/app/first-screen/page-data.ts).

const ROOT_DIV = '<div id="root"></div>'

export interface Screen {
  /** The app path, without the base: `/`, `/post/1`. */
  path: string
  /** The markup React rendered into #root. */
  html: string
  /** The data it was rendered from. */
  data: unknown
}

export interface PrerenderOptions {
  /** The project root and the config file of the build, so the app's modules load with the same plugins. */
  root: string
  configFile: string | false
  base: string
  mode: string
  postIds: readonly number[]
}

interface AppSide {
  firstScreenData: (postIds: readonly number[]) => Promise<Array<{ path: string }>>
  renderFirstScreen: (data: { path: string }) => Promise<string>
}

interface BackendSide {
  startTestBackend: () => Promise<unknown>
  stopTestBackend: () => void
}

/** Renders the home screen and the pages of `postIds` with the app's components and the mock backend's answers. */
export async function renderScreens({ root, configFile, base, mode, postIds }: PrerenderOptions): Promise<Screen[]> {
  const server = await createServer({
    root,
    configFile,
    base,
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    // The mock backend's Node host: the seed in memory, its handlers answering fetch (msw).
    const backend = (await server.ssrLoadModule('/mock-server/node.ts')) as BackendSide
    await backend.startTestBackend()
    try {
      const app = (await server.ssrLoadModule('/src/app/prerender.tsx')) as AppSide
      const screens: Screen[] = []
      for (const data of await app.firstScreenData(postIds))
        screens.push({ path: data.path, html: await app.renderFirstScreen(data), data })
      return screens
    } finally {
      backend.stopTestBackend()
    }
  } finally {
    await server.close()
  }
}

/** JSON inside a <script>: "<" escaped, so no "</script" or "<!--" can end or bend it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * React's server renderer puts a preload link before the markup for every eagerly loaded picture it meets, the
 * hidden masonry layouts' and the avatars' included: the `<img>` elements themselves are what the browser's preload
 * scanner finds, with their own priorities.
 */
export const withoutImagePreloads = (html: string) => html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '')

/** `index.html` with `screen` in #root (marked with the path it is for) and its data right after #root. */
export function pageWithScreen(index: string, screen: Screen): string {
  const at = index.indexOf(ROOT_DIV)
  if (at < 0 || index.indexOf(ROOT_DIV, at + 1) >= 0)
    throw new Error(`first-screen prerender: index.html must contain exactly one ${ROOT_DIV}`)
  const shell = `<div id="root"><div data-first-screen="" data-prerendered="${attr(screen.path)}">${withoutImagePreloads(screen.html)}</div></div>`
  const data = `<script type="application/json" id="${PRERENDERED_DATA_ID}">${scriptJson(screen.data)}</script>`
  // Right after #root, before the script that runs before the app: that script removes the data with a screen that
  // is not this visit's, so the data must already be parsed when it runs.
  return index.slice(0, at) + shell + data + index.slice(at + ROOT_DIV.length)
}

/** Where a static host looks for the page of an app path: `/` → index.html, `/post/1` → post/1.html. */
export const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.replace(/^\/+/, '')}.html`)

/** Writes each screen's page into `outDir`, next to (or over, for `/`) the built index.html. */
export function writeScreens(outDir: string, screens: readonly Screen[]): void {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8')
  for (const screen of screens) {
    const file = join(outDir, fileFor(screen.path))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, pageWithScreen(index, screen))
  }
}
