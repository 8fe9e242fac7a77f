import type { RunReport } from '../model'

/** The run as it is, for tools: every field of RunReport, indented for a person who opens it. */
export function toJson(report: RunReport): string {
  return `${JSON.stringify(report, null, 2)}\n`
}
