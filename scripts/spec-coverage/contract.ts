// The contract tests as evidence: the fuzz, the authorisation matrix and the Idempotency-Key drill have one test per
// operation of docs/openapi.json, titled at run time (mock-server/test/contract-titles.ts), so no title in the
// sources names a rule. Each operation lists its rules (x-rules); its tests count for those of them that have a
// server layer, under the title the test runs with and on the line of its `it(` call.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTRACT_SUITES, contractOperations } from '../../mock-server/test/contract-titles.js'
import type { RulesData } from './rules.js'
import type { TestTitle } from './titles.js'

/** The 1-based line of `it(CONTRACT_SUITES.<key>.title(` in `source` (every row of the loop reports that line), or 0. */
function lineOf(source: string, key: string): number {
  const at = source.search(new RegExp(`\\bit\\(\\s*CONTRACT_SUITES\\.${key}\\.title\\(`))
  return at < 0 ? 0 : source.slice(0, at).split('\n').length
}

/** One suite as the coverage document lists it. */
export interface ContractSuiteSummary {
  file: string
  /** What one of its tests checks, as its title says it (for the first operation it covers). */
  example: string
  operations: number
  /** Server-layer rules its tests count for. */
  rules: string[]
}

function suites(root: string, rules: RulesData): Array<ContractSuiteSummary & { titles: TestTitle[] }> {
  const contract = join(root, 'docs/openapi.json')
  if (!existsSync(contract)) return []
  const operations = contractOperations(JSON.parse(readFileSync(contract, 'utf8')) as Record<string, unknown>)
  const serverRule = (id: string) => rules[id]?.layers.includes('server') ?? false
  return Object.entries(CONTRACT_SUITES).flatMap(([key, suite]) => {
    const file = join(root, suite.file)
    const line = existsSync(file) ? lineOf(readFileSync(file, 'utf8'), key) : 0
    const covered = operations.filter(suite.covers)
    // A suite whose call is gone proves nothing: no evidence rather than evidence for a test that does not run.
    if (!line || covered.length === 0) return []
    const titles = covered.flatMap((op): TestTitle[] => {
      const ids = op.rules.filter(serverRule)
      return ids.length ? [{ file: suite.file, title: suite.title(op), ids, kind: 'test', skipped: false, line }] : []
    })
    const ruleIds = [...new Set(titles.flatMap((t) => t.ids))]
    return [{ file: suite.file, example: suite.title(covered[0]!), operations: covered.length, rules: ruleIds, titles }]
  })
}

/** The suites' tests, one per operation they cover that names a server rule. */
export function contractTitles(root: string, rules: RulesData): TestTitle[] {
  return suites(root, rules).flatMap((s) => s.titles)
}

export function contractSummary(root: string, rules: RulesData): ContractSuiteSummary[] {
  return suites(root, rules).map(({ titles: _titles, ...summary }) => summary)
}
