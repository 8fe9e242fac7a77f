import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'
import { APP_MODULES_ID, ROUTE_MODULES_ATTR } from '../src/lib/page-ids.js'

// The app's start in stages (src/app/first-screen/boot.ts, ADR 015): the entry is tiny, and imports each stage dynamically, so
// each stage's code is evaluated in a task of its own after the page's first screen is painted. In a build:
//  - each stage's own modules (those it imports statically that no earlier stage does; libraries stay in the vendor
//    chunk) go into one chunk named after the stage, as the entry's static imports used to go into the entry chunk:
//    left to the automatic splitting they were twenty small chunks, ~6 KB more gzip, shared with the lazy routes;
//  - every chunk of the stages is listed in the page as modulepreload links inside a <template> (inert: nothing is
//    fetched), which the boot puts into <head> once the first screen and its pictures are painted: then they download
//    together, and a stage costs a task, not a round trip; until then the page's pictures have the network to
//    themselves;
//  - the chunks of the lazy routes a tap on the restored first screen may open (a post, a user) are listed the same
//    way, one template per route, which the boot moves into <head> when such a tap is kept: the route downloads
//    while the stages are evaluated, instead of once the router has been;
//  - the entry (a few hundred bytes) is fetched at low priority.

export interface BootStagesOptions {
  /** The entry module (absolute path): what it imports statically stays in its own chunk. */
  entry: string
  /** The stage modules, absolute paths, in the order the boot imports them. */
  stages: readonly string[]
  /** Modules never put into a stage's chunk (the libraries: they have their own group). */
  exclude?: RegExp
  /**
   * Lazy routes a tap on the restored first screen may open, by the app path their addresses start with (`/post/`):
   * each route's chunks are listed in an inert template of their own, which the boot moves into <head> at the tap.
   */
  routes?: Readonly<Record<string, string>>
  /**
   * A module the boot imports at a tap on the restored first screen, before any stage (the post it opens at once):
   * what it imports that the entry does not and a stage does goes into a chunk of its own (`<name>-shared`), which
   * the stages import too, so fetching the module does not fetch the stages' chunks with it (and the stages do not
   * fetch what the module alone imports).
   */
  atTap?: string
}

export interface BootStages {
  plugin: Plugin
  /** Rolldown code-splitting groups, one per stage; filled with the module graph at the end of the build's parse. */
  chunkGroups: Array<{
    name: string
    test: (id: string) => boolean
    priority: number
    includeDependenciesRecursively: boolean
  }>
}

const stageName = (path: string) => path.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '')

/** Each stage's static-import closure, without what the entry or an earlier stage already has. */
export function stageModules(
  entry: string,
  stages: readonly string[],
  importedIds: (id: string) => readonly string[],
  exclude?: RegExp,
): Array<Set<string>> {
  const taken = new Set<string>()
  const closure = (start: string) => {
    const own = new Set<string>()
    const visit = (id: string) => {
      if (taken.has(id) || own.has(id) || exclude?.test(id)) return
      own.add(id)
      for (const next of importedIds(id)) visit(next)
    }
    visit(start)
    for (const id of own) taken.add(id)
    return own
  }
  closure(entry)
  return stages.map(closure)
}

/** What `module` imports statically (at any depth) that the entry does not: `module` itself and excluded ones aside. */
export function importsBeyondEntry(
  entry: string,
  module: string,
  importedIds: (id: string) => readonly string[],
  exclude?: RegExp,
): Set<string> {
  const [own] = stageModules(entry, [module], importedIds, exclude)
  own!.delete(module)
  return own!
}

/** The chunks holding any of `modules`, and every chunk they import statically, in the bundle. */
function chunksWithImports(bundle: OutputBundle, modules: readonly string[]): string[] {
  const out = new Set<string>()
  const visit = (name: string) => {
    const chunk = bundle[name]
    if (!chunk || chunk.type !== 'chunk' || out.has(name)) return
    out.add(name)
    for (const imported of chunk.imports) visit(imported)
  }
  for (const [name, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && modules.some((module) => module in chunk.modules)) visit(name)
  }
  return [...out]
}

/** The chunks of the stages and everything they import, in the bundle. */
export const stageChunks = (bundle: OutputBundle, stages: readonly string[]): string[] =>
  chunksWithImports(bundle, stages)

/** The start every address of a route pattern shares: `/post/:postId` → `/post/`. */
export const routePrefix = (pattern: string): string => pattern.replace(/:.*$/, '')

/** The chunk holding `module` and every chunk it imports statically, in the bundle. */
export const moduleChunks = (bundle: OutputBundle, module: string): string[] => chunksWithImports(bundle, [module])

/** The entry's module script and every modulepreload link, at low priority. */
export const lowPriorityScripts = (html: string): string =>
  html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"')

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export function bootStages({ entry, stages, exclude, routes = {}, atTap }: BootStagesOptions): BootStages {
  let modules: Array<Set<string>> = stages.map(() => new Set())
  let tapShared = new Set<string>()
  let base = '/'
  const plugin: Plugin = {
    name: 'lemon:boot-stages',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    buildEnd() {
      const importedIds = (id: string) => this.getModuleInfo(id)?.importedIds ?? []
      modules = stageModules(entry, stages, importedIds, exclude)
      // What the tap's module shares with a stage; what it alone imports (the post page's template) stays in its chunk.
      if (atTap)
        tapShared = new Set(
          [...importsBeyondEntry(entry, atTap, importedIds, exclude)].filter((id) => modules.some((m) => m.has(id))),
        )
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html
        const links = (files: readonly string[]) =>
          files.map((file) => `<link rel="modulepreload" crossorigin href="${attr(base + file)}">`).join('')
        const staged = stageChunks(ctx.bundle, stages).filter((file) => !html.includes(`/${file}"`))
        let templates = `    <template id="${APP_MODULES_ID}">${links(staged)}</template>\n`
        // A route's own chunks: what the page and the stages do not already list.
        for (const [prefix, module] of Object.entries(routes)) {
          const own = moduleChunks(ctx.bundle, module).filter(
            (file) => !html.includes(`/${file}"`) && !staged.includes(file),
          )
          const at = `${base.replace(/\/+$/, '')}${prefix}`
          templates += `    <template ${ROUTE_MODULES_ATTR}="${attr(at)}">${links(own)}</template>\n`
        }
        return lowPriorityScripts(html.replace('</head>', `${templates}  </head>`))
      },
    },
  }
  // Not the dependencies too: the libraries a stage imports stay in their own groups (vendor, react-dom).
  // A module the tap's module shares with a stage is not the stage's (two groups matching one module: the stage's
  // chunk took it, whatever the priorities), but in a small chunk of its own.
  const chunkGroups = stages.map((stage, i) => ({
    name: stageName(stage),
    test: (id: string) => modules[i]!.has(id) && !tapShared.has(id),
    priority: -1 - i,
    includeDependenciesRecursively: false,
  }))
  if (atTap)
    chunkGroups.push({
      name: `${stageName(atTap)}-shared`,
      test: (id: string) => tapShared.has(id),
      priority: 0,
      includeDependenciesRecursively: false,
    })
  return { plugin, chunkGroups }
}
