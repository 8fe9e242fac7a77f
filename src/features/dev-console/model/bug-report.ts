import * as v from 'valibot'
import { BugReportSchema, BUG_REPORT_FORMAT, BUG_REPORT_VERSION, type BugReport } from '@/schemas/bug-report.schema'

// 问题报告 (issue 24): everything needed to see a bug again, in one JSON file (src/schemas/bug-report.schema.ts).
// Made here from what the page gathered (bug-report-sources.ts); read back with the same schema, which a file must
// pass before anything changes; restored by bug-report-restore.ts.

export type BugReportParts = Omit<BugReport, 'format' | 'version' | 'createdAt'>

export const makeBugReport = (parts: BugReportParts, now = new Date()): BugReport => ({
  format: BUG_REPORT_FORMAT,
  version: BUG_REPORT_VERSION,
  createdAt: now.toISOString(),
  ...parts,
})

const DATA_MARK = '"__lemon_data__"'

/**
 * The file's text: what a person reads first (route, description, build, user, errors, machines) indented at the
 * top, the mock's state last, its data (the bulk: a megabyte or more) on one line.
 */
export function bugReportText(report: BugReport): string {
  const { format, version, createdAt, description, route, build, user, environment, errorLog, machines, mock } = report
  const readable = {
    format,
    version,
    createdAt,
    description,
    route,
    build,
    user,
    environment,
    errorLog,
    machines,
    mock: { ...mock, data: JSON.parse(DATA_MARK) as string },
  }
  const text = JSON.stringify(readable, null, 2)
  // The last occurrence: `mock` comes last, so a description that happened to hold the mark is left alone.
  const at = text.lastIndexOf(DATA_MARK)
  return `${text.slice(0, at)}${JSON.stringify(mock.data)}${text.slice(at + DATA_MARK.length)}`
}

const pad = (n: number) => String(n).padStart(2, '0')

export function bugReportFileName(now = new Date()): string {
  return `lemon-bug-report-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.json`
}

export type ParsedReport = { ok: true; report: BugReport } | { ok: false; message: string }

/** A file's text as a report, or why it is not one (in Chinese, naming the first problem's place). */
export function parseBugReport(text: string): ParsedReport {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, message: '导入失败：文件不是有效的 JSON' }
  }
  if ((raw as { format?: unknown } | null)?.format !== BUG_REPORT_FORMAT) {
    const isData = (raw as { format?: unknown } | null)?.format === 'lemon-mock-db'
    return {
      ok: false,
      message: isData
        ? '导入失败：这是演示数据文件，请在「演示数据」中用“导入数据”导入'
        : '导入失败：不是柠檬笔记的问题报告文件',
    }
  }
  const parsed = v.safeParse(BugReportSchema, raw)
  if (parsed.success) return { ok: true, report: parsed.output }
  const issue = parsed.issues[0]
  const where = issue ? v.getDotPath(issue) : null
  return {
    ok: false,
    message: `导入失败：问题报告内容无效（${where ? `${where}：` : ''}${issue?.message ?? '格式不正确'}）`,
  }
}

/** What the report will restore, in one line for the confirmation. */
export function describeReport(report: BugReport): string {
  const who = report.user ? `以 ${report.user.displayName}（${report.user.username}）登录` : '未登录'
  const faults = report.mock.faults.length ? `故障规则 ${report.mock.faults.length} 条` : '没有故障规则'
  const at = new Date(report.createdAt).toLocaleString('zh-CN', { hour12: false })
  return `报告创建于 ${at}，${who}，${faults}，打开 ${report.route}。`
}
