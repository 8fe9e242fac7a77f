import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PrecacheManifest } from '../mock-server/sw/precache'
import type { ServiceWorkerConfig } from '../mock-server/sw/protocol'

// The service worker's precache manifest (ADR 020): every file the worker keeps, with a revision taken from its bytes
// where its name does not change with them. sw.js is the worker's code after one line of config,
// `const __LEMON_SW__ = {…}`; the build writes it with the files listed, then, once every file is in the output
// directory (index.html is rewritten by the first screens' prerender, ADR 015), stamps the revisions from the bytes
// there. Stamping again after a file changed is what the next deployment's build would give (tests/sw-update.spec.ts).

const HEADER = 'const __LEMON_SW__ = '

/** A file's revision: the first 16 hex digits of the SHA-256 of its bytes. */
export const revisionOf = (bytes: Uint8Array | string): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16)

/**
 * The files a build's worker keeps, before stamping: null for those whose name changes with their bytes (the bundle's
 * files under `assetsDir`, the seed), '' (a revision to stamp) for the others (index.html, every public file).
 */
export function precacheList({
  built,
  publicFiles,
  seedFile,
  assetsDir,
}: {
  built: readonly string[]
  publicFiles: readonly string[]
  seedFile: string
  assetsDir: string
}): Record<string, string | null> {
  const fromPublic = new Set(publicFiles)
  const contentNamed = (file: string) =>
    file === seedFile || (file.startsWith(`${assetsDir}/`) && !fromPublic.has(file))
  const files = [...new Set([...built, ...publicFiles, seedFile])].sort()
  return Object.fromEntries(files.map((file) => [file, contentNamed(file) ? null : '']))
}

/**
 * `config` with the revision of each file that has one computed from its bytes (`read`), and the build id that
 * follows from them. Only those files are read; a file's revision depends on its bytes alone.
 */
export function stamp(config: ServiceWorkerConfig, read: (file: string) => Uint8Array): ServiceWorkerConfig {
  const precache: PrecacheManifest = Object.fromEntries(
    Object.entries(config.precache).map(([file, revision]) => [
      file,
      revision === null ? null : revisionOf(read(file)),
    ]),
  )
  const { dev, seedFile, shell } = config
  return { buildId: revisionOf(JSON.stringify({ dev, seedFile, shell, precache })), dev, seedFile, shell, precache }
}

/** sw.js: the config on the first line (ended by a semicolon: the code may start with a parenthesis), then the code. */
export const serviceWorkerScript = (config: ServiceWorkerConfig, code: string): string =>
  `${HEADER}${JSON.stringify(config)};\n${code}`

/** The config and code of a sw.js written by serviceWorkerScript. */
export function readServiceWorkerScript(script: string): { config: ServiceWorkerConfig; code: string } {
  const end = script.indexOf(';\n')
  if (!script.startsWith(HEADER) || end < 0) throw new Error('sw.js does not start with its config line')
  return { config: JSON.parse(script.slice(HEADER.length, end)) as ServiceWorkerConfig, code: script.slice(end + 2) }
}

/** The manifest step: `outDir`/sw.js stamped with the revisions of the files in `outDir` as they are now. */
export function stampServiceWorker(outDir: string): ServiceWorkerConfig {
  const file = join(outDir, 'sw.js')
  const { config, code } = readServiceWorkerScript(readFileSync(file, 'utf8'))
  const stamped = stamp(config, (name) => readFileSync(join(outDir, name)))
  writeFileSync(file, serviceWorkerScript(stamped, code))
  return stamped
}
