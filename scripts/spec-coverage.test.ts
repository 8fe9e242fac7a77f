import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  ACCEPTS,
  accepts,
  checkRulesAgainstSpec,
  compareIds,
  coverage,
  extractTitles,
  isTestFile,
  kindOf,
  LAYERS,
  parseRules,
  parseSpec,
  renderMarkdown,
  totalsByLayer,
  unknownIds,
  unknownTransitionRules,
  type TestTitle,
} from './spec-coverage/lib'
import { machineStates, machineTransitions } from './spec-coverage/machines'
import { contractSummary, contractTitles } from './spec-coverage/contract'
import { CONTRACT_SUITES, contractOperations } from '../mock-server/test/contract-titles'

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
`

// Parametrised titles: the title is the first argument of the outer call.
const EACH = `
import { describe, it, test } from 'vitest'
it.each([1, 2])('R1.1 each %s', () => {})
it.concurrent.each([1])('R1.2 concurrent each %s', () => {})
test.each\`a\${1}\`('R2.9 tagged table $a', () => {})
describe.each([['x']])('R2.1 suite %s', () => {
  it('inherits the suite id', () => {})
})
test.describe.each([1])('R2.10 playwright suite %s', () => {
  test('inside', () => {})
})
it.${'skip'}.each([1])('R1.1 skipped each %s', () => {})
it.${'fails'}('R1.2 expected to fail', () => {})
test.${'fixme'}('R1.2 fixme', () => {})
it.${'skipIf'}(true)('R1.2 skipped if', () => {})
it.each(rows)
`

const titlesOf = (file: string, src: string) => extractTitles(file, src)
const rules = (json: string) => {
  const parsed = parseRules(json)
  expect(parsed.problems).toEqual([])
  return parsed.rules
}
const statusOf = (titles: TestTitle[], json: string, spec = parseSpec(SPEC)) =>
  Object.fromEntries(coverage(spec, titles, rules(json)).map((r) => [r.id, r.status]))

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
  it('finds exactly 301 rules in docs/spec.md, and docs/spec-rules.json has a valid entry for each', () => {
    const spec = parseSpec(readFileSync(new URL('../docs/spec.md', import.meta.url), 'utf8'))
    expect(spec.rules).toHaveLength(301)
    const data = parseRules(readFileSync(new URL('../docs/spec-rules.json', import.meta.url), 'utf8'))
    expect(data.problems).toEqual([])
    expect(checkRulesAgainstSpec(spec, data.ids)).toEqual([])
  })
})

describe('spec-coverage: collecting test titles', () => {
  const titles = titlesOf('src/x.test.ts', SAMPLE)
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
  it('ignores comments, strings, templates with ${} and non-test callees; marks .skip, .todo and skipped suites', () => {
    const all = titles.map((t) => t.title)
    expect(all).not.toContain('R1.1 in a comment')
    expect(all).not.toContain('R1.1 in a string')
    expect(all).not.toContain('R1.1 not a test call')
    expect(all.some((t) => t.includes('templated'))).toBe(false)
    expect(titles.filter((t) => t.skipped).map((t) => t.title)).toEqual([
      'R1.1 skipped',
      'R1.1 todo',
      'R2.10 skipped suite',
      'R1.1 inside a skipped suite',
    ])
  })
  it('it.each / test.each / describe.each / test.describe.each titles count, with modifiers; .skip/.fails/.fixme/.skipIf never do', () => {
    const each = titlesOf('src/x.test.ts', EACH)
    expect(each.filter((t) => !t.skipped).map((t) => [t.kind, t.title, t.ids])).toEqual([
      ['test', 'R1.1 each %s', ['R1.1']],
      ['test', 'R1.2 concurrent each %s', ['R1.2']],
      ['test', 'R2.9 tagged table $a', ['R2.9']],
      ['describe', 'R2.1 suite %s', ['R2.1']],
      ['test', 'inherits the suite id', ['R2.1']],
      ['describe', 'R2.10 playwright suite %s', ['R2.10']],
      ['test', 'inside', ['R2.10']],
    ])
    expect(each.filter((t) => t.skipped).map((t) => t.title)).toEqual([
      'R1.1 skipped each %s',
      'R1.2 expected to fail',
      'R1.2 fixme',
      'R1.2 skipped if',
    ])
  })
  it('skipped tests never count as evidence', () => {
    const src = `it.${'skip'}('R1.2 skipped', () => {})\nit.${'todo'}('R1.2 todo')\nit.${'fails'}('R1.2 fails', () => {})`
    const s = statusOf(
      titlesOf('src/features/a/components/x.test.tsx', src),
      '{"R1.2": {"layers": ["screen"]}}',
      parseSpec('`R1.2` log in'),
    )
    expect(s['R1.2']).toBe('not yet')
  })
  it('recognises the test file patterns', () => {
    expect(isTestFile('src/a.test.ts')).toBe(true)
    expect(isTestFile('src/a/b.test.tsx')).toBe(true)
    expect(isTestFile('tests/feed.spec.ts')).toBe(true)
    expect(isTestFile('src/feed.spec.ts')).toBe(false)
    expect(isTestFile('src/a.ts')).toBe(false)
  })
})

describe('spec-coverage: which test proves which layer', () => {
  it('classifies each test file by its path', () => {
    expect(
      Object.fromEntries(
        [
          'tests/feed.spec.ts',
          'tests/deep/post.spec.ts',
          'src/components/ui/offline-banner.test.tsx',
          'src/components/post-list/masonry.test.tsx',
          'src/features/auth/components/login-form.test.tsx',
          'src/app/layout/app-header.test.tsx',
          'src/features/auth/model/auth-messages.test.ts',
          'src/features/auth/model/use-auth.test.tsx',
          'src/components/post-list/use-cells-in-turn.test.ts',
          'src/lib/format.test.ts',
          'src/components/post-list/post-pages.test.ts',
          'machines/toggle.machine.test.ts',
          'src/api/client.test.ts',
          'src/features/create-post/api/upload-post-images.test.ts',
          'mock-server/handlers/posts.test.ts',
          'src/schemas/post.schema.test.ts',
          'scripts/spec-coverage.test.ts',
          'fixtures/fixtures.test.ts',
          'bench/stats.test.ts',
          'src/features/feed/page.test.tsx',
        ].map((p) => [p, kindOf(p)]),
      ),
    ).toEqual({
      'tests/feed.spec.ts': 'journey',
      'tests/deep/post.spec.ts': 'journey',
      'src/components/ui/offline-banner.test.tsx': 'component',
      'src/components/post-list/masonry.test.tsx': 'component',
      'src/features/auth/components/login-form.test.tsx': 'component',
      'src/app/layout/app-header.test.tsx': 'component',
      'src/features/auth/model/auth-messages.test.ts': 'hook',
      'src/features/auth/model/use-auth.test.tsx': 'hook',
      'src/components/post-list/use-cells-in-turn.test.ts': 'hook',
      'src/lib/format.test.ts': 'hook',
      'src/components/post-list/post-pages.test.ts': 'hook',
      'machines/toggle.machine.test.ts': 'machine',
      'src/api/client.test.ts': 'client',
      'src/features/create-post/api/upload-post-images.test.ts': 'client',
      'mock-server/handlers/posts.test.ts': 'server',
      'src/schemas/post.schema.test.ts': 'schema',
      'scripts/spec-coverage.test.ts': 'tooling',
      'fixtures/fixtures.test.ts': 'tooling',
      'bench/stats.test.ts': 'tooling',
      'src/features/feed/page.test.tsx': 'other',
    })
  })
  it('accepts per layer: a server test never proves a screen rule, tooling never proves anything', () => {
    expect(ACCEPTS.screen).toEqual(['component', 'journey'])
    expect(ACCEPTS.flow).toEqual(['machine', 'hook'])
    expect(ACCEPTS.client).toEqual(['client', 'component', 'hook'])
    expect(ACCEPTS.server).toEqual(['server'])
    expect(ACCEPTS.content).toEqual(['component', 'journey'])
    expect(ACCEPTS.constant).not.toContain('server')
    expect(ACCEPTS.constant).toContain('schema')
    for (const layer of LAYERS) expect(accepts(layer, 'tooling'), layer).toBe(false)
    for (const layer of LAYERS.filter((l) => l !== 'server')) expect(accepts(layer, 'server'), layer).toBe(false)

    const spec = parseSpec('`R2.1` / home feed')
    const serverOnly = titlesOf('mock-server/handlers/posts.test.ts', "it('R2.1 the feed answers 20 posts', () => {})")
    const [row] = coverage(spec, serverOnly, rules('{"R2.1": {"layers": ["screen"]}}'))
    expect(row).toMatchObject({ status: 'not yet', evidence: [], covered: [], missing: ['no screen test yet'] })
    expect(row!.notCounted).toEqual([
      { test: 'mock-server/handlers/posts.test.ts › R2.1 the feed answers 20 posts', kind: 'server' },
    ])
    const md = renderMarkdown(spec, [row!])
    expect(md).toContain(
      'named, not counted: `mock-server/handlers/posts.test.ts › R2.1 the feed answers 20 posts` (server)',
    )
  })
  it('a rule with two layers is partial until each layer has a test that counts, and says which is missing', () => {
    const spec = parseSpec('`R7.19` POST and DELETE /social/like/{postId}')
    const data = '{"R7.19": {"layers": ["client", "server"]}}'
    const server = titlesOf('mock-server/handlers/social.test.ts', "it('R7.19 like answers isLiked', () => {})")
    const client = titlesOf(
      'src/features/likes-bookmarks/api/set-like.test.ts',
      "it('R7.19 sends POST, then DELETE', () => {})",
    )
    const [half] = coverage(spec, server, rules(data))
    expect(half).toMatchObject({ status: 'partial', covered: ['server'], missing: ['no client test yet'] })
    expect(renderMarkdown(spec, [half!])).toContain(
      '| R7.19 | client, server | POST and DELETE /social/like/{postId} | partial | `mock-server/handlers/social.test.ts › R7.19 like answers isLiked` | no client test yet |',
    )
    const [whole] = coverage(spec, [...server, ...client], rules(data))
    expect(whole).toMatchObject({ status: 'tested', covered: ['client', 'server'], missing: [] })
  })
  it('an entry with a partial text stays partial even when every layer has a test, and the text is shown', () => {
    const spec = parseSpec('`R2.19` More-options menu items')
    const header = titlesOf('src/app/layout/app-header.test.tsx', "it('R2.19 the menu offers bookmarks', () => {})")
    const [row] = coverage(spec, header, rules('{"R2.19": {"layers": ["screen"], "partial": "6 of 9 items missing"}}'))
    expect(row).toMatchObject({ status: 'partial', covered: ['screen'], missing: ['6 of 9 items missing'] })
    expect(renderMarkdown(spec, [row!])).toContain(
      '| partial | `src/app/layout/app-header.test.tsx › R2.19 the menu offers bookmarks` | 6 of 9 items missing |',
    )
    // Without any counted test the rule is not yet, whatever the text says.
    expect(
      coverage(spec, [], rules('{"R2.19": {"layers": ["screen"], "partial": "6 of 9 items missing"}}'))[0]?.status,
    ).toBe('not yet')
  })
  it('defect statuses: fixed and tested, fixed in part, planned; not testable keeps its note', () => {
    const spec = parseSpec('`R1.1` a\n`R2.41` b\n`R2.45` c\n`R4.14` d')
    const titles = [
      ...titlesOf('machines/offline-queue.machine.test.ts', "it('R4.14 replays the queue', () => {})"),
      ...titlesOf('src/app/routes/post.route.test.tsx', "it('R2.45 shows the real counts', () => {})"),
    ]
    const data = `{
      "R1.1": { "layers": ["content"], "status": "not-testable", "note": "a description" },
      "R2.41": { "layers": ["screen"], "status": "defect-fixed", "note": "Planned: the dialog loads real comments." },
      "R2.45": { "layers": ["screen", "client"], "status": "defect-fixed", "note": "real counts", "partial": "following not shown" },
      "R4.14": { "layers": ["flow"], "status": "defect-fixed", "note": "the queue is replayed" }
    }`
    expect(statusOf(titles, data, spec)).toEqual({
      'R1.1': 'not testable',
      'R2.41': 'planned',
      'R2.45': 'defect fixed, partial',
      'R4.14': 'defect fixed, tested',
    })
    const md = renderMarkdown(spec, coverage(spec, titles, rules(data)))
    expect(md).toContain(
      '| R2.41 | screen | b | planned |  | no screen test yet<br>Planned: the dialog loads real comments. |',
    )
    expect(md).toContain('| R1.1 | content | a | not testable |  | a description |')
    expect(md).toContain(
      'Defects of the original (docs/spec-rules.json status `defect-fixed`): 1 fixed and tested (under tested), 1 fixed in part (under partial), 1 planned',
    )
  })
  it('totals: one row per layer, a rule counted under its first layer, plus an overall row', () => {
    const spec = parseSpec('`R2.1` a\n`R2.2` b\n`R4.1` c\n`R7.1` d\n`R9.1` e\n`R1.1` f')
    const titles = [
      ...titlesOf('tests/feed.spec.ts', "test('R2.1 R7.1 the feed', async () => {})"),
      ...titlesOf('mock-server/handlers/auth.test.ts', "it('R7.1 register', () => {})"),
      ...titlesOf('src/lib/format.test.ts', "it('R9.1 R4.1 timeout', () => {})"),
    ]
    const data = `{
      "R1.1": { "layers": ["content"], "status": "not-testable", "note": "n" },
      "R2.1": { "layers": ["screen"] }, "R2.2": { "layers": ["screen"] }, "R4.1": { "layers": ["flow"] },
      "R7.1": { "layers": ["client", "server"] }, "R9.1": { "layers": ["constant"] }
    }`
    const rows = coverage(spec, titles, rules(data))
    const totals = totalsByLayer(rows)
    expect(totals.screen).toEqual({ tested: 1, partial: 0, 'not yet': 1, 'not testable': 0, total: 2 })
    expect(totals.flow).toEqual({ tested: 1, partial: 0, 'not yet': 0, 'not testable': 0, total: 1 })
    expect(totals.client).toEqual({ tested: 0, partial: 1, 'not yet': 0, 'not testable': 0, total: 1 })
    expect(totals.server.total).toBe(0)
    expect(totals.constant).toEqual({ tested: 1, partial: 0, 'not yet': 0, 'not testable': 0, total: 1 })
    expect(totals.content).toEqual({ tested: 0, partial: 0, 'not yet': 0, 'not testable': 1, total: 1 })
    expect(totals.all).toEqual({ tested: 3, partial: 1, 'not yet': 1, 'not testable': 1, total: 6 })
    const md = renderMarkdown(spec, rows)
    expect(md).toContain('| screen | 1 | 0 | 1 | 0 | 2 |')
    expect(md).toContain('| **all** | **3** | **1** | **1** | **1** | **6** |')
    expect(md).toContain(
      '| client | what the API client sends, and how it reads answers and errors | client, component, hook |',
    )
    expect(md).toContain('| server | `mock-server/**` |')
  })
})

describe('spec-coverage: checks and report', () => {
  const spec = parseSpec(SPEC)
  const titles = titlesOf('src/x.test.ts', SAMPLE)

  it('reports ids in titles that the spec does not have', () => {
    expect(unknownIds(spec, titles)).toEqual([
      'src/x.test.ts: "R9.99 unknown describe" names R9.99, which docs/spec.md does not have',
    ])
    expect(unknownIds(spec, titlesOf('a.test.ts', "it.each([1])('R3.3 %s', () => {})"))).toHaveLength(1)
  })
  it('does not confuse an id with a longer one that shares its prefix', () => {
    const s = parseSpec('`R5.1` a\n`R5.10` b')
    expect(unknownIds(s, titlesOf('a.test.ts', "it('R5.10 b', () => {})"))).toEqual([])
  })
  it('reports rules without an entry and entries the spec does not have', () => {
    const { ids } = parseRules('{ "R1.1": { "layers": ["content"] }, "R7.7": { "layers": ["client"] } }')
    expect(checkRulesAgainstSpec(spec, ids)).toEqual([
      'docs/spec-rules.json names R7.7, which docs/spec.md does not have',
      'docs/spec-rules.json has no entry for R1.2 (every rule needs its "layers")',
      'docs/spec-rules.json has no entry for R2.1 (every rule needs its "layers")',
      'docs/spec-rules.json has no entry for R2.9 (every rule needs its "layers")',
      'docs/spec-rules.json has no entry for R2.10 (every rule needs its "layers")',
    ])
  })
  it('rejects entries with an unknown layer, status or key, no layers, or a status without a note', () => {
    const problems = (entry: string) => parseRules(`{ "R1.1": ${entry} }`).problems
    expect(problems('{ "layers": ["screen"] }')).toEqual([])
    expect(problems('{ "layers": ["page"] }')[0]).toMatch(/unknown layer "page"/)
    expect(problems('{ "layers": [] }')[0]).toMatch(/non-empty list/)
    expect(problems('{ "status": "not-testable", "note": "x" }')[0]).toMatch(/non-empty list/)
    expect(problems('{ "layers": ["screen"], "status": "done", "note": "x" }')[0]).toMatch(/unknown status "done"/)
    expect(problems('{ "layers": ["screen"], "status": "not-testable" }')[0]).toMatch(/needs a "note"/)
    expect(problems('{ "layers": ["screen"], "partail": "x" }')[0]).toMatch(/unknown key "partail"/)
    expect(problems('{ "layers": ["screen"], "partial": " " }')[0]).toMatch(/"partial" must be non-empty/)
    expect(parseRules('[').problems[0]).toMatch(/not valid JSON/)
    expect(parseRules('{ "R1.1": { "layers": ["page"] } }').rules).toEqual({})
  })
  it('renders evidence: at most three counted tests and "+N more", the same every time', () => {
    const src = ['a', 'b', 'c', 'd', 'e'].map((x) => `test('R1.2 ${x}', async () => {})`).join('\n')
    const data = rules('{ "R1.2": { "layers": ["screen"] } }')
    const rows = coverage(spec, titlesOf('tests/a.spec.ts', src), data)
    const md = renderMarkdown(spec, rows)
    expect(md).toContain('+2 more')
    expect(md).not.toContain('R1.2 d')
    expect(renderMarkdown(spec, coverage(spec, titlesOf('tests/a.spec.ts', src), data))).toBe(md)
  })
})

describe('spec-coverage: the contract tests (titled at run time)', () => {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const data = parseRules(readFileSync(new URL('../docs/spec-rules.json', import.meta.url), 'utf8')).rules
  const titles = contractTitles(root, data)

  it('each suite is found on its it( line, with one test per operation it covers that names a server rule', () => {
    const operations = contractOperations(
      JSON.parse(readFileSync(new URL('../docs/openapi.json', import.meta.url), 'utf8')),
    )
    for (const [key, suite] of Object.entries(CONTRACT_SUITES)) {
      const mine = titles.filter((t) => t.file === suite.file && operations.some((op) => suite.title(op) === t.title))
      const source = readFileSync(new URL(`../${suite.file}`, import.meta.url), 'utf8').split('\n')
      expect(mine.length, key).toBeGreaterThan(0)
      for (const t of mine)
        expect(source[t.line - 1], `${key} line ${t.line}`).toContain(`it(CONTRACT_SUITES.${key}.title(`)
    }
    expect(
      titles.find((t) => t.title === CONTRACT_SUITES.fuzz.title({ method: 'POST', path: '/api/posts' }))?.ids,
    ).toEqual(['R7.14'])
  })

  it('counts only for server-layer rules, and the document lists the suites', () => {
    for (const t of titles) for (const id of t.ids) expect(data[id]?.layers, id).toContain('server')
    const md = renderMarkdown(parseSpec(SPEC), [], contractSummary(root, data))
    expect(md).toContain('## Server layer: the contract tests')
    expect(md).toContain('| `mock-server/fuzz/api.fuzz.test.ts` | 49 |')
  })
})

describe("spec-coverage: the rules on the machines' transitions", () => {
  const spec = parseSpec(
    '## 4. States and transitions\n- `R4.1` anonymous without a token\n- `R4.2` one refresh\n- `R4.3` a 401 clears auth\n',
  )
  const rows = coverage(
    spec,
    [],
    rules('{ "R4.1": { "layers": ["flow"] }, "R4.2": { "layers": ["flow"] }, "R4.3": { "layers": ["flow"] } }'),
  )

  it('lists under §4, per rule, the transitions that name it, a dash for none, and those that name no rule', () => {
    const md = renderMarkdown(
      spec,
      rows,
      [],
      [
        { id: 'auth:starting:always#1', rules: ['R4.1'] },
        { id: 'auth:(root):auth.login#0', rules: ['R4.1', 'R4.3'] },
        { id: 'auth:loggingIn:error(loginCall)#0', rules: [] },
      ],
    )
    expect(md).toContain("### §4 rules on the machines' transitions")
    expect(md).toContain('| R4.1 | `auth:starting:always#1`<br>`auth:(root):auth.login#0` | — |')
    expect(md).toContain('| R4.2 | — | — |')
    expect(md).toContain('| R4.3 | `auth:(root):auth.login#0` | — |')
    const withStates = renderMarkdown(
      spec,
      rows,
      [],
      [{ id: 'auth:a:b#0', rules: [] }],
      [{ id: 'auth:authenticated.checking', rules: ['R4.3'] }],
    )
    expect(withStates).toContain('| R4.3 | — | `auth:authenticated.checking` |')
    expect(md).toContain('Transitions that name no rule: `auth:loggingIn:error(loginCall)#0`.')
    expect(renderMarkdown(spec, rows)).not.toContain("machines' transitions")
  })

  it('reports a rule named on a transition that the spec does not have', () => {
    expect(unknownTransitionRules(spec, [{ id: 'auth:a:b#0', rules: ['R4.1', 'R4.99'] }])).toEqual([
      'machine transition auth:a:b#0 names R4.99, which docs/spec.md does not have',
    ])
  })

  it('reads every machine: each rule its meta names is in the spec, R4.16 on the follow refusal, R4.11 on pending', () => {
    const transitions = machineTransitions()
    const real = parseSpec(readFileSync(new URL('../docs/spec.md', import.meta.url), 'utf8'))
    expect(unknownTransitionRules(real, [...transitions, ...machineStates()])).toEqual([])
    expect(machineStates().find((s) => s.id === 'toggle:pending')?.rules).toContain('R4.11')
    expect(new Set(transitions.map((t) => t.id.split(':')[0]))).toEqual(
      new Set(['auth', 'toggle', 'comment', 'offlineQueue']),
    )
    expect(transitions.filter((t) => t.rules.includes('R4.16')).map((t) => t.id)).toEqual([
      'toggle:pending:toggle.flip#0',
    ])
  })
})
