import { describe, expect, it } from 'vitest'
import { compareRuleIds, duration, groups, ruleRows, totals } from './rules'
import { sampleReport } from './sample-report'

describe('rule ids', () => {
  it('sort by number, part by part, other ids last', () => {
    const ids = ['R10.1', 'R3.10', 'misc', 'R4.9', 'R3.2', 'R7.19', 'R3', 'R3.2.1', 'R7.4']
    expect(ids.sort(compareRuleIds)).toEqual([
      'R3',
      'R3.2',
      'R3.2.1',
      'R3.10',
      'R4.9',
      'R7.4',
      'R7.19',
      'R10.1',
      'misc',
    ])
  })

  it('count each rule’s checks by outcome', () => {
    expect(ruleRows(sampleReport())).toEqual([
      { rule: 'R3.2', checks: 2, passed: 0, failed: 1, skipped: 1 },
      { rule: 'R3.10', checks: 1, passed: 1, failed: 0, skipped: 0 },
      { rule: 'R4.9', checks: 1, passed: 0, failed: 1, skipped: 0 },
      { rule: 'R6.7', checks: 1, passed: 1, failed: 0, skipped: 0 },
      { rule: 'R7.19', checks: 1, passed: 0, failed: 1, skipped: 0 },
      { rule: 'R7.37', checks: 1, passed: 1, failed: 0, skipped: 0 },
      { rule: 'R10.1', checks: 1, passed: 1, failed: 0, skipped: 0 },
    ])
  })
})

describe('run totals', () => {
  it('count checks by outcome and keep groups in the order they ran', () => {
    const report = sampleReport()
    expect(totals(report)).toEqual({ checks: 5, passed: 2, failed: 2, skipped: 1 })
    expect(groups(report).map(([group, checks]) => [group, checks.length])).toEqual([
      ['rules', 3],
      ['fuzz', 2],
    ])
  })

  it('write durations for a person', () => {
    expect([duration(12.4), duration(1530), duration(65_500), duration(119_999)]).toEqual([
      '12 ms',
      '1.5 s',
      '1 min 5 s',
      '1 min 59 s',
    ])
  })
})
