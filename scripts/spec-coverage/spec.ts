// Reading the rule ids out of docs/spec.md.

export interface SpecRule {
  id: string
  /** 1–9, from the id (R4.12 → 4) */
  section: number
  /** the line the id stands on, markdown stripped, cut to ~90 chars */
  text: string
}

export interface SpecDoc {
  rules: SpecRule[]
  /** section number → heading text ("States and transitions") */
  sections: Map<number, string>
}

export const RULE_ID_RE = /R\d+\.\d+/g
const SHORT_MAX = 90

/** Numeric order, so R2.9 comes before R2.10. */
export function compareIds(a: string, b: string): number {
  const [a1 = 0, a2 = 0] = a.slice(1).split('.').map(Number)
  const [b1 = 0, b2 = 0] = b.slice(1).split('.').map(Number)
  return a1 - b1 || a2 - b2
}

export function stripMarkdown(line: string): string {
  return line
    .replace(/^\s*[-*]\s+/, '')
    .replace(/^\|\s*/, '')
    .replace(/\s*\|\s*$/, '')
    .replace(/\s*\|\s*/g, ' — ')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

export function shorten(text: string, max = SHORT_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

/**
 * Every backticked id outside HTML comments is a rule (the header comment quotes an example
 * id). The text is what follows the id on its line; a rule whose line holds only the id
 * and a heading keeps the heading.
 */
export function parseSpec(markdown: string): SpecDoc {
  const body = markdown.replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ''))
  const rules: SpecRule[] = []
  const seen = new Set<string>()
  const sections = new Map<number, string>()
  for (const line of body.split('\n')) {
    const heading = /^##\s+(\d+)\.\s+(.*)$/.exec(line)
    if (heading) sections.set(Number(heading[1]), heading[2]!.trim())
    const re = /`(R(\d+)\.\d+)`/g
    const matches = [...line.matchAll(re)]
    matches.forEach((m, i) => {
      const id = m[1]!
      if (seen.has(id)) return
      seen.add(id)
      const end = matches[i + 1]?.index ?? line.length
      const after = stripMarkdown(line.slice(m.index! + m[0].length, end))
      rules.push({ id, section: Number(m[2]), text: shorten(after || stripMarkdown(line)) })
    })
  }
  rules.sort((a, b) => compareIds(a.id, b.id))
  return { rules, sections }
}

export function idsIn(text: string): string[] {
  return [...new Set(text.match(RULE_ID_RE) ?? [])]
}

/** A test's ids: those of its enclosing describe titles, outermost first, then its own title's. */
export function idsInPath(titles: readonly string[]): string[] {
  return [...new Set(titles.flatMap(idsIn))]
}
