// Reading the repository for the coverage: every test file's titles (the report and the build's result bundle alike).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { contractTitles } from './contract.js'
import { parseRules } from './rules.js'
import { extractTitles, isTestFile, type TestTitle } from './titles.js'

// Generated or third-party trees that may hold *.test.ts we don't own.
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'playwright-report', 'test-results'])

/** Test files under `root`, repo-relative with forward slashes, sorted. */
export function testFiles(root: string, dir = root, acc: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || SKIP_DIRS.has(e.name)) continue
    const full = join(dir, e.name)
    if (e.isDirectory()) testFiles(root, full, acc)
    else if (e.isFile()) {
      const rel = relative(root, full).split(sep).join('/')
      if (isTestFile(rel)) acc.push(rel)
    }
  }
  return dir === root ? acc.sort() : acc
}

/** The titles of every test file under `root`, and the contract tests' run-time titles (contract.ts). */
export function collectTitles(root: string): TestTitle[] {
  const fromSources = testFiles(root).flatMap((f) => extractTitles(f, readFileSync(join(root, f), 'utf8')))
  const rulesFile = join(root, 'docs/spec-rules.json')
  const rules = existsSync(rulesFile) ? parseRules(readFileSync(rulesFile, 'utf8')).rules : {}
  return [...fromSources, ...contractTitles(root, rules)]
}
