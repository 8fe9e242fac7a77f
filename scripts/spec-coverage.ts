// Spec traceability: `npx tsx scripts/spec-coverage.ts --write | --check` (npm run spec:coverage / spec:check).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collectTitles } from './spec-coverage/collect'
import { contractSummary } from './spec-coverage/contract'
import {
  checkRulesAgainstSpec,
  coverage,
  parseRules,
  parseSpec,
  renderMarkdown,
  unknownIds,
  unknownTransitionRules,
} from './spec-coverage/lib'
import { machineStates, machineTransitions } from './spec-coverage/machines'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const SPEC = join(ROOT, 'docs/spec.md')
const RULES = join(ROOT, 'docs/spec-rules.json')
const OUT = join(ROOT, 'docs/spec-coverage.md')

function main(argv: string[]): number {
  const mode = argv.includes('--write') ? 'write' : argv.includes('--check') ? 'check' : null
  if (!mode) {
    console.error('usage: tsx scripts/spec-coverage.ts --write | --check')
    return 2
  }
  const spec = parseSpec(readFileSync(SPEC, 'utf8'))
  const { rules, problems, ids } = existsSync(RULES)
    ? parseRules(readFileSync(RULES, 'utf8'))
    : {
        rules: {},
        ids: [],
        problems: ['docs/spec-rules.json is missing: every rule of docs/spec.md needs an entry with its layers'],
      }
  problems.push(...checkRulesAgainstSpec(spec, ids))
  const titles = collectTitles(ROOT)
  problems.push(...unknownIds(spec, titles))
  const transitions = machineTransitions()
  const states = machineStates()
  problems.push(...unknownTransitionRules(spec, [...transitions, ...states]))
  const md = renderMarkdown(spec, coverage(spec, titles, rules), contractSummary(ROOT, rules), transitions, states)

  if (mode === 'write') {
    writeFileSync(OUT, md)
    console.log(`wrote docs/spec-coverage.md (${spec.rules.length} rules, ${titles.length} titles)`)
  } else {
    const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : ''
    if (current !== md)
      problems.unshift('docs/spec-coverage.md is stale: run `npm run spec:coverage` and commit the result')
  }
  for (const p of problems) console.error(`spec-coverage: ${p}`)
  return problems.length ? 1 : 0
}

process.exitCode = main(process.argv.slice(2))
