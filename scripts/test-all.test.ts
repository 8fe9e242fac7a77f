import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runStages } from './test-all'

// `npm test`'s runner, on small shell steps instead of the suite.
const node = (code: string) => `node -e ${JSON.stringify(code)}`
const dirs: string[] = []
afterEach(() => {
  vi.restoreAllMocks()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('npm test (scripts/test-all.ts)', () => {
  it('stops at the first failure: its exit code is the run’s, the step beside it is stopped, the next stage never starts', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const dir = mkdtempSync(join(tmpdir(), 'test-all-'))
    dirs.push(dir)
    const marker = join(dir, 'next-stage-ran')
    const started = performance.now()
    const { finished, firstFailure } = await runStages([
      [
        { name: 'fails', command: node('setTimeout(() => process.exit(3), 300)') },
        { name: 'slow', command: node('setTimeout(() => {}, 30000)') },
      ],
      [{ name: 'next', command: node(`require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`) }],
    ])
    expect(firstFailure).toMatchObject({ name: 'fails', code: 3 })
    expect(finished.map((stage) => stage.map((step) => step.name))).toEqual([['fails', 'slow']])
    expect(finished[0]!.find((step) => step.name === 'slow')!.code).not.toBe(0)
    expect(performance.now() - started).toBeLessThan(15_000)
    expect(existsSync(marker)).toBe(false)
  })

  it('runs every stage in order when every step passes, and passes each step its environment', async () => {
    const lines: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true))
    const { finished, firstFailure } = await runStages([
      [
        { name: 'a', command: node('console.log("one")') },
        { name: 'b', command: node('console.log(process.env.STEP_ENV)'), env: { STEP_ENV: 'two' } },
      ],
      [{ name: 'c', command: node('console.log("three")') }],
    ])
    expect(firstFailure).toBeUndefined()
    expect(finished.map((stage) => stage.map((step) => [step.name, step.code]))).toEqual([
      [
        ['a', 0],
        ['b', 0],
      ],
      [['c', 0]],
    ])
    // Steps side by side prefix their lines with their name; a step alone does not.
    expect(lines).toEqual(expect.arrayContaining(['[a] one\n', '[b] two\n', 'three\n']))
  })
})
