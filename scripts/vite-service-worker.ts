import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'
import type { OutputBundle } from 'rolldown'
import type { Plugin, ResolvedConfig } from 'vite'
import type { ServiceWorkerConfig } from '../mock-server/sw/protocol'
import { SEED_FILES } from '../fixtures/data/seed-files'
import { precacheList, serviceWorkerScript, stampServiceWorker } from './precache-manifest.js'

// The app's service worker (ADR 008), built the same way in `vite` and `vite build`: mock-server/sw/service-worker.ts
// bundled by Rolldown into one classic script at `${base}sw.js`, after a first line with its config. In a build the
// config lists this build's files (what to keep for offline use) with a revision from their bytes where their name does
// not change with them (ADR 020, stamped once the output directory is complete), and the seed file, a static JSON
// asset emitted here from fixtures/data; in development the worker only answers the API and the seed is served from
// the fixtures directly.

const root = fileURLToPath(new URL('../', import.meta.url))
const ENTRY = join(root, 'mock-server/sw/service-worker.ts')
/** msw's cookie jar, which our bearer-token API never fills (see the stand-in's comment). */
const NO_COOKIE_JAR = join(root, 'mock-server/sw/no-cookie-jar.ts')
const FIXTURES = join(root, 'fixtures/data')
const DEV_SEED = 'mock-data/seed.json'
/** Public files the worker never keeps: itself, and msw's old worker script (left for browsers that still run it). */
const NOT_PRECACHED = new Set(['sw.js', 'mockServiceWorker.js'])

/** All fixture tables as one JSON document (the worker fetches one file on the first visit, not one per table). */
export function seedJson(): string {
  const tables = Object.fromEntries(
    SEED_FILES.map((t) => [t, JSON.parse(readFileSync(join(FIXTURES, `${t}.json`), 'utf8')) as unknown]),
  )
  return JSON.stringify(tables)
}

/** The worker's code (without its config line), for development or a build. */
export async function compileServiceWorker(dev: boolean, minify: boolean): Promise<string> {
  const result = await build({
    input: ENTRY,
    write: false,
    platform: 'browser',
    resolve: { alias: { '@': join(root, 'src'), 'tough-cookie': NO_COOKIE_JAR } },
    transform: {
      define: {
        'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
        'import.meta.env': JSON.stringify({ MODE: dev ? 'development' : 'production', DEV: dev }),
      },
    },
    output: { format: 'iife', minify },
  })
  return result.output[0].code
}

/** Every file under `top`, as paths relative to it with forward slashes. */
function listFiles(top: string, dir = top): string[] {
  let out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) out = out.concat(listFiles(top, full))
    else out.push(relative(top, full).split(sep).join('/'))
  }
  return out
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12)
const DEV_CONFIG: ServiceWorkerConfig = { buildId: 'dev', dev: true, seedFile: DEV_SEED, shell: [], precache: {} }

/** What a reload needs before anything else: the page, its entry chunk with what it imports at once, its styles. */
export function shellFiles(bundle: OutputBundle): string[] {
  const shell = new Set<string>(['index.html'])
  const visit = (name: string) => {
    const item = bundle[name]
    if (!item || shell.has(name)) return
    shell.add(name)
    if (item.type !== 'chunk') return
    for (const imported of item.imports) visit(imported)
    for (const css of (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])
      shell.add(css)
  }
  for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) visit(item.fileName)
  return [...shell]
}

export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig
  let devCode: Promise<string> | null = null
  return {
    name: 'lemon:service-worker',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      const base = config.base
      // Rebuilt after an edit of the backend, its schemas or the fixtures; the browser installs it on its next check.
      server.watcher.on('change', (file) => {
        if (/[\\/](mock-server|src[\\/]schemas|fixtures)[\\/]/.test(file)) devCode = null
      })
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]
        if (path === `${base}sw.js`) {
          devCode ??= compileServiceWorker(true, false).then((code) => serviceWorkerScript(DEV_CONFIG, code))
          devCode.then(
            (code) => {
              res.setHeader('Content-Type', 'text/javascript')
              res.setHeader('Cache-Control', 'no-cache')
              res.end(code)
            },
            (error: unknown) => {
              devCode = null
              next(error)
            },
          )
          return
        }
        if (path === `${base}${DEV_SEED}`) {
          res.setHeader('Content-Type', 'application/json')
          res.end(seedJson())
          return
        }
        next()
      })
    },
    async generateBundle(_options, bundle) {
      if (config.command !== 'build') return
      const seed = seedJson()
      const seedFile = `mock-data/seed-${hashOf(seed)}.json`
      this.emitFile({ type: 'asset', fileName: seedFile, source: seed })
      const shell = shellFiles(bundle)
      const built = Object.keys(bundle).filter((f) => !f.endsWith('.map') && !f.startsWith('.vite/'))
      const publicFiles = config.publicDir ? listFiles(config.publicDir).filter((f) => !NOT_PRECACHED.has(f)) : []
      const precache = precacheList({ built, publicFiles, seedFile, assetsDir: config.build.assetsDir })
      // Revisions and build id are stamped below, from the files as written.
      const unstamped: ServiceWorkerConfig = { buildId: '', dev: false, seedFile, shell, precache }
      const code = await compileServiceWorker(false, true)
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerScript(unstamped, code) })
    },
    // Last of all (Rolldown runs the closeBundle hooks one after another, `post` ones at the end): the first screens'
    // prerender rewrites index.html in its own closeBundle.
    closeBundle: {
      order: 'post',
      handler() {
        if (config.command !== 'build' || config.build.write === false || config.build.ssr) return
        stampServiceWorker(resolve(config.root, config.build.outDir))
      },
    },
  }
}
