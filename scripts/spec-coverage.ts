// Spec traceability: `npx tsx scripts/spec-coverage.ts --write | --check` (npm run spec:coverage / spec:check).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkRulesAgainstSpec, coverage, extractTitles, isTestFile, parseRules, parseSpec, renderMarkdown, unknownIds, type TestTitle } from './spec-coverage/lib'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const SPEC = join(ROOT, 'docs/spec.md')
const RULES = join(ROOT, 'docs/spec-rules.json')
const OUT = join(ROOT, 'docs/spec-coverage.md')
// Generated or third-party trees that may hold *.test.ts we don't own.
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'playwright-report', 'test-results'])

function walk(dir: string, acc: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || SKIP_DIRS.has(e.name)) continue
    const full = join(dir, e.name)
    if (e.isDirectory()) walk(full, acc)
    else if (e.isFile()) {
      const rel = relative(ROOT, full).split(sep).join('/')
      if (isTestFile(rel)) acc.push(rel)
    }
  }
  return acc
}

function main(argv: string[]): number {
  const mode = argv.includes('--write') ? 'write' : argv.includes('--check') ? 'check' : null
  if (!mode) {
    console.error('usage: tsx scripts/spec-coverage.ts --write | --check')
    return 2
  }
  const spec = parseSpec(readFileSync(SPEC, 'utf8'))
  const { rules, problems, ids } = existsSync(RULES)
    ? parseRules(readFileSync(RULES, 'utf8'))
    : { rules: {}, ids: [], problems: ['docs/spec-rules.json is missing: every rule of docs/spec.md needs an entry with its layers'] }
  problems.push(...checkRulesAgainstSpec(spec, ids))
  const titles: TestTitle[] = walk(ROOT)
    .sort()
    .flatMap((f) => extractTitles(f, readFileSync(join(ROOT, f), 'utf8')))
  problems.push(...unknownIds(spec, titles))
  const md = renderMarkdown(spec, coverage(spec, titles, rules))

  if (mode === 'write') {
    writeFileSync(OUT, md)
    console.log(`wrote docs/spec-coverage.md (${spec.rules.length} rules, ${titles.length} titles)`)
  } else {
    const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : ''
    if (current !== md) problems.unshift('docs/spec-coverage.md is stale: run `npm run spec:coverage` and commit the result')
  }
  for (const p of problems) console.error(`spec-coverage: ${p}`)
  return problems.length ? 1 : 0
}

process.exitCode = main(process.argv.slice(2))
