import fc from 'fast-check'

// Inputs that break naive servers, sent beside the contract's own valid and broken values: markup, injection text,
// control and bidi characters, lone surrogates, huge numbers, deep nesting, malformed JSON, odd content types,
// broken tokens. What the server must do with them is only what the contract says of any answer.

const LONG = 5_000
export const NASTY_STRINGS = [
  '',
  ' ',
  '   \t\n',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '0',
  '-1',
  '1e3',
  '1.5',
  '0x10',
  '１２',
  '\u0000',
  '\u202e反转',
  '\ud800',
  '\ufeff',
  '😀🍋👨‍👩‍👧‍👦',
  'Ω≈ç√∫',
  'a\r\nb',
  '../../etc/passwd',
  '%00',
  '%2F',
  'x'.repeat(LONG),
  '中'.repeat(LONG),
  '😀'.repeat(LONG / 2),
] as const

export const nastyString = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ minLength: 200, maxLength: LONG }), weight: 1 },
)

/** [[[…]]] or {"a":{"a":…}} nested `depth` levels. */
export function deep(depth: number): unknown {
  let value: unknown = depth % 2 ? 'leaf' : 1
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

const hugeNumbers = fc.constantFrom(
  0,
  -1,
  -0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  2 ** 53,
  9_999_999_999,
)

/** A JSON value of any kind, for any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hugeNumbers,
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyString,
  fc.array(fc.oneof(fc.integer(), nastyString, fc.constant(null)), { maxLength: 12 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 50, max: 600 }).map(deep),
)

/** Raw path segments, inserted as they are (some change the route: the answer must still be one the contract knows). */
export const RAW_SEGMENTS = [
  '0',
  '-1',
  'abc',
  '1e3',
  '1.5',
  '0x10',
  '%201',
  '01',
  '１',
  'NaN',
  'null',
  '9999999999999999999',
  '999999',
  '%00',
  '%2F',
  '%20',
  '..',
  '.',
  '%2e%2e',
  '1;drop',
  '1,2',
  '[1]',
] as const

export const hostileSegment = fc.oneof(
  { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 3 },
  {
    arbitrary: nastyString
      .filter((s) => s.length > 0 && s.length < 300)
      .map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'))),
    weight: 1,
  },
)

const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '}',
  '[',
  'nul',
  'undefined',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '1e999',
  '"str"',
  '[]',
  'null',
  'true',
  '123',
  '['.repeat(5_000),
] as const

export const rawBody = fc.record({
  text: fc.oneof(
    fc.constantFrom(...MALFORMED_JSON),
    nastyString,
    fc.string({ unit: 'binary', maxLength: 200 }),
    wrongValue.map((v) => JSON.stringify(v) ?? ''),
  ),
  contentType: fc.option(
    fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'multipart/form-data; boundary=xyz',
      'multipart/form-data',
      'image/png',
      '',
    ),
    { nil: undefined },
  ),
})

export const hostileAuthorization = fc.oneof(
  fc.string({ maxLength: 40 }).map((t) => `Bearer ${t}`),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'bearer a b',
    'Bearer null',
    'Bearer undefined',
    `Bearer ${'x'.repeat(LONG)}`,
    'Token abc',
  ),
)

export const oddHeaders = fc.oneof(
  { arbitrary: fc.constant<Record<string, string>>({}), weight: 4 },
  {
    arbitrary: fc
      .record({
        'X-Platform': fc.constantFrom('web', 'ios', '<x>', ''),
        'X-Client-Version': fc.constantFrom('1.0.0', '', '9'.repeat(200)),
      })
      .map((h): Record<string, string> => h),
    weight: 1,
  },
  {
    arbitrary: fc.constantFrom<Record<string, string>>(
      { Accept: 'text/html' },
      { Accept: 'application/xml' },
      { 'Accept-Encoding': 'gzip' },
    ),
    weight: 1,
  },
)
