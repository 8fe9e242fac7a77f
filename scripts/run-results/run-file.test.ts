import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { mergeRun, readRunFile, recordRun, runFilePath, writeRunFile, type Run, type RunFile } from './run-file'

const test = (file: string, line: number, status: 'passed' | 'failed' | 'skipped' = 'passed', title = `t${line}`) => ({
  file,
  line,
  title,
  describes: [],
  ids: [],
  status,
  durationMs: 5,
  project: 'node',
})

const run = (over: Partial<Run> = {}): Run => ({
  runner: 'unit',
  at: '2026-11-02T10:00:00.000Z',
  commit: 'new',
  dirty: false,
  files: [],
  partial: [],
  tests: [],
  brokenFiles: [],
  ...over,
})

const earlier: RunFile = mergeRun(
  null,
  run({
    at: '2026-11-01T10:00:00.000Z',
    commit: 'old',
    files: ['a.test.ts', 'b.test.ts', 'gone.test.ts', 'broken.test.ts'],
    tests: [test('a.test.ts', 1), test('a.test.ts', 9, 'failed'), test('b.test.ts', 3), test('gone.test.ts', 1)],
    brokenFiles: [{ file: 'broken.test.ts', message: 'SyntaxError' }],
  }),
  () => true,
)

describe('test run files: merging a run into the last results', () => {
  it('a first run is recorded with its date, commit and counts', () => {
    expect(earlier.lastRun).toEqual({
      at: '2026-11-01T10:00:00.000Z',
      commit: 'old',
      dirty: false,
      files: 4,
      partial: 0,
      passed: 3,
      failed: 1,
      skipped: 0,
    })
    expect(earlier.tests.every((t) => t.at === '2026-11-01T10:00:00.000Z' && t.commit === 'old')).toBe(true)
    expect(earlier.brokenFiles).toEqual([
      { file: 'broken.test.ts', message: 'SyntaxError', at: '2026-11-01T10:00:00.000Z', commit: 'old' },
    ])
  })

  it('a run replaces the results of the files it ran and keeps the others with their own date and commit', () => {
    const merged = mergeRun(
      earlier,
      run({ files: ['a.test.ts'], tests: [test('a.test.ts', 1, 'skipped')] }),
      () => true,
    )
    expect(merged.tests.map((t) => [t.file, t.line, t.status, t.commit])).toEqual([
      ['a.test.ts', 1, 'skipped', 'new'],
      ['b.test.ts', 3, 'passed', 'old'],
      ['gone.test.ts', 1, 'passed', 'old'],
    ])
    // The summary is the last run's alone.
    expect(merged.lastRun).toMatchObject({ commit: 'new', files: 1, passed: 0, failed: 0, skipped: 1 })
    expect(merged.brokenFiles.map((b) => b.file)).toEqual(['broken.test.ts'])
  })

  it('of a file run in part, only the tests it ran are replaced, found by name whatever their line now', () => {
    const merged = mergeRun(
      earlier,
      run({ files: ['a.test.ts'], partial: ['a.test.ts'], tests: [test('a.test.ts', 12, 'failed', 't9')] }),
      () => true,
    )
    expect(
      merged.tests.filter((t) => t.file === 'a.test.ts').map((t) => [t.line, t.title, t.status, t.commit]),
    ).toEqual([
      [1, 't1', 'passed', 'old'],
      [12, 't9', 'failed', 'new'],
    ])
    expect(merged.lastRun).toMatchObject({ files: 1, partial: 1, failed: 1 })
  })

  it('a file that loads again is no longer broken; a deleted test file loses its results', () => {
    const merged = mergeRun(
      earlier,
      run({ files: ['broken.test.ts'], tests: [test('broken.test.ts', 2)] }),
      (f) => f !== 'gone.test.ts',
    )
    expect(merged.brokenFiles).toEqual([])
    expect(merged.tests.map((t) => t.file)).toEqual(['a.test.ts', 'a.test.ts', 'b.test.ts', 'broken.test.ts'])
  })

  it('a file that stops loading keeps no old results and is listed as broken', () => {
    const merged = mergeRun(
      earlier,
      run({ files: ['b.test.ts'], brokenFiles: [{ file: 'b.test.ts', message: 'Cannot find module' }] }),
      () => true,
    )
    expect(merged.tests.some((t) => t.file === 'b.test.ts')).toBe(false)
    expect(merged.brokenFiles.map((b) => [b.file, b.commit])).toEqual([
      ['b.test.ts', 'new'],
      ['broken.test.ts', 'old'],
    ])
  })
})

describe('test run files: reading and writing', () => {
  let dir = ''
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = ''
  })

  it('round-trips, and reads a missing, broken or foreign file as none', () => {
    dir = mkdtempSync(join(tmpdir(), 'lemon-runs-'))
    const path = runFilePath(dir, 'unit')
    expect(path).toBe(join(dir, 'test-runs', 'unit.json'))
    expect(readRunFile(path)).toBeNull()
    writeRunFile(path, earlier)
    expect(readRunFile(path)).toEqual(earlier)
    writeFileSync(path, '{ half')
    expect(readRunFile(path)).toBeNull()
    writeFileSync(path, JSON.stringify({ format: 2, tests: [] }))
    expect(readRunFile(path)).toBeNull()
  })

  it('recordRun merges into the file under the root, judging deleted files by the disk', () => {
    dir = mkdtempSync(join(tmpdir(), 'lemon-runs-'))
    writeFileSync(join(dir, 'a.test.ts'), '')
    writeFileSync(join(dir, 'b.test.ts'), '')
    recordRun(
      dir,
      run({
        files: ['a.test.ts', 'b.test.ts', 'c.test.ts'],
        tests: [test('a.test.ts', 1), test('b.test.ts', 1), test('c.test.ts', 1)],
      }),
    )
    const second = recordRun(dir, run({ files: ['a.test.ts'], tests: [test('a.test.ts', 1, 'failed')] }))
    // c.test.ts is not on disk: its result goes; b's stays.
    expect(second.tests.map((t) => [t.file, t.status])).toEqual([
      ['a.test.ts', 'failed'],
      ['b.test.ts', 'passed'],
    ])
    expect(JSON.parse(readFileSync(runFilePath(dir, 'unit'), 'utf8'))).toEqual(second)
  })
})
