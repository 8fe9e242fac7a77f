// What a person at a terminal sees: a line per check as it ends, then the summary. Backend text is shown through
// oneLine(), so an answer cannot move the cursor, colour the screen or reverse a line.
import type { CheckResult, Exchange, RunReport } from '../model'
import { curlOf } from './curl'
import { checkName, duration, ruleRows, totals } from './rules'
import { clip, oneLine } from './text'
import type { ReportFiles } from './write'

export interface Output {
  write(text: string): unknown
  isTTY?: boolean
  columns?: number
}

export type CheckHeading = Pick<CheckResult, 'id' | 'rules' | 'title' | 'group'>

export interface Progress {
  start(check: CheckHeading): void
  end(result: CheckResult): void
}

/** Colours for a person at a terminal who has not asked for none (no-color.org: NO_COLOR set and not empty). */
export function wantsColour(out: Output, env: Record<string, string | undefined> = process.env): boolean {
  return out.isTTY === true && !env.NO_COLOR
}

type Paint = (code: number, text: string) => string
const painter = (colour: boolean): Paint =>
  colour ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text
const GREEN = 32
const RED = 31
const YELLOW = 33
const DIM = 2
const BOLD = 1

const MARK = { passed: '✓', failed: '✗', skipped: '–' } as const
const MARK_COLOUR = { passed: GREEN, failed: RED, skipped: YELLOW } as const

/** "✓ R7.37 R6.7 GET /api/health answers … 80 ms"; a failure says how many, a skip why. */
export function checkLine(result: CheckResult, colour = false): string {
  const paint = painter(colour)
  const extra =
    result.status === 'failed'
      ? paint(RED, ` — ${result.failures.length} failure${result.failures.length === 1 ? '' : 's'}`)
      : result.status === 'skipped'
        ? paint(DIM, ` (skipped: ${oneLine(result.skipReason ?? 'no reason given')})`)
        : ''
  return `${paint(MARK_COLOUR[result.status], MARK[result.status])} ${oneLine(checkName(result))} ${paint(DIM, duration(result.durationMs))}${extra}`
}

export function progressPrinter(out: Output = process.stdout, colour = wantsColour(out)): Progress {
  const paint = painter(colour)
  let pending = false
  return {
    start(check) {
      // A terminal shows which check is running on a line the result then replaces; a log file gets results only.
      if (!out.isTTY) return
      const width = Math.max(20, (out.columns ?? 100) - 1)
      out.write(paint(DIM, clip(`… ${oneLine(checkName(check))}`, width)))
      pending = true
    },
    end(result) {
      if (pending) out.write('\r\x1b[2K')
      pending = false
      out.write(`${checkLine(result, colour)}\n`)
    },
  }
}

const BODY_SHOWN = 300

/** The run in a screenful; `files`: where the reports were written, when they were. */
export function summary(report: RunReport, files?: ReportFiles, colour = false): string {
  const paint = painter(colour)
  const lines: string[] = []
  const rows = ruleRows(report)
  if (rows.length) {
    lines.push(paint(BOLD, 'Rules'))
    const width = Math.max(...rows.map((r) => r.rule.length))
    for (const row of rows) {
      const counts = [
        `${row.checks} check${row.checks === 1 ? '' : 's'}`.padEnd(10),
        `${row.passed} passed`.padEnd(10),
        row.failed ? paint(RED, `${row.failed} failed`) : `${row.failed} failed`,
        row.skipped ? `  ${row.skipped} skipped` : '',
      ]
      lines.push(`  ${oneLine(row.rule).padEnd(width)}  ${counts.join('')}`)
    }
    lines.push('')
  }

  const failed = report.checks.filter((c) => c.status === 'failed')
  if (failed.length) {
    lines.push(paint(BOLD, `Failures (${failed.reduce((n, c) => n + Math.max(1, c.failures.length), 0)})`))
    for (const check of failed) {
      const failures = check.failures.length ? check.failures : [{ message: 'failed without a message' }]
      for (const failure of failures) {
        lines.push(`${paint(RED, '✗')} ${oneLine(`${checkName(check)}: ${failure.message}`)}`)
        if (failure.exchange) lines.push(...exchangeLines(failure.exchange).map((l) => `    ${l}`))
      }
    }
    lines.push('')
  }

  const t = totals(report)
  lines.push(
    `${paint(BOLD, 'Checks')}  ${paint(GREEN, `${t.passed} passed`)}, ${t.failed ? paint(RED, `${t.failed} failed`) : '0 failed'}, ${t.skipped} skipped (${t.checks} in all)`,
    `Operations exercised  ${report.operationsExercised} / ${report.contract.operations}`,
    `Requests  ${report.requests}`,
    `Duration  ${duration(report.durationMs)}`,
  )
  if (report.interrupted)
    lines.push(
      paint(YELLOW, `Interrupted: ${oneLine(report.interrupted)} — the results are those of the checks run so far`),
    )
  if (report.leftBehind.length) {
    lines.push(`Left behind (${report.leftBehind.length}): the kit created these and could not delete them`)
    for (const item of report.leftBehind.slice(0, 10)) lines.push(`  ${oneLine(item)}`)
    if (report.leftBehind.length > 10) lines.push(`  … and ${report.leftBehind.length - 10} more (in the JSON report)`)
  }
  if (files) {
    lines.push(
      '',
      paint(BOLD, 'Reports'),
      `  HTML   ${files.html}`,
      `  JUnit  ${files.junit}`,
      `  JSON   ${files.json}`,
    )
  }
  return `${lines.join('\n')}\n`
}

function exchangeLines({ request, response, error }: Exchange): string[] {
  const lines = [`request   ${oneLine(`${request.method} ${request.url}`)}`]
  if (response) {
    const body = response.body === '' ? '(empty body)' : clip(response.body, BODY_SHOWN)
    lines.push(`response  ${response.status} ${oneLine(body)}`)
  }
  if (error) lines.push(`no answer ${oneLine(error)}`)
  lines.push(curlOf(request))
  return lines
}
