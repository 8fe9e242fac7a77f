import * as v from 'valibot'
import { CategoryIdSchema, DEFAULT_FORM_CATEGORY } from '@/schemas/category.schema'

/** The editor's text fields; image files can't be kept across a reload, so they are not part of a draft. */
export const DraftSchema = v.object({
  title: v.string(),
  content: v.string(),
  tagsText: v.string(),
  location: v.string(),
  category: CategoryIdSchema,
})
export type DraftFields = v.InferOutput<typeof DraftSchema>

export const EMPTY_DRAFT: DraftFields = {
  title: '',
  content: '',
  tagsText: '',
  location: '',
  category: DEFAULT_FORM_CATEGORY,
}

// Per tab (sessionStorage): an accidental reload keeps the text, another tab starts clean.
const storageKey = (postId: number | null) => `lemon.postDraft.${postId ?? 'new'}`

export function loadDraft(postId: number | null): DraftFields | null {
  try {
    const raw = sessionStorage.getItem(storageKey(postId))
    if (!raw) return null
    const parsed = v.safeParse(DraftSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

export function saveDraft(postId: number | null, fields: DraftFields): void {
  try {
    sessionStorage.setItem(storageKey(postId), JSON.stringify(fields))
  } catch {
    // Storage full or blocked (private mode): the draft is a convenience, the form still works.
  }
}

export function clearDraft(postId: number | null): void {
  try {
    sessionStorage.removeItem(storageKey(postId))
  } catch {
    // See saveDraft.
  }
}
