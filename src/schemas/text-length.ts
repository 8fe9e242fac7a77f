// One unit for every user-text length rule: Unicode code points. JSON Schema's minLength/maxLength count them
// (so docs/openapi.json can state the rule as it is), and they are closer to what a person calls a character than
// UTF-16 units (`String.length`, and the browser's native `maxlength`), which count an emoji or 𠀀 as two.
// The schemas use valibot's own `v.minCodePoints`/`v.maxCodePoints` (never `v.minLength`/`v.maxLength` on text a
// person types); the UI's counters and input caps, and any rule the schemas state in code, use `charCount`.

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/** Where the character at `at` ends: a surrogate pair is one character; a lone surrogate counts alone. */
function nextChar(text: string, at: number): number {
  return isHigh(text.charCodeAt(at)) && isLow(text.charCodeAt(at + 1)) ? at + 2 : at + 1
}

/** The length of `text` as the server's length rules count it (code points, as valibot's `maxCodePoints` does). */
export function charCount(text: string): number {
  let count = 0
  for (let at = 0; at < text.length; at = nextChar(text, at)) count++
  return count
}

/** The UTF-16 index where the first `max` characters of `text` end. */
function charIndex(text: string, max: number): number {
  let at = 0
  for (let count = 0; at < text.length && count < max; count++) at = nextChar(text, at)
  return at
}

/** The first `max` characters of `text`, never half of a surrogate pair. */
export function clipChars(text: string, max: number): string {
  return text.slice(0, charIndex(text, max))
}
