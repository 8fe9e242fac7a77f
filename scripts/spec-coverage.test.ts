import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  compareIds,
  coverage,
  extractTitles,
  isTestFile,
  parseNotes,
  parseSpec,
  renderMarkdown,
  unknownIds,
} from './spec-coverage/lib'

const SPEC = `<!-- header quoting an example id \`R4.12\` -->
# Spec

## 1. What it does

\`R1.1\` The product is a **notes** community.
- \`R1.2\` register and log in;

## 2. Screens
| Route | Purpose |
|---|---|
| \`R2.1\` / | home feed |
| \`R2.10\` /create/{postId} | edit post |
| \`R2.9\` /create | new post |
`

// The skip/only/todo calls are interpolated so the repository holds no literal skipped or focused test call.
const SAMPLE = `
import { describe, it, test } from 'vitest'
describe('R2.1 feed', () => {
  it('R2.9 loads', () => {})
  it("R1.2 logs in", () => {})
  it(\`no id here\`, () => {})
  it(\`R1.1 \${'templated'}\`, () => {})
  it.${'skip'}('R1.1 skipped', () => {})
  it.${'todo'}('R1.1 todo')
  test.${'only'}('R2.10 only still runs', () => {})
  // it('R1.1 in a comment', () => {})
  const s = "it('R1.1 in a string', () => {})"
})
describe.${'skip'}('R2.10 skipped suite', () => {
  it('R1.1 inside a skipped suite', () => {})
})
test.describe('R9.99 unknown describe', () => {
  test('R2.1 nested', async () => {})
})
foo.it('R1.1 not a test call', () => {})
it.each([1, 2])('R1.1 each %s', () => {})
`

describe('spec-coverage: reading the spec', () => {
  it('extracts ids outside HTML comments, in numeric order, with markdown stripped', () => {
    const spec = parseSpec(SPEC)
    expect(spec.rules.map((r) => r.id)).toEqual(['R1.1', 'R1.2', 'R2.1', 'R2.9', 'R2.10'])
    expect(spec.rules[0]).toEqual({ id: 'R1.1', section: 1, text: 'The product is a notes community.' })
    expect(spec.rules.find((r) => r.id === 'R2.1')?.text).toBe('/ — home feed')
    expect(spec.sections.get(2)).toBe('Screens')
  })
  it('cuts long rule text to about 90 characters', () => {
    const spec = parseSpec(`\`R1.1\` ${'word '.repeat(40)}`)
    expect(spec.rules[0]!.text.length).toBeLessThanOrEqual(90)
    expect(spec.rules[0]!.text.endsWith('…')).toBe(true)
  })
  it('orders ids numerically', () => {
    expect(['R2.10', 'R10.1', 'R2.9'].sort(compareIds)).toEqual(['R2.9', 'R2.10', 'R10.1'])
  })
  it('finds exactly 301 rules in docs/spec.md', () => {
    expect(parseSpec(readFileSync(new URL('../docs/spec.md', import.meta.url), 'utf8')).rules).toHaveLength(301)
  })
})

describe('spec-coverage: collecting test titles', () => {
  const titles = extractTitles('src/x.test.ts', SAMPLE)
  const running = titles.filter((t) => t.kind === 'test' && !t.skipped)

  it('collects literal titles of it/test calls with the ids of enclosing describes', () => {
    expect(running.map((t) => [t.title, t.ids])).toEqual([
      ['R2.9 loads', ['R2.1', 'R2.9']],
      ['R1.2 logs in', ['R2.1', 'R1.2']],
      ['no id here', ['R2.1']],
      ['R2.10 only still runs', ['R2.1', 'R2.10']],
      ['R2.1 nested', ['R9.99', 'R2.1']],
    ])
  })
  it('ignores .skip, .todo, skipped suites, comments, strings, templates with ${}, .each and non-test callees', () => {
    const all = titles.map((t) => t.title)
    expect(all).not.toContain('R1.1 in a comment')
    expect(all).not.toContain('R1.1 in a string')
    expect(all).not.toContain('R1.1 not a test call')
    expect(all.some((t) => t.includes('templated') || t.includes('each'))).toBe(false)
    expect(titles.filter((t) => t.skipped).map((t) => t.title)).toEqual([
      'R1.1 skipped',
      'R1.1 todo',
      'R2.10 skipped suite',
      'R1.1 inside a skipped suite',
    ])
  })
  it('recognises the test file patterns', () => {
    expect(isTestFile('src/a.test.ts')).toBe(true)
    expect(isTestFile('src/a/b.test.tsx')).toBe(true)
    expect(isTestFile('tests/feed.spec.ts')).toBe(true)
    expect(isTestFile('src/feed.spec.ts')).toBe(false)
    expect(isTestFile('src/a.ts')).toBe(false)
  })
})

describe('spec-coverage: checks and report', () => {
  const spec = parseSpec(SPEC)
  const titles = extractTitles('src/x.test.ts', SAMPLE)

  it('reports ids that the spec does not have, in titles and in notes', () => {
    const { notes } = parseNotes('{ "R7.7": { "status": "not-testable", "note": "why" } }')
    expect(unknownIds(spec, titles, notes)).toEqual([
      'src/x.test.ts: "R9.99 unknown describe" names R9.99, which docs/spec.md does not have',
      'docs/spec-notes.json names R7.7, which docs/spec.md does not have',
    ])
  })
  it('does not confuse an id with a longer one that shares its prefix', () => {
    const s = parseSpec('`R5.1` a\n`R5.10` b')
    expect(unknownIds(s, extractTitles('a.test.ts', "it('R5.10 b', () => {})"), {})).toEqual([])
  })
  it('rejects notes without a known status or a note', () => {
    expect(parseNotes('{ "R1.1": { "status": "done", "note": "x" } }').problems).toHaveLength(1)
    expect(parseNotes('{ "R1.1": { "status": "not-testable", "note": " " } }').problems).toHaveLength(1)
    expect(parseNotes('[').problems[0]).toMatch(/not valid JSON/)
  })
  it('combines tests and notes into statuses; skipped tests never count', () => {
    const { notes } = parseNotes(
      '{ "R1.1": { "status": "not-testable", "note": "pure description" }, "R2.9": { "status": "defect-fixed", "note": "built" }, "R2.10": { "status": "defect-fixed", "note": "built" } }',
    )
    const rows = coverage(spec, titles, notes)
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]))
    expect(status).toEqual({
      'R1.1': 'not testable',
      'R1.2': 'tested',
      'R2.1': 'tested',
      'R2.9': 'defect fixed, tested',
      'R2.10': 'defect fixed, tested',
    })
    const md = renderMarkdown(spec, rows)
    expect(md).toContain('| tested | 2 |')
    expect(md).toContain('| defect of the original fixed, tested | 2 |')
    expect(md).toContain('| **total** | **5** |')
    expect(md).toContain('src/x.test.ts › R2.9 loads')
    expect(renderMarkdown(spec, coverage(spec, titles, notes))).toBe(md)
  })
  it('a defect note without a test is planned work, not fixed', () => {
    const { notes } = parseNotes('{ "R1.1": { "status": "defect-fixed", "note": "we build X" } }')
    const row = coverage(spec, [], notes).find((r) => r.id === 'R1.1')
    expect(row?.status).toBe('not yet')
    expect(renderMarkdown(spec, coverage(spec, [], notes))).toContain('Planned (defect of the original): we build X')
  })
  it('shows at most three evidence entries and "+N more"', () => {
    const src = ['a', 'b', 'c', 'd', 'e'].map((x) => `it('R1.2 ${x}', () => {})`).join('\n')
    const md = renderMarkdown(spec, coverage(spec, extractTitles('a.test.ts', src), {}))
    expect(md).toContain('+2 more')
    expect(md).not.toContain('R1.2 d')
  })
})
