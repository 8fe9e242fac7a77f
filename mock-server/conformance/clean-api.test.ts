import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failureLines, kitRunner, type KitRunner } from '../test/conformance-runs'

// The conformance kit passes the clean standalone API: every check of a full run, and of the quick run the planted
// defects are caught by (mock-server/conformance/defects-*.test.ts), with every operation of the contract exercised.

let kit: KitRunner
beforeAll(async () => (kit = await kitRunner()))
afterAll(() => kit.done())

describe('the conformance kit against the clean standalone API', () => {
  it('passes every check of a full run, every operation of the contract exercised', async () => {
    const report = await kit.run({ quick: false })
    expect(failureLines(report)).toEqual([])
    expect(report.checks.filter((c) => c.status === 'skipped')).toEqual([])
    expect(report.operationsExercised).toBe(report.contract.operations)
    expect(report.interrupted).toBeUndefined()
  }, 180_000)

  it('passes every check of a quick run (the runs the planted defects are caught by)', async () => {
    const report = await kit.run({ quick: true })
    expect(failureLines(report)).toEqual([])
    expect(report.operationsExercised).toBe(report.contract.operations)
  }, 60_000)
})
