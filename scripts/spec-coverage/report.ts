// Joining rules, test titles and docs/spec-rules.json into docs/spec-coverage.md.
import { idsIn, type SpecDoc } from './spec'
import {
  ACCEPTS,
  KIND_BY_PATH,
  LAYER_MEANING,
  LAYERS,
  accepts,
  kindOf,
  provesAny,
  type Layer,
  type TestKind,
} from './policy'
import type { RulesData } from './rules'
import type { TestTitle } from './titles'

export type RuleStatus =
  | 'tested'
  | 'partial'
  | 'not yet'
  | 'not testable'
  | 'defect fixed, tested'
  | 'defect fixed, partial'
  | 'planned'

export interface Evidence {
  /** `path › title` */
  test: string
  kind: TestKind
}

export interface RuleCoverage {
  id: string
  section: number
  text: string
  layers: Layer[]
  status: RuleStatus
  /** tests that name the rule and count for at least one of its layers, sorted */
  evidence: Evidence[]
  /** tests that name the rule but whose kind counts for none of its layers, sorted */
  notCounted: Evidence[]
  /** layers with at least one counted test */
  covered: Layer[]
  /** what is missing, in words ("no server test yet", the entry's partial text) */
  missing: string[]
  note: string | null
}

const EVIDENCE_SHOWN = 3

export function coverage(spec: SpecDoc, titles: TestTitle[], rules: RulesData): RuleCoverage[] {
  const byId = new Map<string, Map<string, Evidence>>()
  for (const t of titles) {
    if (t.kind !== 'test' || t.skipped) continue
    const kind = kindOf(t.file)
    for (const id of t.ids) {
      const tests = byId.get(id) ?? new Map<string, Evidence>()
      const test = `${t.file} › ${t.title}`
      tests.set(test, { test, kind })
      byId.set(id, tests)
    }
  }
  return spec.rules.map((r) => {
    const data = rules[r.id]
    const layers = data?.layers ?? []
    const named = [...(byId.get(r.id)?.values() ?? [])].sort((a, b) => (a.test < b.test ? -1 : a.test > b.test ? 1 : 0))
    const counts = (e: Evidence) => provesAny(layers, e.kind)
    const evidence = named.filter(counts)
    const notCounted = named.filter((e) => !counts(e))
    const covered = layers.filter((l) => evidence.some((e) => accepts(l, e.kind)))
    const missing = layers.filter((l) => !covered.includes(l)).map((l) => `no ${l} test yet`)
    if (data?.partial) missing.push(data.partial)
    const some = covered.length > 0
    const complete = some && missing.length === 0
    let status: RuleStatus
    if (data?.status === 'not-testable') status = 'not testable'
    else if (data?.status === 'defect-fixed')
      status = complete ? 'defect fixed, tested' : some ? 'defect fixed, partial' : 'planned'
    else status = complete ? 'tested' : some ? 'partial' : 'not yet'
    return {
      id: r.id,
      section: r.section,
      text: r.text,
      layers,
      status,
      evidence,
      notCounted,
      covered,
      missing,
      note: data?.note ?? null,
    }
  })
}

/** Ids named in test titles that the spec does not have. */
export function unknownIds(spec: SpecDoc, titles: TestTitle[]): string[] {
  const known = new Set(spec.rules.map((r) => r.id))
  const problems: string[] = []
  for (const t of titles) {
    // Only the title's own ids: an unknown id in a describe is reported once, not per test.
    for (const id of idsIn(t.title))
      if (!known.has(id)) problems.push(`${t.file}: "${t.title}" names ${id}, which docs/spec.md does not have`)
  }
  return problems
}

/** The column a status is counted under in the totals. */
export const TOTAL_COLUMNS = ['tested', 'partial', 'not yet', 'not testable'] as const
export type TotalColumn = (typeof TOTAL_COLUMNS)[number]
export function totalColumn(s: RuleStatus): TotalColumn {
  if (s === 'tested' || s === 'defect fixed, tested') return 'tested'
  if (s === 'partial' || s === 'defect fixed, partial') return 'partial'
  if (s === 'not testable') return 'not testable'
  return 'not yet'
}

export type LayerTotals = Record<Layer | 'all', Record<TotalColumn | 'total', number>>

/** Counts per layer; a rule counts under its first layer only, so the rows add up to the overall row. */
export function totalsByLayer(rows: RuleCoverage[]): LayerTotals {
  const zero = () => ({ tested: 0, partial: 0, 'not yet': 0, 'not testable': 0, total: 0 })
  const totals = Object.fromEntries([...LAYERS, 'all'].map((l) => [l, zero()])) as LayerTotals
  for (const r of rows) {
    const col = totalColumn(r.status)
    for (const key of [r.layers[0], 'all'] as const) {
      if (!key) continue
      totals[key][col]++
      totals[key].total++
    }
  }
  return totals
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ')
const code = (s: string) => `\`${s.replace(/`/g, "'")}\``

function shownTests(list: Evidence[], withKind: boolean): string {
  const shown = list.slice(0, EVIDENCE_SHOWN).map((e) => (withKind ? `${code(e.test)} (${e.kind})` : code(e.test)))
  if (list.length > EVIDENCE_SHOWN) shown.push(`+${list.length - EVIDENCE_SHOWN} more`)
  return shown.join('<br>')
}

function evidenceCell(c: RuleCoverage): string {
  const parts: string[] = []
  if (c.evidence.length) parts.push(shownTests(c.evidence, false))
  if (c.notCounted.length) parts.push(`named, not counted: ${shownTests(c.notCounted, true)}`)
  return cell(parts.join('<br>'))
}

function missingCell(c: RuleCoverage): string {
  const parts: string[] = []
  if (c.status === 'not testable') parts.push(c.note ?? '')
  else {
    if (c.missing.length) parts.push(c.missing.join('; '))
    // A defect note says itself what the original did and what we built or plan ("Planned: …").
    if (c.note) parts.push(c.note)
  }
  return cell(parts.join('<br>'))
}

/** A suite of contract tests run once per operation of docs/openapi.json (scripts/spec-coverage/contract.ts). */
export interface ContractSuiteLine {
  file: string
  example: string
  operations: number
  rules: string[]
}

function contractSection(suites: readonly ContractSuiteLine[]): string[] {
  if (suites.length === 0) return []
  return [
    '',
    '## Server layer: the contract tests',
    '',
    'Besides the tests that name a rule in their title, these contract tests run once per operation of `docs/openapi.json`',
    '(titled at run time, from `mock-server/test/contract-titles.ts`); each counts as server evidence for the server-layer rules',
    'its operation lists (`x-rules`), and is listed with them below.',
    '',
    '| file | operations | server rules | one of its tests |',
    '|---|---:|---:|---|',
    ...suites.map((s) => `| \`${s.file}\` | ${s.operations} | ${s.rules.length} | ${cell(s.example)} |`),
  ]
}

/** A transition (or a state: `machine:path`) of a machine (machines/graph/transitions.ts) with the rules its meta names. */
export interface RuleTransition {
  id: string
  rules: readonly string[]
}

/** The section whose rules the machines' transitions carry: states and transitions. */
export const MACHINE_SECTION = 4

/** Rules the machines' meta names that the spec does not have. */
export function unknownTransitionRules(spec: SpecDoc, transitions: readonly RuleTransition[]): string[] {
  const known = new Set(spec.rules.map((r) => r.id))
  return transitions.flatMap((t) =>
    t.rules
      .filter((id) => !known.has(id))
      .map((id) => `machine transition ${t.id} names ${id}, which docs/spec.md does not have`),
  )
}

function transitionsSection(
  rows: RuleCoverage[],
  transitions: readonly RuleTransition[],
  states: readonly RuleTransition[],
): string[] {
  if (transitions.length === 0) return []
  const inSection = rows.filter((r) => r.section === MACHINE_SECTION)
  const carrying = (list: readonly RuleTransition[], id: string) =>
    cell(
      list
        .filter((t) => t.rules.includes(id))
        .map((t) => code(t.id))
        .join('<br>'),
    ) || '—'
  const none = transitions.filter((t) => t.rules.length === 0).map((t) => code(t.id))
  return [
    '',
    `### §${MACHINE_SECTION} rules on the machines' transitions`,
    '',
    'The transitions of the machines (machines/*.machine.ts) that name each rule in their `meta.rules`, by the ids of',
    "`machines/graph/transitions.ts` (`<machine>:<source state>:<event>#<index>`). Each machine's generated-path test takes every",
    'one of them or lists it in `machines/graph/unreachable.ts` with the reason.',
    '',
    'The states that name the rule in their `meta.rules` are listed beside them (`<machine>:<state path>`).',
    '',
    '| rule | transitions | states |',
    '|---|---|---|',
    ...inSection.map((r) => `| ${r.id} | ${carrying(transitions, r.id)} | ${carrying(states, r.id)} |`),
    '',
    `Transitions that name no rule: ${none.length ? none.join(', ') : 'none'}.`,
  ]
}

export function renderMarkdown(
  spec: SpecDoc,
  rows: RuleCoverage[],
  contractSuites: readonly ContractSuiteLine[] = [],
  transitions: readonly RuleTransition[] = [],
  states: readonly RuleTransition[] = [],
): string {
  const totals = totalsByLayer(rows)
  const count = (s: RuleStatus) => rows.filter((r) => r.status === s).length
  const lines = [
    '# Spec coverage',
    '',
    '<!-- Generated by `npm run spec:coverage` (scripts/spec-coverage.ts) from the rule ids in docs/spec.md,',
    '     the titles of the tests and docs/spec-rules.json. Do not edit by hand; `npm run spec:check` fails when stale. -->',
    '',
    'Each rule has one or more layers (docs/spec-rules.json). A test is evidence for a rule when it runs (not `.skip`/`.todo`/`.fails`/`.fixme`),',
    'has the id in its title or in an enclosing `describe` title (`it.each`/`describe.each` titles included), and is of a kind that can prove',
    "one of the rule's layers. A rule is **tested** when every layer has such a test and nothing is recorded as missing; **partial** when",
    'some layer has one, or the tests cover only part of the rule (the last column says what is missing); **not yet** when none does;',
    '**not testable** when the rule states no behaviour (the note says why). A defect of the original that we build a working version of is',
    '**defect fixed, tested**, **defect fixed, partial**, or **planned** while nothing of it is built and tested. Tests that name a rule but',
    'cannot prove any of its layers are listed as "named, not counted", with their kind.',
    '',
    '**Kind of test, by path** (first match wins)',
    '',
    '| kind | path |',
    '|---|---|',
    ...KIND_BY_PATH.map((k) => `| ${k.kind} | ${cell(k.pattern)} |`),
    '',
    '**Kinds that can prove each layer**',
    '',
    '| layer | means | proved by |',
    '|---|---|---|',
    ...LAYERS.map((l) => `| ${l} | ${LAYER_MEANING[l]} | ${ACCEPTS[l].join(', ')} |`),
    '',
    '## Totals',
    '',
    'One row per layer; a rule counts under its first layer.',
    '',
    '| layer | tested | partial | not yet | not testable | total |',
    '|---|---:|---:|---:|---:|---:|',
    ...LAYERS.map((l) => {
      const t = totals[l]
      return `| ${l} | ${t.tested} | ${t.partial} | ${t['not yet']} | ${t['not testable']} | ${t.total} |`
    }),
    `| **all** | **${totals.all.tested}** | **${totals.all.partial}** | **${totals.all['not yet']}** | **${totals.all['not testable']}** | **${totals.all.total}** |`,
    '',
    `Defects of the original (docs/spec-rules.json status \`defect-fixed\`): ${count('defect fixed, tested')} fixed and tested (under tested), ` +
      `${count('defect fixed, partial')} fixed in part (under partial), ${count('planned')} planned, not built yet (under not yet).`,
    ...contractSection(contractSuites),
  ]
  const sections = [...new Set(rows.map((r) => r.section))].sort((a, b) => a - b)
  for (const s of sections) {
    const inSection = rows.filter((r) => r.section === s)
    const n = (col: TotalColumn) => inSection.filter((r) => totalColumn(r.status) === col).length
    lines.push('', `## §${s} ${spec.sections.get(s) ?? ''}`.trimEnd(), '')
    lines.push(
      `${n('tested')} of ${inSection.length} tested, ${n('partial')} partial, ${n('not yet')} not yet, ${n('not testable')} not testable.`,
      '',
    )
    lines.push('| rule | layers | text | status | evidence | missing / note |', '|---|---|---|---|---|---|')
    for (const r of inSection) {
      lines.push(
        `| ${r.id} | ${r.layers.join(', ')} | ${cell(r.text)} | ${r.status} | ${evidenceCell(r)} | ${missingCell(r)} |`,
      )
    }
    if (s === MACHINE_SECTION) lines.push(...transitionsSection(rows, transitions, states))
  }
  return `${lines.join('\n')}\n`
}
