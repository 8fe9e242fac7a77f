// Text typed into a field of the page's first screen before the app runs (the header's search box): React's first
// commit replaces the field with the live one, which would drop the text. It is kept with the field's name, put into
// the live field of that name once the app has rendered it, and a search asked for then (Enter) is asked for again.
// Compiled into the script that runs before the app (scripts/vite-first-screen.ts), which hands `refill` to the app.

export interface KeptText {
  /** The field's name (its aria-label, else its name attribute). */
  label: string
  value: string
  /** Its form was submitted. */
  submitted: boolean
}

type Field = HTMLInputElement | HTMLTextAreaElement

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement

const labelOf = (field: Field) => field.getAttribute('aria-label') ?? field.name

/** What was typed into `target`, if it is a named field. */
export function textOf(target: EventTarget | null): KeptText | null {
  if (!isField(target) || !labelOf(target)) return null
  return { label: labelOf(target), value: target.value, submitted: false }
}

/** Puts kept text into the field of the same name on the live `screen`, and submits its form if it was. */
export function refill(screen: ParentNode, text: KeptText): void {
  const field = [...screen.querySelectorAll<Field>('input, textarea')].find((f) => labelOf(f) === text.label)
  if (!field || field.disabled || field.readOnly) return
  // The prototype's setter, then an input event: how typed text reaches a field React controls (its own setter on
  // the element would leave React believing nothing changed).
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text.value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.focus({ preventScroll: true })
  // In a task of its own: React commits the text first, and the form's handler reads it from there.
  const form = field.form
  if (text.submitted && form) setTimeout(() => form.requestSubmit())
}
