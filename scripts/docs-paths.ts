import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs'
import { posix } from 'node:path'

// The repository's documents name its files (`src/app/boot.ts`, [ADR 011](decisions/011-live-machines.md)); a file
// that moves leaves the document naming a path that is no longer there, and a reader who follows it finds nothing.
// This finds every such name and says which ones are missing (scripts/docs-paths.test.ts runs it in `npm test`).

/** The repository's top-level folders: a token starting with one of them and a slash is a path of the repository. */
export const TOP_FOLDERS = [
  '.ci',
  'bench',
  'conformance',
  'docs',
  'fixtures',
  'machines',
  'mock-server',
  'public',
  'scripts',
  'src',
  'tests',
] as const

/** The repository's top-level files a document may name on their own. */
export const TOP_FILES = [
  '.editorconfig',
  '.env',
  '.gitignore',
  'biome.json',
  'eslint.config.js',
  'index.html',
  'package-lock.json',
  'package.json',
  'playwright.config.ts',
  'schemathesis.toml',
  'tsconfig.json',
  'uno.config.ts',
  'vite.config.ts',
] as const

/** Where a document names a path: its text as written and the path from the repository's root it stands for. */
export interface PathName {
  written: string
  path: string
}

// A path token: not glued to what comes before it (so `@/lib/x`, `/demo/docs/x` and `https://…/src/x` are not read
// as repository paths), then segments of file-name characters, `*` globs, `{a,b}` alternatives and `<id>` placeholders.
// What ends it (a space, `:12`, `#anchor`, `§3`, a bracket, a backtick) is not part of the path.
const TOKEN = /(?<![\w.@~/-])[\w.-]+(?:\/(?:[\w.*+~@-]|\{[^{}\s/]*\}|<[^<>\s/]+>)*)*/g
// A markdown link's target: [text](target) or [text](target "title").
const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g

const topFolders = new Set<string>(TOP_FOLDERS)
const topFiles = new Set<string>(TOP_FILES)

/** `a/{b,c}/d` as `a/b/d` and `a/c/d` (any number of groups). */
function expandBraces(path: string): string[] {
  const group = /\{([^{}]*)\}/.exec(path)
  if (!group) return [path]
  const before = path.slice(0, group.index)
  const after = path.slice(group.index + group[0].length)
  return group[1]!.split(',').flatMap((choice) => expandBraces(`${before}${choice}${after}`))
}

/** The path a token stands for, from the repository's root, or null when it is not one of the repository's. */
function repositoryPath(token: string): string | null {
  // A sentence's full stop or an ellipsis after a path is not part of it.
  const trimmed = token.replace(/\.+$/, '')
  const [first] = trimmed.split('/')
  if (trimmed.includes('/') ? !topFolders.has(first!) : !topFiles.has(trimmed)) return null
  return trimmed
}

/**
 * Every repository path `text` names: path-like tokens anywhere in it (prose, code spans, code blocks) that start with
 * a top-level folder or name a top-level file, read from the repository's root; and the targets of its markdown
 * links, read from `folder` (the document's own folder, from the root) as a reader's viewer reads them.
 */
export function pathNamesIn(text: string, folder = ''): PathName[] {
  const names: PathName[] = []
  for (const [written] of text.matchAll(TOKEN)) {
    const path = repositoryPath(written)
    if (path) names.push({ written, path })
  }
  for (const [, target] of text.matchAll(LINK)) {
    // Another site (https:, mailto:) or a place in this document.
    if (/^[a-z][a-z\d+.-]*:/i.test(target!) || target!.startsWith('#')) continue
    const file = decodeURI(target!.replace(/[#?].*$/, ''))
    const path = posix.normalize(file.startsWith('/') ? file.slice(1) : posix.join(folder, file))
    names.push({ written: target!, path })
  }
  return names
}

/** Turns a .gitignore into a test of paths: the ones it ignores are what the tools write, not files the repository holds. */
export function ignoredBy(gitignore: string): (path: string) => boolean {
  const patterns = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
    .map((line) => {
      const anchored = line.replace(/\/$/, '').includes('/')
      const body = line
        .replace(/^\//, '')
        .replace(/\/$/, '')
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '\0')
        .replace(/\*/g, '[^/]*')
        .replace(/\0/g, '.*')
      // The pattern, or a folder it ignores everything under; a folder of its own that holds only what it ignores
      // (`tests/screenshots/` for `tests/screenshots/*.png`) is the tools' too.
      const literalFolder = anchored ? line.replace(/^\//, '').replace(/\/[^/]*[*?[].*$/, '') : null
      return { matches: new RegExp(`${anchored ? '^' : '(^|/)'}${body}(/|$)`), literalFolder }
    })
  return (path) => {
    const bare = path.replace(/\/$/, '')
    return patterns.some(
      ({ matches, literalFolder }) => matches.test(bare) || (literalFolder !== null && literalFolder === bare),
    )
  }
}

/** Whether a named path is in the repository: a file or folder, or for a glob, at least one. */
export function pathExists(root: string, path: string): boolean {
  const bare = path.replace(/\/$/, '')
  return expandBraces(bare).every((one) => {
    const pattern = one.replace(/<[^<>]+>/g, '*')
    return pattern.includes('*') ? globSync(pattern, { cwd: root }).length > 0 : existsSync(posix.join(root, pattern))
  })
}

/** The documents the check reads: the READMEs and everything under docs/ that is markdown. */
export function documentsOf(root: string): string[] {
  const docs = readdirSync(posix.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => posix.join('docs', file.split('\\').join('/')))
  return ['README.md', 'bench/README.md', 'conformance/README.md', ...docs.sort()].filter((file) =>
    existsSync(posix.join(root, file)),
  )
}

/** `document: path` for every path a document names that is not in the repository (nor written by its tools). */
export function missingPathNames(root: string, documents: readonly string[]): string[] {
  const ignored = ignoredBy(readFileSync(posix.join(root, '.gitignore'), 'utf8'))
  const missing: string[] = []
  const found = new Map<string, boolean>()
  const exists = (path: string) => found.get(path) ?? found.set(path, pathExists(root, path)).get(path)!
  for (const document of documents) {
    const text = readFileSync(posix.join(root, document), 'utf8')
    const seen = new Set<string>()
    for (const { path } of pathNamesIn(text, posix.dirname(document))) {
      if (seen.has(path)) continue
      seen.add(path)
      if (!exists(path) && !ignored(path)) missing.push(`${document}: ${path}`)
    }
  }
  return missing
}
