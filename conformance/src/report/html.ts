// One self-contained HTML page (no asset, nothing fetched): the rules, the failures with what to send to see them
// again, then every check. It reads without its script; the script only filters.
import type { CheckResult, Exchange, Failure, RunReport } from '../model'
import { curlOf } from './curl'
import { h, hBlock } from './html-escape'
import { STYLE } from './html-style'
import { duration, groups, ruleRows, totals } from './rules'

const MARK = { passed: '✓', failed: '✗', skipped: '–' } as const
const CLASS = { passed: 'ok', failed: 'bad', skipped: 'skip' } as const

// Typing a rule id (or clicking one) shows only the checks of that rule; other text matches anywhere.
const SCRIPT = `
const box = document.getElementById('filter')
const apply = () => {
  const q = box.value.trim().toLowerCase()
  const rule = /^r\\d+(\\.\\d+)*$/.test(q)
  for (const el of document.querySelectorAll('[data-filter]')) {
    const text = ' ' + el.dataset.filter.toLowerCase() + ' '
    el.hidden = q !== '' && !(rule ? text.includes(' ' + q + ' ') : text.includes(q))
  }
}
box.addEventListener('input', apply)
for (const a of document.querySelectorAll('a[data-rule]')) a.addEventListener('click', (e) => {
  e.preventDefault(); box.value = a.dataset.rule; apply(); box.scrollIntoView({ block: 'center' })
})
`

export function toHtml(report: RunReport): string {
  const t = totals(report)
  const failed = report.checks.filter((c) => c.status === 'failed')
  const title = `Conformance: ${t.failed ? `${t.failed} failed` : 'all passed'} — ${report.baseUrl}`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${header(report)}
<h2>Failures (${failed.length} check${failed.length === 1 ? '' : 's'})</h2>
${failed.length ? failed.map(failureSection).join('\n') : '<p class="ok">No check failed.</p>'}
${rulesSection(report)}
<p><input id="filter" type="search" placeholder="Filter the checks: a rule id (R7.19) or any text" aria-label="Filter the checks"></p>
<h2>All checks (${t.checks})</h2>
${groups(report)
  .map(([group, checks]) => groupTable(group, checks))
  .join('\n')}
${leftBehind(report)}
<p class="meta">${h(report.kit.name)} ${h(report.kit.version)} · contract ${h(report.contract.title)} ${h(report.contract.version)} (${h(report.contract.path)}) · seed ${h(report.options.seed)}${report.options.quick ? ' · quick run' : ''}${report.options.only?.length ? ` · only ${h(report.options.only.join(', '))}` : ''}</p>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`
}

function header(report: RunReport): string {
  const t = totals(report)
  return `<header>
<h1>Conformance report</h1>
<p class="meta">Backend <code>${h(report.baseUrl)}</code> · ${h(when(report.startedAt))} · ${h(duration(report.durationMs))}</p>
${report.interrupted ? `<p class="banner">Interrupted: ${h(report.interrupted)}. The results are those of the checks run so far.</p>` : ''}
<ul class="totals">
<li><b class="ok">${t.passed}</b>passed</li>
<li><b class="${t.failed ? 'bad' : ''}">${t.failed}</b>failed</li>
<li><b class="${t.skipped ? 'skip' : ''}">${t.skipped}</b>skipped</li>
<li><b>${report.operationsExercised} / ${report.contract.operations}</b>operations exercised</li>
<li><b>${report.requests}</b>requests</li>
</ul>
</header>`
}

/** "2025-03-01 08:00:00 UTC": the same wherever the file is opened. */
function when(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

function rulesSection(report: RunReport): string {
  const rows = ruleRows(report)
  if (!rows.length) return ''
  const body = rows
    .map(
      (r) =>
        `<tr${r.failed ? ' class="failed"' : ''}><td class="rules"><a href="#filter" data-rule="${h(r.rule)}">${h(r.rule)}</a></td><td class="num">${r.checks}</td><td class="num ok">${r.passed}</td><td class="num${r.failed ? ' bad' : ''}">${r.failed}</td><td class="num${r.skipped ? ' skip' : ''}">${r.skipped}</td></tr>`,
    )
    .join('\n')
  return `<h2>Rules (${rows.length})</h2>
<table>
<thead><tr><th>Rule</th><th class="num">Checks</th><th class="num">Passed</th><th class="num">Failed</th><th class="num">Skipped</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`
}

const filterText = (c: CheckResult) => h(`${c.rules.join(' ')} ${c.status} ${c.group} ${c.id} ${c.title}`)

function failureSection(check: CheckResult): string {
  const failures: Failure[] = check.failures.length ? check.failures : [{ message: 'failed without a message' }]
  return `<section class="failure" data-filter="${filterText(check)}">
<h3><span class="rules">${h(check.rules.join(' '))}</span> ${h(check.title)}</h3>
<p class="meta mono">${h(check.id)} · ${h(check.group)} · ${h(duration(check.durationMs))} · ${check.requests} requests</p>
${failures.map((f) => `<p class="message">${h(f.message)}</p>\n${f.exchange ? exchangeDetails(f.exchange) : ''}`).join('\n')}
</section>`
}

function exchangeDetails({ request, response, error }: Exchange): string {
  const outcome = response ? `${response.status} (${response.ms} ms)` : 'no answer'
  return `<details open>
<summary class="mono">${h(`${request.method} ${request.url} → ${outcome}`)}</summary>
<p class="label">Request</p>
<pre>${hBlock(`${request.method} ${request.url}\n${headerText(request.headers)}${request.body !== undefined ? `\n${request.body}` : ''}`)}</pre>
${response ? `<p class="label">Response</p>\n<pre>${hBlock(`${response.status}\n${headerText(response.headers)}${response.body ? `\n${response.body}` : ''}`)}</pre>` : ''}
${error ? `<p class="label">No answer</p>\n<pre>${hBlock(error)}</pre>` : ''}
<p class="label">Send it again (click to select)</p>
<pre class="curl">${hBlock(curlOf(request))}</pre>
</details>`
}

const headerText = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\n`)
    .join('')

function groupTable(group: string, checks: CheckResult[]): string {
  const rows = checks
    .map((c) => {
      const note =
        c.status === 'failed'
          ? `${c.failures.length} failure${c.failures.length === 1 ? '' : 's'}`
          : c.status === 'skipped'
            ? `skipped: ${c.skipReason ?? ''}`
            : ''
      return `<tr class="${c.status}" data-filter="${filterText(c)}"><td class="${CLASS[c.status]}" title="${c.status}">${MARK[c.status]}</td><td class="rules">${h(c.rules.join(' '))}</td><td>${h(c.title)}</td><td class="num">${h(duration(c.durationMs))}</td><td class="num">${c.requests}</td><td class="${CLASS[c.status]}">${h(note)}</td></tr>`
    })
    .join('\n')
  return `<h3>${h(group)}</h3>
<table>
<thead><tr><th></th><th>Rules</th><th>Check</th><th class="num">Time</th><th class="num">Requests</th><th></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}

function leftBehind(report: RunReport): string {
  if (!report.leftBehind.length) return ''
  return `<h2>Left behind (${report.leftBehind.length})</h2>
<p>The kit created these on the backend and could not delete them.</p>
<ul>${report.leftBehind.map((item) => `<li>${h(item)}</li>`).join('')}</ul>`
}
