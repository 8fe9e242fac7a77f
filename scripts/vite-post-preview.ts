import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite'
import { createServer } from 'vite'

// `virtual:post-preview-template`: the post page's template for the post drawn at a tap on the page's first screen
// (src/app/first-screen/post-preview.ts), made from the post route's own render (src/app/post-preview-template.tsx).
// A build renders it through a Vite server with the build's own config (as the first screens' prerender does,
// scripts/first-screen-prerender.ts); the dev server renders it on request, and again after a change to the app.

export const POST_PREVIEW_ID = 'virtual:post-preview-template'
const RESOLVED = `\0${POST_PREVIEW_ID}`
const GENERATOR = '/src/app/post-preview-template.tsx'

interface Generator {
  postPreviewTemplate: (doc: Document) => Promise<string>
}

/** The template, from the app's modules as `server` loads them, in a DOM of happy-dom's. */
async function templateFrom(server: ViteDevServer): Promise<string> {
  const { Window } = await import('happy-dom')
  const window = new Window()
  try {
    const generator = (await server.ssrLoadModule(GENERATOR)) as Generator
    return await generator.postPreviewTemplate(window.document as unknown as Document)
  } finally {
    await window.happyDOM.close()
  }
}

async function templateOfBuild(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    root: config.root,
    configFile: config.configFile ?? false,
    base: config.base,
    mode: config.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    return await templateFrom(server)
  } finally {
    await server.close()
  }
}

export function postPreviewPlugin(): Plugin {
  let config: ResolvedConfig | null = null
  let dev: ViteDevServer | null = null
  return {
    name: 'lemon:post-preview',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      dev = server
      // Made again at the next request after any change to the app's sources (the post route's markup may be one).
      const refresh = (path: string) => {
        if (!path.includes('/src/')) return
        const mod = server.moduleGraph.getModuleById(RESOLVED)
        if (mod) server.moduleGraph.invalidateModule(mod)
      }
      server.watcher.on('change', refresh)
    },
    resolveId(id) {
      return id === POST_PREVIEW_ID ? RESOLVED : null
    },
    async load(id) {
      if (id !== RESOLVED) return null
      const started = performance.now()
      const template = dev ? await templateFrom(dev) : await templateOfBuild(config!)
      config?.logger.info(
        `post preview template: ${template.length} characters in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )
      return `export default ${JSON.stringify(template)}`
    },
  }
}
