import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { collectTitles } from '../spec-coverage/collect'
import { coverage, extractTitles, parseRules, parseSpec } from '../spec-coverage/lib'
import { joinResults, type JoinInput } from './bundle'
import { mergeRun, type Run, type RunFile } from './run-file'

const SPEC = parseSpec(
  '## 2. Screens\n`R2.1` / home feed\n`R2.2` /login\n## 7. Calls\n`R7.1` POST /auth/login\n`R7.2` never named',
)
const { rules } = parseRules(
  '{"R2.1": {"layers": ["screen"]}, "R2.2": {"layers": ["screen"]}, "R7.1": {"layers": ["client"]}, "R7.2": {"layers": ["server"]}}',
)

// A test file as the joiner reads it, with a skipped test among its titles (written "it" + ".skip" so this file holds
// no skipped test of its own).
const SKIP = 'it' + '.skip'
const FEED = `import { it } from 'vitest'
it('R2.1 shows the feed', () => {})
it.each([1, 2, 3])('R2.1 page %i', () => {})
${SKIP}('R2.1 skipped', () => {})
it('no rule', () => {})
`
const LOGIN = `test('R2.2 R7.1 logs in', async () => {})
test('R2.2 renamed since the run', async () => {})
`
const CLIENT = `it('R7.1 sends the body', () => {})`
const TITLES = [
  ...extractTitles('src/features/feed/components/feed.test.tsx', FEED),
  ...extractTitles('tests/login.spec.ts', LOGIN),
  ...extractTitles('src/api/auth.test.ts', CLIENT),
]

const rec = (
  file: string,
  line: number | null,
  title: string,
  status: 'passed' | 'failed' | 'skipped',
  ids: string[] = [],
) => ({
  file,
  line,
  title,
  describes: [],
  ids,
  status,
  durationMs: 10,
  project: null,
})
const runFile = (over: Partial<Run>): RunFile =>
  mergeRun(
    null,
    {
      runner: 'unit',
      at: '2026-11-02T10:00:00.000Z',
      commit: 'c1',
      dirty: false,
      files: [],
      partial: [],
      tests: [],
      brokenFiles: [],
      ...over,
    },
    () => true,
  )

const UNIT = runFile({
  files: ['src/features/feed/components/feed.test.tsx', 'src/api/auth.test.ts'],
  tests: [
    rec('src/features/feed/components/feed.test.tsx', 2, 'R2.1 shows the feed', 'passed', ['R2.1']),
    // A table test: one result per row, all on the line of the call.
    rec('src/features/feed/components/feed.test.tsx', 3, 'R2.1 page 1', 'passed', ['R2.1']),
    rec('src/features/feed/components/feed.test.tsx', 3, 'R2.1 page 2', 'failed', ['R2.1']),
    rec('src/features/feed/components/feed.test.tsx', 3, 'R2.1 page 3', 'passed', ['R2.1']),
    rec('src/features/feed/components/feed.test.tsx', 4, 'R2.1 skipped', 'skipped', ['R2.1']),
    // A title built at run time: the sources cannot read it, the result still names its rule.
    rec('src/features/feed/components/feed.test.tsx', 20, 'R2.1 built from a table', 'passed', ['R2.1']),
    // No line from the runner: found by its title.
    rec('src/api/auth.test.ts', null, 'R7.1 sends the body', 'failed', ['R7.1']),
  ],
})
const E2E = runFile({
  runner: 'e2e',
  commit: 'c0',
  files: ['tests/login.spec.ts'],
  tests: [rec('tests/login.spec.ts', 1, 'R2.2 R7.1 logs in', 'passed', ['R2.2', 'R7.1'])],
})

const input = (over: Partial<JoinInput> = {}): JoinInput => ({
  spec: SPEC,
  rules,
  titles: TITLES,
  runs: { unit: UNIT, e2e: E2E },
  build: { commit: 'c1', dirty: false, at: '2026-11-02T11:00:00.000Z', dev: false },
  ...over,
})
const testsOf = (bundle: ReturnType<typeof joinResults>, id: string, which: 'proving' | 'named' = 'proving') =>
  (bundle.rules[id]?.[which] ?? []).map((i) => bundle.tests[i]!)

describe('test results bundle: joining the sources and the runs', () => {
  it('lists every running test that names a rule, joined to its results by line, or by title when the runner gave no line', () => {
    const bundle = joinResults(input())
    const feed = testsOf(bundle, 'R2.1')
    expect(feed.map((t) => [t.line, t.title, t.result?.status ?? null])).toEqual([
      [2, 'R2.1 shows the feed', 'passed'],
      [3, 'R2.1 page %i', 'failed'],
      [20, 'R2.1 built from a table', 'passed'],
    ])
    // The skipped test proves nothing and is not listed; neither is the test without a rule.
    expect(bundle.tests.some((t) => t.title === 'R2.1 skipped' || t.title === 'no rule')).toBe(false)
    expect(feed[1]!.result).toEqual({
      status: 'failed',
      durationMs: 30,
      count: 3,
      failures: ['R2.1 page 2'],
      flaky: false,
      at: '2026-11-02T10:00:00.000Z',
      commit: 'c1',
    })
    expect(feed[0]).toMatchObject({
      file: 'src/features/feed/components/feed.test.tsx',
      kind: 'component',
      runner: 'unit',
    })
    expect(testsOf(bundle, 'R7.1').find((t) => t.file === 'src/api/auth.test.ts')?.result?.status).toBe('failed')
  })

  it('a test the sources name but no run recorded is listed without a result', () => {
    const login = testsOf(joinResults(input()), 'R2.2')
    expect(login.map((t) => [t.title, t.runner, t.kind, t.result?.status ?? null])).toEqual([
      ['R2.2 R7.1 logs in', 'e2e', 'journey', 'passed'],
      ['R2.2 renamed since the run', 'e2e', 'journey', null],
    ])
  })

  it('a result is found by its title first: a test that moved keeps its result, and the test now on its old line does not take it', () => {
    const moved = runFile({
      runner: 'e2e',
      files: ['tests/login.spec.ts'],
      tests: [rec('tests/login.spec.ts', 2, 'R2.2 R7.1 logs in', 'failed', ['R2.2', 'R7.1'])],
    })
    const login = testsOf(joinResults(input({ runs: { unit: UNIT, e2e: moved } })), 'R2.2')
    expect(login.map((t) => [t.line, t.title, t.result?.status ?? null])).toEqual([
      [1, 'R2.2 R7.1 logs in', 'failed'],
      [2, 'R2.2 renamed since the run', null],
    ])
  })

  it('splits a rule’s tests into those that prove it and those whose kind cannot (the evidence policy)', () => {
    const bundle = joinResults(input())
    // R7.1 is a client rule: the client test proves it, the journey only names it.
    expect(testsOf(bundle, 'R7.1').map((t) => t.file)).toEqual(['src/api/auth.test.ts'])
    expect(testsOf(bundle, 'R7.1', 'named').map((t) => t.file)).toEqual(['tests/login.spec.ts'])
    expect(bundle.rules['R7.2']).toBeUndefined()
  })

  it('says which runs there were, how many results are from another commit, and which files did not load', () => {
    const broken = runFile({
      files: ['src/features/feed/components/feed.test.tsx'],
      brokenFiles: [{ file: 'src/features/feed/components/feed.test.tsx', message: 'SyntaxError' }],
    })
    const bundle = joinResults(input({ runs: { unit: broken, e2e: E2E } }))
    expect(bundle.runs.unit).toEqual({
      lastRun: {
        at: '2026-11-02T10:00:00.000Z',
        commit: 'c1',
        dirty: false,
        files: 1,
        partial: 0,
        passed: 0,
        failed: 0,
        skipped: 0,
      },
      total: { passed: 0, failed: 0, skipped: 0 },
      otherCommits: 0,
      brokenFiles: [{ file: 'src/features/feed/components/feed.test.tsx', message: 'SyntaxError' }],
    })
    expect(bundle.runs.e2e?.otherCommits).toBe(1)
    // The tests of a file that did not load count as failed, and say why.
    expect(testsOf(bundle, 'R2.1')[0]!.result).toMatchObject({
      status: 'failed',
      count: 0,
      failures: ['文件未能加载：SyntaxError'],
    })
  })

  it('without any result file every test is listed with no result', () => {
    const bundle = joinResults(input({ runs: { unit: null, e2e: null } }))
    expect(bundle.runs).toEqual({ unit: null, e2e: null })
    expect(bundle.tests.length).toBeGreaterThan(0)
    expect(bundle.tests.every((t) => t.result === null)).toBe(true)
  })
  it('lists the tests that took machine transitions, rule-naming or not, and per transition who took it', () => {
    const taking = runFile({
      files: ['machines/toggle.machine.test.ts'],
      tests: [
        { ...rec('machines/toggle.machine.test.ts', 5, 'flips', 'passed'), transitions: ['toggle:idle:toggle.flip#2'] },
        // Two rows of a table test: joined into one test, failed since one row failed.
        {
          ...rec('machines/toggle.machine.test.ts', 9, 'R4.9 row', 'passed', ['R4.9']),
          transitions: ['toggle:idle:toggle.flip#2', 'toggle:debouncing:after(debounce)#0'],
        },
        { ...rec('machines/toggle.machine.test.ts', 9, 'R4.9 row', 'failed', ['R4.9']), transitions: [] },
        // Recorded without the transitions (RECORD_TRANSITIONS=0): not a taker.
        rec('machines/toggle.machine.test.ts', 12, 'unrecorded', 'passed'),
      ],
    })
    const bundle = joinResults(input({ runs: { unit: taking, e2e: null } }))
    expect(bundle.transitionTests.map((t) => [t.title, t.kind, t.result?.status, t.result?.count])).toEqual([
      ['flips', 'machine', 'passed', 1],
      ['R4.9 row', 'machine', 'failed', 2],
    ])
    expect(bundle.transitions).toEqual({
      'toggle:idle:toggle.flip#2': [0, 1],
      'toggle:debouncing:after(debounce)#0': [1],
    })
    expect(bundle.machines).toEqual([])
  })
})

describe('test results bundle: the real repository', () => {
  it('proves each rule with exactly the tests docs/spec-coverage.md counts as its evidence', {
    timeout: 60_000,
  }, () => {
    const root = fileURLToPath(new URL('../../', import.meta.url))
    const spec = parseSpec(readFileSync(`${root}docs/spec.md`, 'utf8'))
    const data = parseRules(readFileSync(`${root}docs/spec-rules.json`, 'utf8')).rules
    const titles = collectTitles(root)
    const bundle = joinResults({
      spec,
      rules: data,
      titles,
      runs: { unit: null, e2e: null },
      build: { commit: null, dirty: false, at: '', dev: false },
    })
    const name = (t: { file: string; title: string }) => `${t.file} › ${t.title}`
    for (const row of coverage(spec, titles, data)) {
      expect(new Set(testsOf(bundle, row.id).map(name)), row.id).toEqual(new Set(row.evidence.map((e) => e.test)))
      expect(new Set(testsOf(bundle, row.id, 'named').map(name)), row.id).toEqual(
        new Set(row.notCounted.map((e) => e.test)),
      )
    }
  })
})
