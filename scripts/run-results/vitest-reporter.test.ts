import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { TestModule, Vitest } from 'vitest/node'
import { readRunFile } from './run-file'
import { ResultsReporter, runFromVitest } from './vitest-reporter'

// Fake reported tasks, shaped like vitest's TestModule / TestSuite / TestCase.
type State = 'passed' | 'failed' | 'skipped' | 'pending'
interface FakeCase {
  name: string
  state: State
  line?: number
  duration?: number
  flaky?: boolean
  transitions?: string[]
}
type FakeNode = FakeCase | { suite: string; children: FakeNode[] }

function fakeModule(moduleId: string, nodes: FakeNode[], errors: { message: string }[] = []) {
  const module = { type: 'module' as const, moduleId, errors: () => errors, children: { allTests: () => cases } }
  const cases: object[] = []
  const walk = (list: FakeNode[], parent: object) => {
    for (const n of list) {
      if ('suite' in n) walk(n.children, { type: 'suite', name: n.suite, parent })
      else
        cases.push({
          name: n.name,
          location: n.line ? { line: n.line } : undefined,
          project: { name: 'dom' },
          parent,
          result: () => ({ state: n.state }),
          diagnostic: () =>
            n.state === 'pending' ? undefined : { duration: n.duration ?? 1.4, flaky: n.flaky ?? false },
          meta: () => (n.transitions ? { transitions: n.transitions } : {}),
        })
    }
  }
  walk(nodes, module)
  return module as unknown as TestModule
}

const ROOT = '/repo'
const started = { at: '2026-11-02T10:00:00.000Z', commit: 'abc', dirty: false }

describe('vitest results reporter', () => {
  it('records each test with its file, line, describes, rule ids from the describes and the title, status and duration', () => {
    const run = runFromVitest(
      [
        fakeModule('/repo/src/a.test.tsx', [
          {
            suite: 'R2.16 /test-api',
            children: [
              {
                suite: 'filters',
                children: [{ name: 'R4.7 R2.16 rolls back', state: 'passed', line: 12, duration: 33.6 }],
              },
            ],
          },
          { name: 'no rule here', state: 'failed', line: 40 },
          { name: 'R1.2 skipped', state: 'skipped', line: 44 },
          { name: 'R1.3 flaky', state: 'passed', line: 50, flaky: true },
        ]),
      ],
      ROOT,
      started,
    )
    expect(run).toMatchObject({
      runner: 'unit',
      at: started.at,
      commit: 'abc',
      dirty: false,
      files: ['src/a.test.tsx'],
      partial: [],
      brokenFiles: [],
    })
    expect(run.tests[0]).toEqual({
      file: 'src/a.test.tsx',
      line: 12,
      title: 'R4.7 R2.16 rolls back',
      describes: ['R2.16 /test-api', 'filters'],
      ids: ['R2.16', 'R4.7'],
      status: 'passed',
      durationMs: 34,
      project: 'dom',
    })
    expect(run.tests.map((t) => [t.title, t.status, t.ids, t.flaky])).toEqual([
      ['R4.7 R2.16 rolls back', 'passed', ['R2.16', 'R4.7'], undefined],
      ['no rule here', 'failed', [], undefined],
      ['R1.2 skipped', 'skipped', ['R1.2'], undefined],
      ['R1.3 flaky', 'passed', ['R1.3'], true],
    ])
  })

  it('records the machine transitions each test took (task.meta, from src/test/setup-transitions.ts), none when the run did not record them', () => {
    const run = runFromVitest(
      [
        fakeModule('/repo/machines/a.test.ts', [
          { name: 'flips', state: 'passed', line: 3, transitions: ['toggle:idle:toggle.flip#0'] },
          { name: 'takes nothing', state: 'passed', line: 9, transitions: [] },
          { name: 'not recorded', state: 'passed', line: 12 },
        ]),
      ],
      ROOT,
      started,
    )
    expect(run.tests.map((t) => t.transitions)).toEqual([['toggle:idle:toggle.flip#0'], [], undefined])
    expect('transitions' in run.tests[2]!).toBe(false)
  })

  it('leaves out unfinished tests, and lists a file that did not load as broken', () => {
    const run = runFromVitest(
      [
        fakeModule('/repo/src/b.test.ts', [{ name: 'R1.1 pending', state: 'pending', line: 3 }]),
        fakeModule('/repo/src/c.test.ts', [], [{ message: 'SyntaxError: Unexpected token' }]),
      ],
      ROOT,
      started,
    )
    expect(run.tests).toEqual([])
    expect(run.files).toEqual(['src/b.test.ts', 'src/c.test.ts'])
    expect(run.brokenFiles).toEqual([{ file: 'src/c.test.ts', message: 'SyntaxError: Unexpected token' }])
  })

  it('under a name filter (-t) each file ran in part, and the tests it filtered out (reported as skipped) are left out', () => {
    const run = runFromVitest(
      [
        fakeModule('/repo/src/d.test.ts', [
          { name: 'R1.2 chosen', state: 'passed', line: 3 },
          { name: 'R1.3 filtered out', state: 'skipped', line: 9 },
        ]),
      ],
      ROOT,
      started,
      true,
    )
    expect(run.partial).toEqual(['src/d.test.ts'])
    expect(run.tests.map((t) => t.title)).toEqual(['R1.2 chosen'])
  })

  describe('as a reporter', () => {
    let dir = ''
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    it('merges each finished run into its file with the run start date and commit; an interrupted run writes nothing', () => {
      dir = mkdtempSync(join(tmpdir(), 'lemon-vitest-'))
      writeFileSync(join(dir, 'x.test.ts'), '')
      const outFile = join(dir, 'out', 'unit.json')
      const reporter = new ResultsReporter({
        outFile,
        now: () => new Date('2026-11-02T10:00:00Z'),
        git: () => ({ commit: 'c1', dirty: true }),
      })
      reporter.onInit({ config: { root: dir, testNamePattern: undefined } } as unknown as Vitest)

      reporter.onTestRunStart()
      reporter.onTestRunEnd(
        [fakeModule(join(dir, 'x.test.ts'), [{ name: 'R1.2 works', state: 'passed', line: 1 }])],
        [],
        'interrupted',
      )
      expect(readRunFile(outFile)).toBeNull()

      reporter.onTestRunEnd(
        [fakeModule(join(dir, 'x.test.ts'), [{ name: 'R1.2 works', state: 'failed', line: 1 }])],
        [],
        'failed',
      )
      const file = readRunFile(outFile)!
      expect(file.lastRun).toEqual({
        at: '2026-11-02T10:00:00.000Z',
        commit: 'c1',
        dirty: true,
        files: 1,
        partial: 0,
        passed: 0,
        failed: 1,
        skipped: 0,
      })
      expect(file.tests).toEqual([
        expect.objectContaining({
          file: 'x.test.ts',
          ids: ['R1.2'],
          status: 'failed',
          at: '2026-11-02T10:00:00.000Z',
          commit: 'c1',
        }),
      ])
    })
  })
})
