import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runKillDrill } from './test/kill-drill'

// Issue 23's kill -9 drill at unit size (npm run bench runs it with hundreds of writes): `npm run api` as a real child
// process, killed with SIGKILL while writes are on the wire, restarted on the same database file.
const dir = mkdtempSync(join(tmpdir(), 'lemon-kill-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('standalone API killed with kill -9 in the middle of writes', () => {
  it('has every acknowledged write after a restart on the same database file', async () => {
    const result = await runKillDrill({ dbFile: join(dir, 'api.db'), users: 4, concurrency: 8, killAfter: 40 })
    expect(result.refused).toEqual([])
    expect(Object.values(result.acknowledged).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(40)
    for (const kind of ['post', 'message', 'like', 'follow'] as const)
      expect(result.acknowledged[kind], kind).toBeGreaterThan(0)
    expect(result.missing).toEqual([])
    expect(result.sessionSurvived).toBe(true)
  }, 180_000)
})
