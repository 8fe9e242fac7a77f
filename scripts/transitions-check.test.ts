import { describe, expect, it } from 'vitest'
import { listTransitions } from '../machines/graph/transitions'
import { toggleMachine } from '../machines/toggle.machine'
import type { RecordedTest, RunFile } from './run-results/run-file'
import { checkTransitions } from './transitions-check'

const transitions = listTransitions(toggleMachine)
const ids = transitions.map((t) => t.id)

const test = (title: string, taken: string[] | undefined): RecordedTest => ({
  file: 'machines/toggle.machine.test.ts',
  line: 1,
  title,
  describes: [],
  ids: [],
  status: 'passed',
  durationMs: 1,
  project: null,
  at: '2026-12-03T00:00:00.000Z',
  commit: null,
  ...(taken && { transitions: taken }),
})
const run = (runner: 'unit' | 'e2e', tests: RecordedTest[]): RunFile => ({
  format: 1,
  runner,
  lastRun: { at: '', commit: null, dirty: false, files: 1, partial: 0, passed: tests.length, failed: 0, skipped: 0 },
  brokenFiles: [],
  tests,
})

describe('transitions:check', () => {
  it('passes when the unit tests and the journeys together take every transition', () => {
    const result = checkTransitions(
      [run('unit', [test('a', ids.slice(0, 5))]), run('e2e', [test('b', ids.slice(5))])],
      transitions,
      {},
    )
    expect(result.ok).toBe(true)
    expect(result.lines[0]).toBe(
      `transitions:check: ${ids.length} of ${ids.length} machine transitions taken by a test, 0 listed unreachable`,
    )
  })

  it('fails on a planted transition no test takes, naming it with its rules; listing it unreachable lets it pass', () => {
    const planted = transitions.find((t) => t.rules.length > 0)!
    const runs = [
      run('unit', [
        test(
          'a',
          ids.filter((id) => id !== planted.id),
        ),
      ]),
    ]
    const failed = checkTransitions(runs, transitions, {})
    expect(failed.ok).toBe(false)
    expect(failed.lines.join('\n')).toContain(`${planted.id}  (`)
    expect(failed.lines.join('\n')).toContain(planted.rules.join(' '))
    expect(checkTransitions(runs, transitions, { [planted.id]: 'no path reaches it' }).ok).toBe(true)
  })

  it('fails on a listed transition the machine does not have, and on a run that recorded nothing', () => {
    const all = [run('unit', [test('a', ids)])]
    expect(checkTransitions(all, transitions, { 'toggle:idle:no.such#0': 'stale' }).ok).toBe(false)
    const unrecorded = checkTransitions([...all, run('e2e', [test('b', undefined)])], transitions, {})
    expect(unrecorded).toEqual({
      ok: false,
      lines: ['transitions:check: the e2e run recorded no transitions (RECORD_TRANSITIONS=0?)'],
    })
    expect(checkTransitions([null, null], transitions, {}).ok).toBe(false)
  })
})
