import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FullConfig, FullResult, Suite, TestCase } from '@playwright/test/reporter'
import { afterEach, describe, expect, it } from 'vitest'
import ResultsReporter, { runFromPlaywright } from './playwright-reporter'
import { readRunFile } from './run-file'
import { TRANSITIONS_ATTACHMENT } from './transitions'

// Fake Playwright tests: root › project › file › describes › test, as Suite.allTests() hands them over.
type Outcome = 'skipped' | 'expected' | 'unexpected' | 'flaky'
function fakeTest(
  file: string,
  line: number,
  title: string,
  outcome: Outcome,
  durations: number[],
  describes: string[] = [],
  expectedStatus = 'passed',
) {
  const project = { type: 'project', title: 'chromium', project: () => ({ name: 'chromium' }) }
  let parent: object = { type: 'file', title: file, parent: project, project: () => ({ name: 'chromium' }) }
  for (const d of describes) parent = { type: 'describe', title: d, parent, project: () => ({ name: 'chromium' }) }
  return {
    title,
    location: { file, line },
    parent,
    expectedStatus,
    outcome: () => outcome,
    results: durations.map((duration) => ({ duration })),
  } as unknown as TestCase
}

const ROOT = '/repo'
const started = { at: '2026-11-02T10:00:00.000Z', commit: 'abc', dirty: false }

describe('Playwright results reporter', () => {
  it('records each journey: rule ids from describes and title, the final outcome after retries, the last attempt’s time', () => {
    const run = runFromPlaywright(
      [
        fakeTest('/repo/tests/feed.spec.ts', 10, 'R4.7 a like rolls back', 'expected', [812.4], ['R1.5 feed']),
        fakeTest('/repo/tests/feed.spec.ts', 30, 'R2.1 retried', 'flaky', [3000, 900]),
        fakeTest('/repo/tests/feed.spec.ts', 50, 'R2.2 broken', 'unexpected', [100, 120]),
        fakeTest('/repo/tests/feed.spec.ts', 70, 'R2.3 skipped', 'skipped', [0]),
        fakeTest('/repo/tests/feed.spec.ts', 90, 'R2.4 fixme', 'expected', [0], [], 'skipped'),
      ],
      ROOT,
      started,
      () => ['R4.7 a like rolls back', 'R2.1 retried', 'R2.2 broken', 'R2.3 skipped', 'R2.4 fixme'],
    )
    expect(run).toMatchObject({
      runner: 'e2e',
      at: started.at,
      commit: 'abc',
      files: ['tests/feed.spec.ts'],
      partial: [],
      brokenFiles: [],
    })
    expect(run.tests[0]).toEqual({
      file: 'tests/feed.spec.ts',
      line: 10,
      title: 'R4.7 a like rolls back',
      describes: ['R1.5 feed'],
      ids: ['R1.5', 'R4.7'],
      status: 'passed',
      durationMs: 812,
      project: 'chromium',
    })
    expect(run.tests.map((t) => [t.line, t.status, t.durationMs, t.flaky])).toEqual([
      [10, 'passed', 812, undefined],
      [30, 'passed', 900, true],
      [50, 'failed', 120, undefined],
      [70, 'skipped', 0, undefined],
      [90, 'skipped', 0, undefined],
    ])
  })

  it('records the machine transitions the last attempt took (the attachment of tests/transitions.ts), none when it has none', () => {
    const attached = (ids: string[]) => [
      { name: 'trace', body: undefined },
      { name: TRANSITIONS_ATTACHMENT, body: Buffer.from(JSON.stringify({ ids, unknown: [] })) },
    ]
    const retried = fakeTest('/repo/tests/a.spec.ts', 5, 'R1.2 retried', 'flaky', [10, 10])
    Object.assign(retried, {
      results: [
        { duration: 10, attachments: attached(['toggle:idle:toggle.flip#0']) },
        { duration: 10, attachments: attached(['auth:idle:login#0']) },
      ],
    })
    const unrecorded = fakeTest('/repo/tests/a.spec.ts', 9, 'R1.3 not recorded', 'expected', [10])
    const run = runFromPlaywright([retried, unrecorded], ROOT, started, () => [])
    expect(run.tests.map((t) => t.transitions)).toEqual([['auth:idle:login#0'], undefined])
    expect('transitions' in run.tests[1]!).toBe(false)
  })

  it('leaves out a test that never started, and its file when nothing in it ran (its earlier results stay)', () => {
    const run = runFromPlaywright(
      [
        fakeTest('/repo/tests/a.spec.ts', 5, 'R1.2 ran', 'expected', [10]),
        fakeTest('/repo/tests/a.spec.ts', 9, 'R1.3 not reached', 'skipped', []),
        fakeTest('/repo/tests/b.spec.ts', 5, 'R1.4 not reached', 'skipped', []),
      ],
      ROOT,
      started,
      () => [],
    )
    expect(run.files).toEqual(['tests/a.spec.ts'])
    expect(run.tests.map((t) => t.title)).toEqual(['R1.2 ran'])
  })

  it('a file is run in part when a test its source names is not in the run (-g, file:line, .only)', () => {
    const titles: Record<string, string[]> = {
      'tests/a.spec.ts': ['R1.2 ran', 'R1.3 filtered out'],
      'tests/b.spec.ts': ['R1.4 ran'],
    }
    const run = runFromPlaywright(
      [
        fakeTest('/repo/tests/a.spec.ts', 5, 'R1.2 ran', 'expected', [10]),
        fakeTest('/repo/tests/b.spec.ts', 5, 'R1.4 ran', 'expected', [10]),
        fakeTest('/repo/tests/b.spec.ts', 9, 'built at run time', 'expected', [10]),
      ],
      ROOT,
      started,
      (file) => titles[file] ?? [],
    )
    expect(run.partial).toEqual(['tests/a.spec.ts'])
  })

  describe('as a reporter', () => {
    let dir = ''
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    it('names files from the config’s directory and writes at the end; an interrupted run or one that ran nothing writes nothing', () => {
      dir = mkdtempSync(join(tmpdir(), 'lemon-pw-'))
      writeFileSync(join(dir, 'x.spec.ts'), '')
      const outFile = join(dir, 'out', 'e2e.json')
      const make = () =>
        new ResultsReporter({
          outFile,
          now: () => new Date('2026-11-02T10:00:00Z'),
          git: () => ({ commit: 'c2', dirty: false }),
        })
      const config = {
        configFile: join(dir, 'playwright.config.ts'),
        rootDir: join(dir, 'tests'),
      } as unknown as FullConfig
      const suite = (tests: TestCase[]) => ({ allTests: () => tests }) as unknown as Suite
      const done = (status: FullResult['status']) => ({ status }) as FullResult

      let reporter = make()
      reporter.onBegin(config, suite([fakeTest(join(dir, 'x.spec.ts'), 3, 'R1.2 ok', 'expected', [50])]))
      reporter.onEnd(done('interrupted'))
      expect(readRunFile(outFile)).toBeNull()

      reporter = make()
      reporter.onBegin(config, suite([fakeTest(join(dir, 'x.spec.ts'), 3, 'R1.2 ok', 'skipped', [])]))
      reporter.onEnd(done('failed'))
      expect(readRunFile(outFile)).toBeNull()

      reporter = make()
      reporter.onBegin(config, suite([fakeTest(join(dir, 'x.spec.ts'), 3, 'R1.2 ok', 'expected', [50])]))
      reporter.onEnd(done('passed'))
      expect(readRunFile(outFile)!.tests).toEqual([
        expect.objectContaining({ file: 'x.spec.ts', line: 3, ids: ['R1.2'], status: 'passed', commit: 'c2' }),
      ])
      expect(reporter.printsToStdio()).toBe(false)
    })
  })
})
