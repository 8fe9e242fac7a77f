import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'
import type { OutputBundle } from 'rolldown'
import type { Plugin, ResolvedConfig } from 'vite'
import { renderScreens, writeScreens } from './first-screen-prerender.js'

// The returning visit's first screen (ADR 007): compiles src/app/first-screen/restore.ts into two classic inline
// scripts, in `vite` (serve) and `vite build` alike: the stored theme at the top of <head> (so the body's first
// style pass already has it), and the snapshot of the home screen put into #root before the app runs, right after
// <div id="root"></div>. The script carries the build's id
// (data-build): a hash of the build's file names and of the script in a build, one id per server start in
// development. The app writes its snapshots with that id, and the script restores only the current build's.
// With `prerender`, a build also puts a first visit's first screen into the page itself (ADR 015,
// scripts/first-screen-prerender.ts): the home screen in index.html and each seed post's page in post/<id>.html.

const ROOT_DIV = '<div id="root"></div>'
const ENTRY = '\0lemon-first-screen-entry'

export interface FirstScreenPluginOptions {
  /** The module that exports `beforeApp({ build })`. */
  module?: string
  /** What `@/` resolves to in it. */
  src?: string
  /**
   * Development only: the app's stylesheets as the dev server serves them, linked from <head> so a restored screen
   * is styled before the app's code has injected the same CSS (a build links its one stylesheet itself).
   */
  devStylesheets?: readonly string[]
  /** Build only: the first screens rendered into the pages, for `/` and the seed posts of this fixtures file. */
  prerender?: { postsFile: string }
}

/** The body script's call: `beforeApp` with the id and base in the script's own data attributes. */
const BEFORE_APP_CALL = `beforeApp({ build: document.currentScript?.dataset.build ?? '', base: document.currentScript?.dataset.base ?? '/' })`
/** The head script's call: the stored theme on <html> before the body is parsed and styled. */
const THEME_CALL = 'themeBeforePaint()'

/** One of the module's exports called from a minified classic script (an IIFE). */
export async function compileInlineCall(
  { module, src }: Pick<Required<FirstScreenPluginOptions>, 'module' | 'src'>,
  name: 'beforeApp' | 'themeBeforePaint',
  call: string,
): Promise<string> {
  const result = await build({
    input: ENTRY,
    write: false,
    platform: 'browser',
    resolve: { alias: { '@': src } },
    plugins: [
      {
        name: 'lemon:first-screen-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) => (id === ENTRY ? `import { ${name} } from ${JSON.stringify(module)}\n${call}\n` : null),
      },
    ],
    output: { format: 'iife', minify: true },
  })
  const chunk = result.output[0]
  // Inside an inline <script>, "</script" would end it; "<\/" means the same in JavaScript strings and regexps.
  return chunk.code
    .trim()
    .replace(/<\/(script)/gi, '<\\/$1')
    .replace(/<!--/g, '<\\!--')
}

/** A build's id: its emitted file names carry their content hashes, and the script is inline. */
export function buildIdOf(bundle: OutputBundle, script: string): string {
  const hash = createHash('sha256')
  for (const name of Object.keys(bundle).sort()) hash.update(`${name}\n`)
  return hash.update(script).digest('hex').slice(0, 12)
}

/** Puts `script` right after `<meta charset>`, ahead of the stylesheets and of anything in <body>. */
export function injectAfterCharset(html: string, script: string): string {
  const charset = /<meta\s+charset=[^>]*>/i.exec(html)
  if (!charset) throw new Error('first-screen: index.html needs a <meta charset>')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}\n    ${script}${html.slice(at)}`
}

/** Puts `script` right after the one `<div id="root"></div>` of `html`. */
export function injectAfterRoot(html: string, script: string): string {
  const at = html.indexOf(ROOT_DIV)
  if (at < 0 || html.indexOf(ROOT_DIV, at + 1) >= 0)
    throw new Error(`first-screen: index.html must contain exactly one ${ROOT_DIV}`)
  const end = at + ROOT_DIV.length
  return `${html.slice(0, end)}\n    ${script}${html.slice(end)}`
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * Whether the build's client talks to the bundled mock (src/api/config.ts, USE_MOCK_BACKEND): the prerendered screens
 * are the seed's answers, which only the mock gives. A build for a real backend (VITE_API_BASE_URL, or VITE_MOCK=off)
 * would show a first visitor the seed's posts as if they were the backend's, and open a seed post at a tap on one.
 */
export function buildUsesMock(env: Record<string, unknown>): boolean {
  const base = typeof env.VITE_API_BASE_URL === 'string' ? env.VITE_API_BASE_URL.trim().replace(/\/+$/, '') : ''
  return !base && env.VITE_MOCK !== 'off'
}

export function firstScreenPlugin(options: FirstScreenPluginOptions = {}): Plugin {
  const devStylesheets = options.devStylesheets ?? []
  const resolved = {
    module: options.module ?? fileURLToPath(new URL('../src/app/first-screen/restore.ts', import.meta.url)),
    src: options.src ?? fileURLToPath(new URL('../src', import.meta.url)),
  }
  // One id per dev server start: a snapshot from an earlier start (older code, maybe older markup) is not restored.
  const devBuild = `dev-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  let base = '/'
  let config: ResolvedConfig | null = null
  return {
    name: 'lemon:first-screen',
    configResolved(resolved) {
      config = resolved
      base = resolved.base
    },
    // After index.html is written: the prerender reads it and writes the pages beside it.
    async closeBundle() {
      if (
        !options.prerender ||
        !config ||
        config.command !== 'build' ||
        config.build.ssr ||
        config.build.write === false
      )
        return
      if (!buildUsesMock(config.env)) {
        config.logger.info('first screens not prerendered: this build calls a real backend, not the seed (ADR 015)')
        return
      }
      const started = performance.now()
      const postIds = (JSON.parse(readFileSync(options.prerender.postsFile, 'utf8')) as Array<{ id: number }>).map(
        (p) => p.id,
      )
      const screens = await renderScreens({
        root: config.root,
        configFile: config.configFile ?? false,
        base: config.base,
        mode: config.mode,
        postIds,
      })
      writeScreens(resolve(config.root, config.build.outDir), screens)
      config.logger.info(
        `first screens prerendered: ${screens.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s (ADR 015)`,
      )
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        // Compiled on each request in development, so an edit of the restore is served at the next reload.
        const [theme, code] = await Promise.all([
          compileInlineCall(resolved, 'themeBeforePaint', THEME_CALL),
          compileInlineCall(resolved, 'beforeApp', BEFORE_APP_CALL),
        ])
        const build = ctx.bundle ? buildIdOf(ctx.bundle, theme + code) : devBuild
        // The theme first: set on <html> after the body's first style pass, it restyled the whole built screen.
        let out = injectAfterCharset(html, `<script>${theme}</script>`)
        out = injectAfterRoot(out, `<script data-build="${attr(build)}" data-base="${attr(base)}">${code}</script>`)
        if (!ctx.bundle && devStylesheets.length) {
          const links = devStylesheets
            .map((href) => `  <link rel="stylesheet" href="${attr(href)}?direct" data-first-screen>\n`)
            .join('')
          out = out.replace('</head>', `${links}  </head>`)
        }
        return out
      },
    },
  }
}
