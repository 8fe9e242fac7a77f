// The hostile text corpus (issue 23, item 4): what people (and attackers) type into a text field, put through every
// user-text field the API takes and every screen that shows one. Shared by the contract tests (the server stores and
// returns each exactly, or refuses it with the spec's error: mock-server/handlers/hostile-text.test.ts), the storage
// tests (each survives a commit and a reload), the screens' component tests (each is shown as text: no element made
// from it, long words wrap: src/app/hostile-text/) and the one journey that sets them through the real UI under the
// production build's Content-Security-Policy (tests/hostile-text.spec.ts).
//
// The markup tries `alert(1)`: a journey fails on any dialog, any CSP violation and any page error, so none may run.

export type HostileKind =
  | 'markup'
  | 'url'
  | 'entity'
  | 'bidi'
  | 'invisible'
  | 'combining'
  | 'emoji'
  | 'astral'
  | 'long'
  | 'blank'
  | 'nullish'
  | 'injection'
  | 'lines'
  | 'surrogate'

export interface HostileText {
  /** Short and unique, for test titles. */
  name: string
  kind: HostileKind
  text: string
  /**
   * Travels only as a JSON string escape (a lone surrogate): never in a URL (encodeURIComponent refuses it), never
   * typed into a field. "Where the transport allows."
   */
  jsonOnly?: true
}

const ZALGO =
  'Z\u0335\u0321\u0322\u031b\u0349A\u0338\u0327\u031b\u0320L\u0334\u0349\u0319G\u0336\u0331O\u0337\u0327\u031f'

export const HOSTILE_TEXTS: readonly HostileText[] = [
  { name: 'script tag', kind: 'markup', text: '<script>alert(1)</script>' },
  { name: 'img onerror', kind: 'markup', text: '<img src=x onerror=alert(1)>' },
  { name: 'attribute break-out', kind: 'markup', text: '"><svg/onload=alert(1)>' },
  { name: 'iframe srcdoc', kind: 'markup', text: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'javascript url', kind: 'url', text: 'javascript:alert(1)' },
  { name: 'data url', kind: 'url', text: 'data:text/html,<script>alert(1)</script>' },
  { name: 'markdown link', kind: 'url', text: '[点我](javascript:alert(1))' },
  { name: 'html entities', kind: 'entity', text: '&lt;b&gt;粗体&lt;/b&gt; &amp; &#60;i&#62;' },
  { name: 'rtl override', kind: 'bidi', text: '\u202e柠檬gnp.exe\u202c 结束' },
  { name: 'bidi isolates', kind: 'bidi', text: '\u2067שלום\u2069 和 \u2066abc\u2069\u200f!' },
  { name: 'zero-width', kind: 'invisible', text: '柠\u200b檬\u200c笔\u200d记\u2060！\ufeff好' },
  { name: 'zalgo', kind: 'combining', text: ZALGO },
  { name: 'emoji sequences', kind: 'emoji', text: '👩‍👩‍👧‍👦👨🏽‍💻🏳️‍🌈🇨🇳🇯🇵' },
  { name: 'astral cjk', kind: 'astral', text: '𠀀𠮷𩸽𪚥𫝀' },
  { name: 'long word', kind: 'long', text: 'W'.repeat(30) },
  { name: 'long word, 1000', kind: 'long', text: 'Ｗ'.repeat(1000) },
  { name: '10,000 characters', kind: 'long', text: '长'.repeat(10_000) },
  { name: 'whitespace only', kind: 'blank', text: ' \t\n\u3000 ' },
  { name: 'null', kind: 'nullish', text: 'null' },
  { name: 'undefined', kind: 'nullish', text: 'undefined' },
  { name: 'NaN', kind: 'nullish', text: 'NaN' },
  { name: 'sql', kind: 'injection', text: "' OR 1=1; DROP TABLE posts; --" },
  { name: 'template braces', kind: 'injection', text: "{{constructor.constructor('alert(1)')()}}" },
  { name: 'template literal', kind: 'injection', text: '${alert(1)} #{7*7} <%= 7*7 %>' },
  { name: 'prototype key', kind: 'injection', text: '__proto__' },
  { name: 'line separators', kind: 'lines', text: '第一行\u2028第二行\r\n第三行\u2029完' },
  { name: 'lone surrogates', kind: 'surrogate', text: '\ud83d柠檬\udc00', jsonOnly: true },
]

/** The corpus as a URL or a typed field can carry it. */
export const TYPABLE_TEXTS = HOSTILE_TEXTS.filter((h) => !h.jsonOnly)

/** One entry by name (throws on a typo, so a test cannot silently pick nothing). */
export function hostile(name: string): HostileText {
  const found = HOSTILE_TEXTS.find((h) => h.name === name)
  if (!found) throw new Error(`no hostile text named "${name}"`)
  return found
}
