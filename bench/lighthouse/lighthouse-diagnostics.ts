// LIGHTHOUSE_DIAG=1 (bench/lighthouse/lighthouse.ts): where an audit's time went, from Lighthouse's own diagnostics, in a few
// lines — so a score under budget says what to cut. Times are Lighthouse's simulated ones (4× CPU, slow 4G).
export interface Lhr {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; displayValue?: string; details?: unknown } | undefined>
}

interface Table {
  items?: Array<Record<string, unknown>>
}

const items = (lhr: Lhr, id: string) =>
  ((lhr.audits[id]?.details as Table | undefined)?.items ?? []) as Array<Record<string, unknown>>
const ms = (n: unknown) => `${Math.round(Number(n))} ms`
const file = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '') || '/'

/** Lighthouse's LCP breakdown list: the phases table, then the element. */
function lcp(lhr: Lhr): string {
  const [phases, node] = items(lhr, 'lcp-breakdown-insight') as [Table | undefined, Record<string, unknown> | undefined]
  const parts = (phases?.items ?? []).map((p) => `${String(p.label).toLowerCase()} ${ms(p.duration)}`)
  return `LCP element ${String(node?.snippet ?? '?').slice(0, 140)}\n      ${parts.join(', ')}`
}

/** The request chain's longest path, from the network dependency tree. */
function chain(lhr: Lhr): string {
  type Node = { url: string; navStartToEndTime: number; isLongest?: boolean; children?: Record<string, Node> }
  const section = items(lhr, 'network-dependency-tree-insight')[0] as
    | { value?: { chains?: Record<string, Node> } }
    | undefined
  const out: string[] = []
  let level = section?.value?.chains
  while (level) {
    const next: Node | undefined = Object.values(level).find((n) => n.isLongest) ?? Object.values(level)[0]
    if (!next) break
    out.push(`${file(next.url)} @${ms(next.navStartToEndTime)}`)
    level = next.children && Object.keys(next.children).length ? next.children : undefined
  }
  return out.join(' → ')
}

export function diagnose(lhr: Lhr, label: string): string {
  const breakdown = items(lhr, 'mainthread-work-breakdown').map((i) => `${i.groupLabel} ${ms(i.duration)}`)
  const scripts = items(lhr, 'bootup-time')
    .slice(0, 5)
    .map((i) => `${file(i.url)} ${ms(i.total)} (eval ${ms(i.scripting)})`)
  const tasks = items(lhr, 'long-tasks')
    .slice(0, 8)
    .map((t) => `${ms(t.duration)} @${ms(t.startTime)} ${file(t.url)}`)
  return [
    `    ${label}: main thread ${lhr.audits['mainthread-work-breakdown']?.displayValue ?? '?'} — ${breakdown.join(', ')}`,
    `      scripts: ${scripts.join('; ')}`,
    `      long tasks: ${tasks.join('; ') || 'none'}`,
    `      ${lcp(lhr)}`,
    `      longest chain: ${chain(lhr)}`,
  ].join('\n')
}
