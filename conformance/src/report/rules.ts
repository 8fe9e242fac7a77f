// What every report shows first: per spec rule, how its checks went; and the run's totals.
import type { CheckResult, CheckStatus, RunReport } from '../model'

export interface RuleRow {
  rule: string
  checks: number
  passed: number
  failed: number
  skipped: number
}

/** "R3.2" < "R3.10" < "R4.1" < "R10.1": by number, part by part; ids of another shape after, alphabetically. */
export function compareRuleIds(a: string, b: string): number {
  const pa = ruleNumbers(a)
  const pb = ruleNumbers(b)
  if (!pa || !pb) return pa ? -1 : pb ? 1 : a.localeCompare(b)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1)
    if (d) return d
  }
  return a.localeCompare(b)
}

function ruleNumbers(id: string): number[] | undefined {
  const m = /^R(\d+(?:\.\d+)*)$/.exec(id)
  return m ? m[1]!.split('.').map(Number) : undefined
}

export function ruleRows(report: RunReport): RuleRow[] {
  const rows = new Map<string, RuleRow>()
  for (const check of report.checks) {
    for (const rule of new Set(check.rules)) {
      const row = rows.get(rule) ?? { rule, checks: 0, passed: 0, failed: 0, skipped: 0 }
      row.checks++
      row[check.status]++
      rows.set(rule, row)
    }
  }
  return [...rows.values()].sort((a, b) => compareRuleIds(a.rule, b.rule))
}

export type Totals = Record<CheckStatus, number> & { checks: number }

export function totals(report: RunReport): Totals {
  const t: Totals = { checks: report.checks.length, passed: 0, failed: 0, skipped: 0 }
  for (const check of report.checks) t[check.status]++
  return t
}

/** "R7.19 R4.9 The like count is derived": how a check is named in every report. */
export function checkName(check: Pick<CheckResult, 'rules' | 'title'>): string {
  return [...check.rules, check.title].join(' ')
}

/** The groups in the order their first check ran, each with its checks. */
export function groups(report: RunReport): [string, CheckResult[]][] {
  const byGroup = new Map<string, CheckResult[]>()
  for (const check of report.checks) byGroup.set(check.group, [...(byGroup.get(check.group) ?? []), check])
  return [...byGroup]
}

export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  const minutes = Math.floor(ms / 60_000)
  return `${minutes} min ${Math.floor((ms % 60_000) / 1000)} s`
}
