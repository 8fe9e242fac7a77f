// Quoting for a shell (bash, zsh, ksh; $'…' is POSIX since 2024): the word the shell reads back is the text given.

// Characters that would act in a terminal showing the command, or break its one line: C0 and C1 controls, DEL, the
// line and paragraph separators, the bidi marks, embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ACTING = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
const utf8 = new TextEncoder()

/**
 * 'text' with each ' written '\''; $'…' (ANSI-C quoting) when the text holds a newline or another acting character,
 * so the command stays on one line, shows as it is and the character survives a copy and paste.
 */
export function shellQuote(text: string): string {
  if (!ACTING.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`
  let out = ''
  for (const ch of text) {
    if (ch === '\\') out += '\\\\'
    // \x27 rather than \': an interactive bash's history expansion reads ' as a quote even after a backslash.
    else if (ch === "'") out += '\\x27'
    else if (ch === '\n') out += '\\n'
    else if (ch === '\r') out += '\\r'
    else if (ch === '\t') out += '\\t'
    // Its UTF-8 bytes, not \uHHHH: a shell in the C locale writes \u escapes out literally, bytes it passes as they are.
    else if (ACTING.test(ch)) out += [...utf8.encode(ch)].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('')
    else out += ch
  }
  return `$'${out}'`
}
