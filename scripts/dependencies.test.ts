// Honest dependencies (issue 46): every package the tree imports is declared, at an exact version, and every declared
// package is used. A package that only arrives as another one's dependency (rolldown under vite, axe-core under a
// plugin) changes version or disappears when that one is updated; a range (^1.2.3) lets two installs differ.
//
// Each file is held to the nearest package.json above it. A nested package (conformance/, bench/lighthouse/) declares
// what it imports itself; the root's packages count too for the files it does not publish (tests, and its "files"
// exclusions) and for a private one (run only from this checkout, where Node finds the root's node_modules above its
// own). A nested package without a lockfile of its own is installed by the root's: the root declares its packages too.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const FOLDERS = ['src', 'machines', 'mock-server', 'fixtures', 'tests', 'scripts', 'bench', 'conformance']
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/
const SKIPPED_FOLDERS = new Set(['node_modules', 'test-results', 'coverage'])
// The tsconfig path aliases (and Vite's virtual modules) are the app's own files, not packages.
const LOCAL = /^(\.|\/|node:|virtual:|@\/|@machines\/|@mock\/|@fixtures\/)/

interface Manifest {
  name?: string
  private?: boolean
  files?: string[]
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  overrides?: Record<string, unknown>
}

/** The package a bare import names (`@scope/name` or `name`, without subpath or `?url`), or null for a local one. */
export function packageOf(specifier: string): string | null {
  if (LOCAL.test(specifier)) return null
  const [path = ''] = specifier.split('?')
  const parts = path.split('/')
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

/** Every package a source file imports: static, side-effect, type-only, re-exports, dynamic import() and require(). */
export function importedPackages(source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true)
  const names = importedFiles.map((f) => packageOf(f.fileName)).filter((n): n is string => n !== null)
  return [...new Set(names)]
}

/** An exact version: a bare semver (1.2.3, 1.2.3-rc.1) or an npm: alias to one. */
export function isExact(spec: string): boolean {
  return /^(npm:(@[^/@]+\/)?[^/@]+@)?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(spec)
}

const manifestCache = new Map<string, Manifest>()
function readManifest(path: string): Manifest {
  if (!manifestCache.has(path)) manifestCache.set(path, JSON.parse(readFileSync(path, 'utf8')) as Manifest)
  return manifestCache.get(path)!
}
const declared = (m: Manifest) =>
  new Set([...Object.keys(m.dependencies ?? {}), ...Object.keys(m.devDependencies ?? {})])

let sourceCache: string[] | undefined
function sourceFiles(): string[] {
  if (sourceCache) return sourceCache
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('dist')) walk(join(dir, entry.name))
      } else if (SOURCE.test(entry.name)) out.push(join(dir, entry.name))
    }
  }
  for (const folder of FOLDERS) walk(join(ROOT, folder))
  for (const entry of readdirSync(ROOT, { withFileTypes: true })) {
    if (entry.isFile() && SOURCE.test(entry.name)) out.push(join(ROOT, entry.name))
  }
  sourceCache = out
  return out
}

/** The package.json a file belongs to: the nearest one above it. */
function manifestOf(file: string): string {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'package.json')
    if (dir === ROOT) throw new Error(`no package.json above ${file}`)
  }
}

const ROOT_MANIFEST = join(ROOT, 'package.json')
const isTest = (file: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file)
/** A nested package's file it does not publish: a test, or one its "files" list excludes by name. */
const unpublished = (file: string, manifestPath: string, m: Manifest) =>
  isTest(file) || (m.files ?? []).includes(`!${relative(dirname(manifestPath), file)}`)
/** A nested package with its own lockfile is installed on its own (bench/lighthouse/); the others by the root's. */
const installedByRoot = (manifestPath: string) =>
  manifestPath === ROOT_MANIFEST || !existsSync(join(dirname(manifestPath), 'package-lock.json'))

/** `file: package` for each import not declared where Node would find it for that file. */
export function undeclaredImports(files: string[], read = (f: string) => readFileSync(f, 'utf8')): string[] {
  const found: string[] = []
  for (const file of files) {
    const manifestPath = manifestOf(file)
    const manifest = readManifest(manifestPath)
    const allowed = declared(manifest)
    if (manifest.name) allowed.add(manifest.name)
    if (manifestPath !== ROOT_MANIFEST && (manifest.private || unpublished(file, manifestPath, manifest))) {
      for (const name of declared(readManifest(ROOT_MANIFEST))) allowed.add(name)
    }
    for (const name of importedPackages(read(file))) {
      if (!allowed.has(name)) found.push(`${relative(ROOT, file)}: ${name} (not in ${relative(ROOT, manifestPath)})`)
    }
  }
  return found
}

/** Every package.json of the tree (the root's and the nested packages'), as paths. */
const manifests = () => [...new Set(sourceFiles().map(manifestOf))]

/**
 * Declared packages nothing imports, and where each is used instead. The check reads that file for that text, so an
 * entry whose use is gone fails as well. @types/x is used when x is imported (or named in tsconfig's types).
 */
const USED_WITHOUT_IMPORT: Record<string, { file: string; text: string }> = {
  '@biomejs/biome': { file: 'package.json', text: '"format": "biome format' },
  '@preact/signals-react-transform': { file: 'vite.config.ts', text: "'module:@preact/signals-react-transform'" },
  'eslint-import-resolver-typescript': { file: 'eslint.config.js', text: "'import/resolver': { typescript:" },
  'happy-dom': { file: 'vite.config.ts', text: "environment: 'happy-dom'" },
  tsx: { file: 'package.json', text: '"test": "tsx ' },
  'typescript-native': { file: 'package.json', text: 'node node_modules/typescript-native/bin/tsc' },
}

// The whole tree is read (~1,000 files): seconds on a busy machine.
describe('honest dependencies', { timeout: 60_000 }, () => {
  it('finds the package of each kind of import, and leaves builtins, aliases, virtual modules and relative paths out', () => {
    const source = [
      "import React from 'react'",
      "import type { Options } from 'some-types-only'",
      "import 'fake-indexeddb/auto'",
      "import libUrl from 'a-lib/dist/a-lib.js?url'",
      "export { x } from '@scope/pkg/sub/path'",
      "const later = await import('lazy-pkg')",
      "const fs = require('fs')",
      "import { readFileSync } from 'node:fs'",
      "import { api } from '@/api/client'",
      "import { m } from '@machines/toggle.machine'",
      "import { s } from '@mock/store'",
      "import { f } from '@fixtures/data'",
      "import hints from 'virtual:compile-hints'",
      "import { local } from './local'",
    ].join('\n')
    expect(importedPackages(source).sort()).toEqual(
      ['@scope/pkg', 'a-lib', 'fake-indexeddb', 'fs', 'lazy-pkg', 'react', 'some-types-only'].sort(),
    )
  })

  it('it bites: an import of a package the nearest package.json does not declare is reported', () => {
    const file = join(ROOT, 'src', 'sample.ts')
    const sources: Record<string, string> = { [file]: "import { x } from 'left-pad'\nimport { y } from 'react'\n" }
    expect(undeclaredImports([file], (f) => sources[f]!)).toEqual(['src/sample.ts: left-pad (not in package.json)'])
  })

  it('an exact version is a bare semver or an npm: alias to one; ranges, tags and URLs are not', () => {
    for (const spec of ['1.2.3', '10.0.1', '1.0.0-rc.1', 'npm:typescript@7.0.2', 'npm:@scope/pkg@1.2.3']) {
      expect(isExact(spec), spec).toBe(true)
    }
    for (const spec of [
      '^1.2.3',
      '~6.0.3',
      '>=1.0.0',
      '1.x',
      '1.2',
      '*',
      'latest',
      'npm:typescript@^7.0.2',
      'file:../x',
    ]) {
      expect(isExact(spec), spec).toBe(false)
    }
  })

  it('every package the tree imports is declared in its package.json', () => {
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(500)
    expect(undeclaredImports(files)).toEqual([])
  })

  it('every declared version is exact, in every package.json of the tree', () => {
    const loose: string[] = []
    for (const path of manifests()) {
      const m = readManifest(path)
      for (const [name, spec] of Object.entries({ ...m.dependencies, ...m.devDependencies })) {
        if (!isExact(spec)) loose.push(`${relative(ROOT, path)}: ${name} ${spec}`)
      }
      for (const [name, spec] of Object.entries(m.overrides ?? {})) {
        if (typeof spec === 'string' && !isExact(spec)) loose.push(`${relative(ROOT, path)}: override ${name} ${spec}`)
      }
    }
    expect(loose).toEqual([])
  })

  it('the root declares, at the same version, the packages of each nested package it installs (conformance/)', () => {
    const root = readManifest(ROOT_MANIFEST)
    const rootVersions: Record<string, string> = { ...root.dependencies, ...root.devDependencies }
    const missing: string[] = []
    for (const path of manifests().filter((p) => p !== ROOT_MANIFEST && installedByRoot(p))) {
      const m = readManifest(path)
      for (const [name, spec] of Object.entries({ ...m.dependencies, ...m.devDependencies })) {
        if (rootVersions[name] !== spec)
          missing.push(`${relative(ROOT, path)}: ${name} ${spec} (root: ${rootVersions[name]})`)
      }
    }
    expect(missing).toEqual([])
  })

  it('every package the root declares is used: imported (by a package it installs), or named where its tool reads it', () => {
    const imported = new Set<string>()
    for (const file of sourceFiles()) {
      if (installedByRoot(manifestOf(file)) || isTest(file)) {
        for (const name of importedPackages(readFileSync(file, 'utf8'))) imported.add(name)
      }
    }
    const tsconfig = readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')
    const unused: string[] = []
    for (const name of declared(readManifest(ROOT_MANIFEST))) {
      const typesOf = name.startsWith('@types/') ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2') : null
      if (imported.has(name)) continue
      if (typesOf && (imported.has(typesOf) || tsconfig.includes(`"${typesOf}"`))) continue
      const use = USED_WITHOUT_IMPORT[name]
      if (use && readFileSync(join(ROOT, use.file), 'utf8').includes(use.text)) continue
      unused.push(name)
    }
    expect(unused).toEqual([])
  })
})
