import { describe, expect, it } from 'vitest'
import { BUILD_COMMIT, bundledTest, fakeBundle, result, runInfo } from '../test/fake-results'
import { provenance, ruleResults } from './test-results'

const tests = [
  bundledTest({ title: 'passes', result: result('passed') }),
  bundledTest({ title: 'fails', result: result('failed') }),
  bundledTest({ title: 'skipped', result: result('skipped') }),
  bundledTest({ title: 'never ran', result: null }),
  bundledTest({ title: 'server only', kind: 'server', result: result('failed') }),
]

describe('a rule’s last results', () => {
  const bundle = fakeBundle(tests, {
    'R1.1': { proving: [0, 1], named: [4] },
    'R1.2': { proving: [0], named: [] },
    'R1.3': { proving: [0, 2, 3], named: [] },
    'R1.4': { proving: [3], named: [4] },
  })

  it('failing when a proving test failed, passing when each passed, incomplete when some have none, none when nothing ran', () => {
    expect(ruleResults(bundle, 'R1.1')).toMatchObject({ outcome: 'failing', passed: 1, failed: 1, unknown: 0 })
    expect(ruleResults(bundle, 'R1.2')).toMatchObject({ outcome: 'passing', passed: 1 })
    expect(ruleResults(bundle, 'R1.3')).toMatchObject({ outcome: 'incomplete', passed: 1, unknown: 2 })
    // A test that only names the rule (its kind cannot prove it) does not make it fail.
    expect(ruleResults(bundle, 'R1.4')).toMatchObject({ outcome: 'none', failed: 0, unknown: 1 })
    expect(ruleResults(bundle, 'R1.4').named.map((t) => t.title)).toEqual(['server only'])
    expect(ruleResults(bundle, 'R9.9')).toMatchObject({ outcome: 'none', proving: [], named: [] })
  })
})

describe('where the results come from', () => {
  it('a build without any result file says so, and nothing else', () => {
    const p = provenance(fakeBundle(tests, {}, { runs: { unit: null, e2e: null } }))
    expect(p.empty).toBe(true)
    expect(p.warnings).toEqual([expect.stringContaining('本构建未附带测试结果')])
  })

  it('current results of both runs give no warning', () => {
    expect(provenance(fakeBundle(tests, {}, { runs: { unit: runInfo(), e2e: runInfo() } }))).toEqual({
      empty: false,
      warnings: [],
    })
  })

  it('names the run that is missing, results of another commit, uncommitted changes and files that did not load', () => {
    const p = provenance(
      fakeBundle(
        tests,
        {},
        {
          build: { commit: BUILD_COMMIT, dirty: true, at: '2026-11-02T11:00:00.000Z', dev: false },
          runs: {
            unit: runInfo({
              otherCommits: 11,
              lastRun: { ...runInfo().lastRun, commit: 'a'.repeat(40), dirty: true },
              brokenFiles: [{ file: 'x.test.ts', message: 'boom' }],
            }),
            e2e: null,
          },
        },
      ),
    )
    expect(p.empty).toBe(false)
    expect(p.warnings).toEqual([
      '单元与组件测试的结果来自提交 aaaaaaa，与本构建（bbbbbbb）不同，可能已过时。',
      '单元与组件测试最近一次运行时工作区有未提交的改动，结果不一定对应提交 aaaaaaa。',
      '单元与组件测试有 1 个测试文件未能加载，其中的测试记为失败。',
      '本构建未附带端到端测试的结果（构建时还没有运行过），这类测试显示为“无结果”。',
      '本构建时工作区有未提交的改动。',
    ])
  })

  it('counts results of other commits when only some are', () => {
    const p = provenance(fakeBundle(tests, {}, { runs: { unit: runInfo(), e2e: runInfo({ otherCommits: 3 }) } }))
    expect(p.warnings).toEqual(['端到端测试有 3 / 11 条结果来自其他提交，与本构建（bbbbbbb）不同，可能已过时。'])
  })
})
