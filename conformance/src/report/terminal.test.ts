import { describe, expect, it } from 'vitest'
import type { CheckResult } from '../model'
import { sampleReport } from './sample-report'
import { checkLine, progressPrinter, summary, wantsColour } from './terminal'

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ACTING = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

const checks = () => sampleReport().checks
const byStatus = (status: CheckResult['status']) => checks().find((c) => c.status === status)!

function fakeOut(isTTY: boolean) {
  const written: string[] = []
  return { written, out: { isTTY, columns: 60, write: (text: string) => written.push(text) } }
}

describe('a check’s line', () => {
  it('shows the mark, the rule ids, the title and the time', () => {
    expect(checkLine(byStatus('passed'))).toBe(
      '✓ R7.37 R6.7 GET /api/health answers only what the contract documents 80 ms',
    )
    expect(checkLine(checks()[0]!)).toBe(
      '✗ R7.19 R4.9 The like count is the number of users liking the post 1.5 s — 2 failures',
    )
    expect(checkLine(byStatus('skipped'))).toMatch(
      /^– R3\.2 An expired token is refused 0 ms \(skipped: the backend has no POST \/api\/test\/expire-token /,
    )
  })

  it('shows backend text without acting on the terminal', () => {
    for (const check of checks()) expect(checkLine(check)).not.toMatch(ACTING)
    expect(checkLine(checks()[3]!)).toContain('\\x1b[31mred')
  })

  it('is coloured only when asked', () => {
    expect(checkLine(byStatus('passed'), true).startsWith('\x1b[32m✓\x1b[0m ')).toBe(true)
    expect(checkLine(byStatus('passed'), false)).not.toContain('\x1b')
  })
})

describe('colours', () => {
  it('are wanted on a terminal unless NO_COLOR is set', () => {
    expect(wantsColour({ isTTY: true, write: () => true }, {})).toBe(true)
    expect(wantsColour({ isTTY: true, write: () => true }, { NO_COLOR: '1' })).toBe(false)
    expect(wantsColour({ isTTY: false, write: () => true }, {})).toBe(false)
    expect(wantsColour({ write: () => true }, {})).toBe(false)
  })
})

describe('the progress printer', () => {
  it('writes one line per finished check to a file or pipe', () => {
    const { written, out } = fakeOut(false)
    const progress = progressPrinter(out)
    for (const check of checks()) {
      progress.start(check)
      progress.end(check)
    }
    expect(written).toEqual(checks().map((c) => `${checkLine(c)}\n`))
  })

  it('shows the running check on a terminal, then replaces it with the result', () => {
    const { written, out } = fakeOut(true)
    const progress = progressPrinter(out, false)
    const check = byStatus('passed')
    progress.start(check)
    // Cut to the terminal's width: a line that wraps cannot be replaced.
    expect(written).toEqual(['… R7.37 R6.7 GET /api/health answers only what the contrac…'])
    expect(written[0]).toHaveLength(59)
    progress.end(check)
    expect(written.slice(1)).toEqual(['\r\x1b[2K', `${checkLine(check)}\n`])
  })
})

describe('the summary', () => {
  const text = summary(sampleReport(), {
    json: '/out/conformance-report.json',
    junit: '/out/conformance-junit.xml',
    html: '/out/conformance-report.html',
  })
  const lines = text.split('\n')

  it('counts each rule’s checks, rules in numeric order', () => {
    const rules = lines.slice(lines.indexOf('Rules') + 1, lines.indexOf('')).map((l) => l.trim().split(/\s+/)[0])
    expect(rules).toEqual(['R3.2', 'R3.10', 'R4.9', 'R6.7', 'R7.19', 'R7.37', 'R10.1'])
    expect(lines).toContain('  R3.2   2 checks  0 passed  1 failed  1 skipped')
    expect(lines).toContain('  R7.37  1 check   1 passed  0 failed')
  })

  it('lists every failure with its request, the start of the response and the curl', () => {
    const start = lines.indexOf('Failures (3)')
    expect(start).toBeGreaterThan(0)
    const failure = lines.slice(start + 1, start + 5)
    expect(failure[0]).toMatch(
      /^✗ R7\.19 R4\.9 The like count is the number of users liking the post: like count 2 ≠ 1 user liking post 812: <script>/,
    )
    expect(failure[1]).toBe("    request   POST http://127.0.0.1:8787/api/posts/812/like?q='x'")
    expect(failure[2]!.startsWith('    response  500 {"success":false,"message":"<script>')).toBe(true)
    // The first 300 characters of the body, then an ellipsis.
    expect(failure[2]!.endsWith('p…')).toBe(true)
    expect(failure[3]).toMatch(
      /^ {4}curl -sS -X POST 'http:\/\/127\.0\.0\.1:8787\/api\/posts\/812\/like\?q='\\''x'\\''' -H 'authorization: Bearer tok'/,
    )
    expect(lines[start + 5]).toBe(
      '✗ R7.19 R4.9 The like count is the number of users liking the post: the second read disagreed',
    )
    expect(lines[start + 6]).toBe('✗ R3.2 POST /api/posts answers only what the contract documents: no answer')
    expect(lines[start + 8]).toBe(
      '    no answer http://127.0.0.1:8787/api/posts closed the connection before answering (expected an HTTP answer)',
    )
    expect(lines[start + 9]).toMatch(
      /^ {4}curl -sS -X POST 'http:\/\/127\.0\.0\.1:8787\/api\/posts' -F 'images=@a\.png;type=image\/png' # provide a\.png/,
    )
  })

  it('ends with the totals and where the reports are', () => {
    expect(lines).toContain('Checks  2 passed, 2 failed, 1 skipped (5 in all)')
    expect(lines).toContain('Operations exercised  48 / 52')
    expect(lines).toContain('Requests  1234')
    expect(lines).toContain('Duration  1 min 5 s')
    expect(lines).toContain('  post 812 (DELETE answered 500)')
    expect(
      text.endsWith(
        '  HTML   /out/conformance-report.html\n  JUnit  /out/conformance-junit.xml\n  JSON   /out/conformance-report.json\n',
      ),
    ).toBe(true)
  })

  it('says when the run was interrupted', () => {
    expect(summary({ ...sampleReport(), interrupted: 'Ctrl-C' })).toContain(
      'Interrupted: Ctrl-C — the results are those of the checks run so far',
    )
  })

  it('never lets backend text act on the terminal', () => {
    for (const line of lines) expect(line).not.toMatch(ACTING)
    expect(summary(sampleReport(), undefined, true)).toContain('\x1b[31m✗\x1b[0m')
  })
})
