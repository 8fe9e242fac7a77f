// Text from a backend goes into terminals, XML and HTML: characters that would act rather than show (escape sequences,
// bidi overrides, line breaks where one line is promised) are written as visible escapes instead.

// C0 and C1 controls, DEL, the line and paragraph separators, the bidi embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

export const escapeChar = (ch: string): string => {
  const code = ch.charCodeAt(0)
  if (ch === '\n') return '\\n'
  if (ch === '\r') return '\\r'
  if (ch === '\t') return '\\t'
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
}

/** The text on one line, every invisible or acting character written as an escape (\n, \x1b, \u202e). */
export function oneLine(text: string): string {
  return text.replace(INVISIBLE, escapeChar).replace(LONE_SURROGATE, escapeChar)
}

/** The same, but keeping line breaks and tabs: for bodies shown as blocks. */
export function block(text: string): string {
  return text
    .replace(INVISIBLE, (ch) => (ch === '\n' || ch === '\t' ? ch : ch === '\r' ? '' : escapeChar(ch)))
    .replace(LONE_SURROGATE, escapeChar)
}

/** At most `max` characters: the text, or its start and an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 2)) ? max - 2 : max - 1
  return `${text.slice(0, end)}…`
}
