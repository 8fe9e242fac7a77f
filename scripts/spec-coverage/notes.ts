// docs/spec-notes.json: rules whose status is not (only) shown by a test.
export const NOTE_STATUSES = ['defect-fixed', 'not-testable'] as const
export type NoteStatus = (typeof NOTE_STATUSES)[number]
export interface SpecNote {
  status: NoteStatus
  note: string
}
export type SpecNotes = Record<string, SpecNote>

/** Parses and checks the shape; returns problems instead of throwing so --check can list them all. */
export function parseNotes(json: string): { notes: SpecNotes; problems: string[] } {
  const problems: string[] = []
  const notes: SpecNotes = {}
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch (e) {
    return { notes, problems: [`docs/spec-notes.json is not valid JSON: ${(e as Error).message}`] }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { notes, problems: ['docs/spec-notes.json must be an object keyed by rule id'] }
  }
  for (const [id, value] of Object.entries(raw)) {
    const v = value as Partial<SpecNote> | null
    if (!v || !NOTE_STATUSES.includes(v.status as NoteStatus) || typeof v.note !== 'string' || !v.note.trim()) {
      problems.push(`docs/spec-notes.json ${id}: needs { "status": ${NOTE_STATUSES.map((s) => `"${s}"`).join(' | ')}, "note": "…" }`)
      continue
    }
    notes[id] = { status: v.status as NoteStatus, note: v.note.trim() }
  }
  return { notes, problems }
}
