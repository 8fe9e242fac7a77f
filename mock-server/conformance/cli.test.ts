import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunReport } from '../../conformance/src/model'
import { openApiDb, startStandaloneApi } from '../standalone'
import { asServed } from '../test/conformance-runs'

// The conformance kit's command line as a backend team meets it: a backend that is not there gets one line and exit
// 2; a run stopped with Ctrl-C writes its report so far, deletes what it made and exits 130.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const TSX = join(ROOT, 'node_modules/tsx/dist/esm/index.mjs')
const dir = mkdtempSync(join(tmpdir(), 'lemon-conformance-cli-'))
const TEMPLATE = join(dir, 'seeded.db')
beforeAll(async () => {
  asServed()
  ;(await openApiDb(TEMPLATE)).close()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Ran {
  code: number | null
  stdout: string
  stderr: string
}

function kit(args: string[], whenRunning?: (stdout: string, stop: () => void) => void): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', TSX, join(ROOT, 'conformance/src/cli.ts'), ...args], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1' },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      whenRunning?.(stdout, () => child.kill('SIGINT'))
    })
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

describe('the conformance kit from the command line', () => {
  it('a backend that is not there: one line naming the URL and what was expected, no stack trace, exit 2', async () => {
    const port = await closedPort()
    const ran = await kit(['--base-url', `http://127.0.0.1:${port}`, '--quick'])
    expect(ran.code).toBe(2)
    const lines = ran.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(`http://127.0.0.1:${port}/api/health`)
    expect(lines[0]).toMatch(/refused/)
    expect(ran.stderr).not.toMatch(/\n\s+at /)
  }, 30_000)

  it('stopped with Ctrl-C: exit 130, the report so far written, the posts it made deleted', async () => {
    const dbFile = join(dir, 'api.db')
    copyFileSync(TEMPLATE, dbFile)
    // No test hooks: the kit must take away what it made through the API itself, not by a reset.
    const api = await startStandaloneApi({ port: 0, dbFile })
    try {
      let stopped = false
      const ran = await kit(['--base-url', api.url, '--out', join(dir, 'report')], (stdout, stop) => {
        // After the like, bookmark and comment checks have made their posts.
        if (!stopped && /comments are listed|comment count equals/.test(stdout)) {
          stopped = true
          stop()
        }
      })
      expect(ran.code).toBe(130)
      const report = JSON.parse(readFileSync(join(dir, 'report/conformance-report.json'), 'utf8')) as RunReport
      expect(report.interrupted).toMatch(/Ctrl-C/)
      expect(report.checks.length).toBeGreaterThan(3)
      expect(report.checks.length).toBeLessThan(40)
      const kitUsers = new Set(api.db.filter('users', (u) => u.email.endsWith('@conformance.test')).map((u) => u.id))
      expect(kitUsers.size).toBe(5)
      expect(api.db.filter('posts', (p) => kitUsers.has(p.authorId))).toEqual([])
      expect(api.db.filter('likes', (l) => kitUsers.has(l.userId))).toEqual([])
      expect(report.leftBehind.join('\n')).toMatch(/accounts registered by the kit/)
    } finally {
      await api.close()
    }
  }, 120_000)
})
