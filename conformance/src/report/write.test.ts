import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { toHtml } from './html'
import { toJson } from './json'
import { toJunit } from './junit'
import { sampleReport } from './sample-report'
import { writeReports, writeReportsSync } from './write'

const root = mkdtempSync(join(tmpdir(), 'conformance-reports-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe.each([
  ['writeReports', writeReports],
  ['writeReportsSync', writeReportsSync],
])('%s', (name, write) => {
  it('writes the three reports into a folder it creates, and returns their paths', async () => {
    const dir = join(root, name, 'nested', 'out')
    const files = await write(sampleReport(), dir)
    expect(files).toEqual({
      json: join(dir, 'conformance-report.json'),
      junit: join(dir, 'conformance-junit.xml'),
      html: join(dir, 'conformance-report.html'),
    })
    expect(readFileSync(files.json, 'utf8')).toBe(toJson(sampleReport()))
    expect(readFileSync(files.junit, 'utf8')).toBe(toJunit(sampleReport()))
    expect(readFileSync(files.html, 'utf8')).toBe(toHtml(sampleReport()))
    expect(readdirSync(dir).sort()).toEqual([
      'conformance-junit.xml',
      'conformance-report.html',
      'conformance-report.json',
    ])
  })

  it('replaces the reports of an earlier run', async () => {
    const dir = join(root, name, 'again')
    await write(sampleReport(), dir)
    writeFileSync(join(dir, 'conformance-report.json'), 'old')
    const files = await write({ ...sampleReport(), requests: 7 }, dir)
    expect(JSON.parse(readFileSync(files.json, 'utf8')).requests).toBe(7)
  })
})
