import type { ChangeEvent, CompositionEvent } from 'react'
import { charCount, clipChars } from '@/schemas/text-length'

// The browser's `maxlength` counts UTF-16 units: it stops 20 emoji at 10 while the server (and the counter beside
// the field) counts characters (code points, src/schemas/text-length.ts). A capped field uses these handlers instead,
// and behaves as `maxlength` does: what is typed or pasted past the limit is cut, nothing already there is lost.

type TextControl = HTMLInputElement | HTMLTextAreaElement

/** The value at the start of each composition under way. */
const beforeComposition = new WeakMap<TextControl, string>()

/**
 * The control's value after an edit of `previous`, within `max` characters (or within `previous`, when that was
 * already longer, as a value read from the server may be): the inserted text, which ends at the caret, is cut.
 */
function capped(el: TextControl, max: number, previous: string): string {
  const value = el.value
  const allowed = Math.max(max, charCount(previous))
  const over = charCount(value) - allowed
  if (over <= 0) return value
  const caret = el.selectionEnd ?? value.length
  const before = value.slice(0, caret)
  const kept = clipChars(before, Math.max(0, charCount(before) - over))
  const next = clipChars(kept + value.slice(caret), allowed)
  el.value = next
  try {
    el.setSelectionRange(kept.length, kept.length)
  } catch {
    // An email input has no selection to restore.
  }
  return next
}

/**
 * Handlers that keep a text control (showing `value`) within `max` characters and hand on each new value. While an
 * IME composes (pinyin under way) the text is left whole; it is capped when the composition ends.
 */
export function charCap<E extends TextControl>(max: number, value: string, onValue: (value: string) => void) {
  return {
    onChange: (e: ChangeEvent<E>) =>
      onValue((e.nativeEvent as InputEvent).isComposing ? e.currentTarget.value : capped(e.currentTarget, max, value)),
    onCompositionStart: (e: CompositionEvent<E>) => {
      beforeComposition.set(e.currentTarget, value)
    },
    onCompositionEnd: (e: CompositionEvent<E>) => {
      const el = e.currentTarget
      onValue(capped(el, max, beforeComposition.get(el) ?? value))
      beforeComposition.delete(el)
    },
  }
}
