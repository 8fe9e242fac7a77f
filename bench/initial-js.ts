import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ROUTE_MODULES_ATTR } from '../src/lib/page-ids'

// The home route's initial JS: what index.html loads before any dynamic import() — the entry module,
// its modulepreloads and, recursively, the chunks they import statically. Dynamic chunks are not counted, among them
// the page's side of the mock backend (browser-*.js: registering the service worker and the QA handle); the backend
// itself is the service worker (sw.js) and its data a JSON file, neither of them page JavaScript (ADR 008).

export interface ChunkSize {
  file: string
  raw: number
  gzip: number
  /** Why it is (not) counted. */
  note: string
}

export interface InitialJs {
  counted: ChunkSize[]
  excluded: ChunkSize[]
  gzipTotal: number
}

const isMockChunk = (file: string) => /(^|\/)browser-[\w-]+\.js$/.test(file)

// Static `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"` (minified: any quote
// style, no spaces). `import("./x.js")` / import(`./x.js`) has a "(" after `import` and never matches.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g

function sizeOf(path: string, file: string, note: string): ChunkSize {
  const text = readFileSync(path)
  return { file, raw: text.length, gzip: gzipSync(text, { level: 9 }).length, note }
}

/** `url` as written in index.html or a chunk → path under dist, e.g. 'assets/index-x.js'. */
function resolveUrl(url: string, fromFile: string | null): string | null {
  if (/^(https?:)?\/\//.test(url)) return null
  if (url.startsWith('/')) return url.slice(1)
  return posix.normalize(posix.join(fromFile ? posix.dirname(fromFile) : '', url))
}

export function measureInitialJs(dist: string): InitialJs {
  // A lazy route's own list (<template data-route-modules>) is fetched only when a tap on a returning visit's restored
  // screen opens that route (ADR 015), so it is not the home route's; the app's modules (their template) are.
  const html = readFileSync(join(dist, 'index.html'), 'utf8').replace(
    new RegExp(`<template ${ROUTE_MODULES_ATTR}=[^>]*>[\\s\\S]*?</template>`, 'g'),
    '',
  )
  const roots: Array<{ file: string; note: string }> = []
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1]
    if (src && /\btype="module"/.test(tag))
      roots.push({ file: resolveUrl(src, null)!, note: 'entry <script type="module">' })
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href && /\brel="modulepreload"/.test(tag))
      roots.push({ file: resolveUrl(href, null)!, note: '<link rel="modulepreload">' })
  }
  if (roots.length === 0) throw new Error(`no <script type="module"> in ${join(dist, 'index.html')}`)

  const counted: ChunkSize[] = []
  const excluded = new Map<string, ChunkSize>()
  const seen = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const { file, note } = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    const path = join(dist, file)
    if (!existsSync(path)) throw new Error(`${file} (${note}) is not in ${dist}`)
    if (isMockChunk(file)) {
      excluded.set(file, sizeOf(path, file, `mock backend chunk (${note}) — excluded`))
      continue
    }
    counted.push(sizeOf(path, file, note))
    const text = readFileSync(path, 'utf8')
    for (const m of text.matchAll(STATIC_IMPORT)) {
      const dep = resolveUrl(m[1]!, file)
      if (dep) queue.push({ file: dep, note: `static import of ${posix.basename(file)}` })
    }
    for (const m of text.matchAll(DYNAMIC_IMPORT)) {
      const dep = resolveUrl(m[1]!, file)
      if (dep && !excluded.has(dep) && existsSync(join(dist, dep))) {
        excluded.set(
          dep,
          sizeOf(
            join(dist, dep),
            dep,
            `${isMockChunk(dep) ? 'mock backend chunk' : 'dynamic chunk'}, import() from ${posix.basename(file)} — excluded`,
          ),
        )
      }
    }
  }
  // A chunk imported both statically and dynamically is counted.
  for (const c of counted) excluded.delete(c.file)
  return { counted, excluded: [...excluded.values()], gzipTotal: counted.reduce((sum, c) => sum + c.gzip, 0) }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
