import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEFECTS } from '../defects'
import { catching, failureLines, kitRunner, type KitRunner } from './conformance-runs'

/**
 * One test per planted defect of `DEFECTS` in [from, to): a quick run of the kit must fail on a rule the defect breaks.
 * The defects are shared between two test files, so vitest runs both halves side by side; each prints its score.
 */
export function defectTests(from: number, to: number): void {
  const defects = DEFECTS.slice(from, to)
  const caught: string[] = []
  let kit: KitRunner
  beforeAll(async () => (kit = await kitRunner()))
  afterAll(() => {
    kit.done()
    console.info(
      `conformance kit mutation score, defects ${from + 1}–${from + defects.length} of ${DEFECTS.length}: ${caught.length}/${defects.length} caught (${caught.join(', ')})`,
    )
  })
  for (const defect of defects) {
    it(`catches the planted defect "${defect.name}" in a quick run, by a failure naming a rule it breaks`, async () => {
      const report = await kit.run({ defect: defect.name, quick: true })
      expect(
        catching(report, defect).length,
        `${defect.name} (${defect.rules.join(' ')}) not caught; the run failed with:\n${failureLines(report).slice(0, 10).join('\n')}`,
      ).toBeGreaterThan(0)
      caught.push(defect.name)
    }, 60_000)
  }
}
