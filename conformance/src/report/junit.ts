// JUnit XML, the format CI systems read: one <testsuite> per group of checks, one <testcase> per check.
import type { CheckResult, RunReport } from '../model'
import { exchangeText } from './exchange-text'
import { checkName, groups, totals } from './rules'
import { xmlAttr, xmlText } from './xml'

const seconds = (ms: number) => (ms / 1000).toFixed(3)

export function toJunit(report: RunReport): string {
  const t = totals(report)
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlAttr(report.kit.name)}" tests="${t.checks}" failures="${t.failed}" errors="0" skipped="${t.skipped}" time="${seconds(report.durationMs)}" timestamp="${xmlAttr(report.startedAt)}">`,
  ]
  for (const [group, checks] of groups(report)) {
    const g = { failed: 0, skipped: 0, ms: 0 }
    for (const c of checks) {
      if (c.status === 'failed') g.failed++
      if (c.status === 'skipped') g.skipped++
      g.ms += c.durationMs
    }
    out.push(
      `  <testsuite name="${xmlAttr(group)}" tests="${checks.length}" failures="${g.failed}" errors="0" skipped="${g.skipped}" time="${seconds(g.ms)}" timestamp="${xmlAttr(report.startedAt)}">`,
      '    <properties>',
      ...properties(report).map(
        ([name, value]) => `      <property name="${xmlAttr(name)}" value="${xmlAttr(value)}"/>`,
      ),
      '    </properties>',
      ...checks.map((c) => testcase(c)),
      '  </testsuite>',
    )
  }
  out.push('</testsuites>', '')
  return out.join('\n')
}

function properties(report: RunReport): [string, string][] {
  const props: [string, string][] = [
    ['base-url', report.baseUrl],
    ['kit', `${report.kit.name} ${report.kit.version}`],
    ['contract', `${report.contract.title} ${report.contract.version} (${report.contract.path})`],
    ['seed', String(report.options.seed)],
    ['quick', String(report.options.quick)],
    ['operations-exercised', `${report.operationsExercised} / ${report.contract.operations}`],
    ['requests', String(report.requests)],
  ]
  if (report.interrupted) props.push(['interrupted', report.interrupted])
  if (report.leftBehind.length) props.push(['left-behind', report.leftBehind.join('\n')])
  return props
}

function testcase(check: CheckResult): string {
  const open = `    <testcase classname="${xmlAttr(check.group)}" name="${xmlAttr(checkName(check))}" time="${seconds(check.durationMs)}"`
  if (check.status === 'passed') return `${open}/>`
  if (check.status === 'skipped')
    return `${open}>\n      <skipped message="${xmlAttr(check.skipReason ?? '')}"/>\n    </testcase>`
  const [first] = check.failures
  const more = check.failures.length > 1 ? ` (and ${check.failures.length - 1} more)` : ''
  const details = check.failures
    .map((f, i) => [`${i + 1}. ${f.message}`, ...(f.exchange ? ['', exchangeText(f.exchange)] : [])].join('\n'))
    .join('\n\n')
  return `${open}>\n      <failure message="${xmlAttr((first?.message ?? 'failed') + more)}" type="conformance">${xmlText(details)}</failure>\n    </testcase>`
}
