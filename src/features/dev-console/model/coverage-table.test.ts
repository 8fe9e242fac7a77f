import { describe, expect, it } from 'vitest'
import { countBy, countByStatus, EMPTY_FILTER, filterCoverage, parseCoverage, type RowFacts } from './coverage-table'
import { specCoverage } from './spec-coverage-source'

const SAMPLE = `# Spec coverage

| kind | path |
|---|---|
| journey | \`tests/**/*.spec.ts\` |

## Totals

| layer | tested | partial | not yet | not testable | total |
|---|---:|---:|---:|---:|---:|
| screen | 1 | 0 | 0 | 0 | 1 |

## §2 Screens and routes

1 of 2 tested, 0 partial, 1 not yet, 0 not testable.

| rule | layers | text | status | evidence | missing / note |
|---|---|---|---|---|---|
| R2.16 | screen | /test-api, /auth-debug — developer pages | not yet |  | no screen test yet |
| R2.17 | screen, client | a \\| b | tested | \`tests/a.spec.ts › R2.17 works\`<br>\`src/x.test.tsx › R2.17 also\`<br>+3 more<br>named, not counted: \`src/schemas/y.test.ts › R2.17 shape\` (schema) | first<br>second |

## §9 Constants

| rule | layers | text | status | evidence | missing / note |
|---|---|---|---|---|---|
| R9.33 | constant | Client error queue — 50, flushed every 30 s | partial | \`src/services/error-log.test.ts › R9.33 cap\` | the flush is not checked |
`

describe('spec coverage table', () => {
  it('reads each section table into rows with layers, status, evidence and notes', () => {
    const table = parseCoverage(SAMPLE)
    expect(table.sections).toEqual([
      { number: 2, title: 'Screens and routes' },
      { number: 9, title: 'Constants' },
    ])
    expect(table.rows.map((r) => r.id)).toEqual(['R2.16', 'R2.17', 'R9.33'])
    const [first, second, third] = table.rows
    expect(first).toMatchObject({
      section: 2,
      layers: ['screen'],
      status: 'not yet',
      evidence: [],
      notCounted: [],
      note: 'no screen test yet',
    })
    expect(second).toMatchObject({
      text: 'a | b',
      layers: ['screen', 'client'],
      evidence: ['tests/a.spec.ts › R2.17 works', 'src/x.test.tsx › R2.17 also', '+3 more'],
      notCounted: ['`src/schemas/y.test.ts › R2.17 shape` (schema)'],
      note: 'first\nsecond',
    })
    expect(third).toMatchObject({ section: 9, sectionTitle: 'Constants', status: 'partial' })
    expect(table.layers).toEqual(['screen', 'client', 'constant'])
    expect(table.statuses).toEqual(['not yet', 'tested', 'partial'])
  })

  it('filters by text (id, rule text, tests, note), section, layer and status', () => {
    const { rows } = parseCoverage(SAMPLE)
    const ids = (f: Partial<typeof EMPTY_FILTER>) => filterCoverage(rows, { ...EMPTY_FILTER, ...f }).map((r) => r.id)
    expect(ids({})).toEqual(['R2.16', 'R2.17', 'R9.33'])
    expect(ids({ text: 'r9.33' })).toEqual(['R9.33'])
    expect(ids({ text: 'DEVELOPER' })).toEqual(['R2.16'])
    expect(ids({ text: 'x.test.tsx' })).toEqual(['R2.17'])
    expect(ids({ text: 'flush is not' })).toEqual(['R9.33'])
    expect(ids({ section: 2 })).toEqual(['R2.16', 'R2.17'])
    expect(ids({ layer: 'client' })).toEqual(['R2.17'])
    expect(ids({ status: 'partial' })).toEqual(['R9.33'])
    expect(ids({ section: 2, status: 'partial' })).toEqual([])
    expect(countByStatus(rows)).toEqual({ 'not yet': 1, tested: 1, partial: 1 })
  })

  it('filters by the last results, the screen and the full list of tests when the facts are known', () => {
    const { rows } = parseCoverage(SAMPLE)
    const facts: RowFacts = {
      outcome: (id) => (id === 'R2.17' ? 'failing' : id === 'R9.33' ? 'passing' : null),
      screen: (row) => (row.layers.includes('screen') ? 'home' : null),
      tests: (id) => (id === 'R9.33' ? ['src/lib/error-log.test.ts › R9.33 flushes every 30 s'] : []),
    }
    const ids = (f: Partial<typeof EMPTY_FILTER>, with_: RowFacts = facts) =>
      filterCoverage(rows, { ...EMPTY_FILTER, ...f }, with_).map((r) => r.id)
    expect(ids({ outcome: 'failing' })).toEqual(['R2.17'])
    expect(ids({ outcome: 'none' })).toEqual([])
    expect(ids({ screen: 'home' })).toEqual(['R2.16', 'R2.17'])
    expect(ids({ text: 'every 30 s' })).toEqual(['R9.33'])
    // Without the facts (the results not loaded yet) such a filter matches nothing rather than everything.
    expect(ids({ outcome: 'failing' }, {})).toEqual([])
    expect(countBy(rows, (r) => facts.outcome!(r.id))).toEqual({ failing: 1, passing: 1 })
  })

  it('ignores what is not a rule row, so a changed preamble cannot break it', () => {
    expect(parseCoverage('# nothing\n\n| a | b |\n').rows).toEqual([])
  })

  it('parses the real docs/spec-coverage.md: every rule once, every section, known statuses', () => {
    const table = specCoverage()
    expect(table.rows.length).toBeGreaterThan(250)
    expect(new Set(table.rows.map((r) => r.id)).size).toBe(table.rows.length)
    expect(table.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    const known = [
      'tested',
      'partial',
      'not yet',
      'not testable',
      'defect fixed, tested',
      'defect fixed, partial',
      'planned',
    ]
    for (const s of table.statuses) expect(known).toContain(s)
    expect(table.rows.find((r) => r.id === 'R2.16')?.layers).toEqual(['screen'])
  })
})
