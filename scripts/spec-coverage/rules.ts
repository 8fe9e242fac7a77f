// docs/spec-rules.json: one entry per rule of docs/spec.md — its layers, and what a test cannot show.
import { compareIds, type SpecDoc } from './spec.js'
import { LAYERS, type Layer } from './policy.js'

export const RULE_STATUSES = ['defect-fixed', 'not-testable'] as const
export type RuleDataStatus = (typeof RULE_STATUSES)[number]

export interface RuleData {
  /** where the rule's behaviour lives; every layer needs a test that counts for it */
  layers: Layer[]
  /** a defect of the original we build a working version of, or a rule no test can prove */
  status?: RuleDataStatus
  /** why (required with a status) */
  note?: string
  /** what the tests named by this rule leave out; the rule is partial while this is set */
  partial?: string
}
export type RulesData = Record<string, RuleData>

const FILE = 'docs/spec-rules.json'
const KEYS = new Set(['layers', 'status', 'note', 'partial'])
const list = (xs: readonly string[]) => xs.map((x) => `"${x}"`).join(', ')
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** Parses and checks the shape; returns problems instead of throwing so --check can list them all. */
export function parseRules(json: string): { rules: RulesData; problems: string[]; ids: string[] } {
  const problems: string[] = []
  const rules: RulesData = {}
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch (e) {
    return { rules, ids: [], problems: [`${FILE} is not valid JSON: ${(e as Error).message}`] }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { rules, ids: [], problems: [`${FILE} must be an object keyed by rule id`] }
  }
  for (const [id, value] of Object.entries(raw)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${FILE} ${id}: needs { "layers": [...] }`)
      continue
    }
    const v = value as Record<string, unknown>
    const before = problems.length
    for (const k of Object.keys(v))
      if (!KEYS.has(k)) problems.push(`${FILE} ${id}: unknown key "${k}" (known: ${list([...KEYS])})`)
    const layers = Array.isArray(v.layers) ? v.layers : null
    if (!layers || layers.length === 0)
      problems.push(`${FILE} ${id}: "layers" must be a non-empty list of ${list(LAYERS)}`)
    for (const l of layers ?? [])
      if (!LAYERS.includes(l as Layer))
        problems.push(`${FILE} ${id}: unknown layer ${JSON.stringify(l)} (known: ${list(LAYERS)})`)
    if (layers && new Set(layers).size !== layers.length) problems.push(`${FILE} ${id}: a layer is listed twice`)
    if (v.status !== undefined && !RULE_STATUSES.includes(v.status as RuleDataStatus)) {
      problems.push(`${FILE} ${id}: unknown status ${JSON.stringify(v.status)} (known: ${list(RULE_STATUSES)})`)
    }
    if (v.status !== undefined && !text(v.note)) problems.push(`${FILE} ${id}: a status needs a "note" saying why`)
    if (v.note !== undefined && !text(v.note)) problems.push(`${FILE} ${id}: "note" must be non-empty text`)
    if (v.partial !== undefined && !text(v.partial)) problems.push(`${FILE} ${id}: "partial" must be non-empty text`)
    if (problems.length > before) continue
    const entry: RuleData = { layers: layers as Layer[] }
    if (v.status !== undefined) entry.status = v.status as RuleDataStatus
    if (v.note !== undefined) entry.note = text(v.note)!
    if (v.partial !== undefined) entry.partial = text(v.partial)!
    rules[id] = entry
  }
  return { rules, problems, ids: Object.keys(raw) }
}

/** Ids the data names that the spec lacks, and rules of the spec without an entry (`ids`: every key of the file). */
export function checkRulesAgainstSpec(spec: SpecDoc, ids: readonly string[]): string[] {
  const known = new Set(spec.rules.map((r) => r.id))
  const present = new Set(ids)
  const problems: string[] = []
  for (const id of [...ids].sort(compareIds)) {
    if (!known.has(id)) problems.push(`${FILE} names ${id}, which docs/spec.md does not have`)
  }
  for (const r of spec.rules)
    if (!present.has(r.id)) problems.push(`${FILE} has no entry for ${r.id} (every rule needs its "layers")`)
  return problems
}
