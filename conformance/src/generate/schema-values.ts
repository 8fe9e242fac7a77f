import fc from 'fast-check'
import type { Contract, Json } from '../contract/contract'

/** Characters of two UTF-16 units each: a length rule that counted `String.length` would refuse them at half. */
export const ASTRAL_CHARS = ['𠀀', '𩸽', '😀', '🍋'] as const

// fast-check arbitraries from the contract's JSON Schemas: values a schema accepts, and values that break exactly
// one of its keywords (too long, too short, outside the pattern, the enum or the range, the wrong type, a required
// field left out). Both are only candidates: the caller asks ajv which side of the contract a value is on, so a
// generator that guesses wrong never makes the fuzz claim a drift.

// Text a person types: ASCII, CJK, a little punctuation and inner whitespace, and characters outside the BMP (CJK
// extension B, emoji): two UTF-16 units, one code point — the unit the server and JSON Schema both count.
const TEXT_UNIT = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)) },
  { weight: 4, arbitrary: fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c)) },
  { weight: 1, arbitrary: fc.constantFrom(' ', '，', '。', '！', '·', '\n') },
  { weight: 1, arbitrary: fc.constantFrom(...ASTRAL_CHARS) },
)

const SHORT = 24
const MAX_SAFE = Number.MAX_SAFE_INTEGER

type Arb = fc.Arbitrary<unknown>

/** A string's length limits: its own, or those of its trimmed value (x-trimmed, stated by its pattern). */
export function lengthsOf(schema: Json): { minLength?: number; maxLength?: number } {
  const trimmed = schema['x-trimmed'] as Json | undefined
  return { minLength: schema.minLength ?? trimmed?.minLength, maxLength: schema.maxLength ?? trimmed?.maxLength }
}

/**
 * The patterns to generate from. A trimmed string's pattern also states its length (left to the length limits):
 * its trimmed value's own pattern (x-trimmed.pattern) is generated from instead.
 */
function patternsOf(schema: Json): string[] {
  const trimmed = schema['x-trimmed'] as Json | undefined
  const own = trimmed ? trimmed.pattern : schema.pattern
  return [
    ...(typeof own === 'string' ? [own] : []),
    ...((schema.allOf ?? []) as Json[]).flatMap((s) => (typeof s.pattern === 'string' ? [s.pattern as string] : [])),
  ]
}

const anchored = (pattern: string) => pattern.startsWith('^')
const matches = (pattern: string, text: string) => new RegExp(pattern, 'u').test(text)
// fast-check generates from no lookahead. The one the contract writes, `$(?!\n)`, only keeps Python's `$` from
// matching before a final newline, which JS's `$` never does: without it the regex is the same in JS.
const generating = (pattern: string) => fc.stringMatching(new RegExp(pattern.replaceAll('$(?!\\n)', '$'), 'u'))

function integerArb(min = -1_000_000, max = 1_000_000): fc.Arbitrary<number> {
  if (max - min <= 2 ** 31) return fc.integer({ min, max })
  // fc.integer is 32-bit; wide ranges (ids up to 2^53 - 1) also get their small and their largest values.
  return fc.oneof(
    fc.integer({ min, max: Math.min(max, min + 1000) }),
    fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number),
    fc.constant(max),
  )
}

const dateArb = fc.date({
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2020-12-31T00:00:00Z'),
  noInvalidDate: true,
})
const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/),
    fc.stringMatching(/^[a-z]{2,10}$/),
    fc.constantFrom('com', 'cn', 'org', 'net'),
  )
  .map(([user, host, tld]) => `${user}@${host}.${tld}`)

function stringArb(schema: Json): fc.Arbitrary<string> {
  const lengths = lengthsOf(schema)
  const min = lengths.minLength ?? 0
  const max = Math.min(lengths.maxLength ?? min + SHORT, min + SHORT)
  const patterns = patternsOf(schema)
  const whole = patterns.find(anchored)
  let base: fc.Arbitrary<string>
  if (schema.format === 'email') base = whole ? fc.oneof(simpleEmail, generating(whole)) : simpleEmail
  else if (schema.format === 'date') base = dateArb.map((d) => d.toISOString().slice(0, 10))
  else if (schema.format === 'date-time') base = dateArb.map((d) => d.toISOString())
  else if (schema.format === 'uri') base = fc.webUrl()
  else if (whole) base = generating(whole)
  else base = fc.string({ unit: TEXT_UNIT, minLength: min, maxLength: max })
  // A pattern that only asks for one character somewhere (\S, \d, [A-Za-z]): put such a character in.
  const contains = patterns.filter((p) => !anchored(p))
  const pieces = contains.map((p) => fc.tuple(generating(`^(?:${p})$`), fc.nat()))
  return fc.tuple(base, fc.tuple(...pieces)).map(([text, inserts]) => {
    let out = text
    inserts.forEach(([piece, at], i) => {
      if (!matches(contains[i]!, out))
        out = out.slice(0, at % (out.length + 1)) + piece + out.slice(at % (out.length + 1))
    })
    return out
  })
}

/** A value the schema accepts (the caller checks with ajv). */
export function validValue(contract: Contract, raw: Json, depth = 0): Arb {
  const schema = contract.resolve(raw)
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
  if (branches) return fc.oneof(...branches.map((b) => validValue(contract, b, depth + 1)))
  switch (schema.type) {
    case 'string':
      return stringArb(schema)
    case 'integer':
      return integerArb(schema.minimum, schema.maximum)
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const minLength = (schema.minItems as number | undefined) ?? 0
      const maxLength = Math.min((schema.maxItems as number | undefined) ?? minLength + 4, minLength + 4)
      return fc.array(validValue(contract, schema.items ?? {}, depth + 1), { minLength, maxLength })
    }
    case 'object':
      return objectArb(contract, schema, depth)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function objectArb(contract: Contract, schema: Json, depth: number): fc.Arbitrary<Json> {
  const required = new Set((schema.required ?? []) as string[])
  const entries = Object.entries((schema.properties ?? {}) as Json)
  const fields = entries.map(([key, prop]) => {
    const value = validValue(contract, prop, depth + 1)
    return required.has(key) ? value : fc.option(value, { nil: undefined, freq: 2 })
  })
  return fc
    .tuple(...fields)
    .map((values) =>
      Object.fromEntries(entries.flatMap(([key], i) => (values[i] === undefined ? [] : [[key, values[i]]]))),
    )
}

// Strings that break something in most text schemas; which of them are invalid is for ajv to say.
const ODD_TEXT = [
  '',
  ' ',
  '   ',
  'abcdefgh',
  '12345678',
  '中文中文中文中文',
  'a-b',
  'a b',
  'ftp://x',
  'not an email',
  '2021-13-40',
  '#',
  'zz-not-an-option',
]
const wrongType = (type: unknown): Arb[] => {
  switch (type) {
    case 'string':
      return [fc.constantFrom(12345, true, null, [], {})]
    case 'integer':
    case 'number':
      return [fc.constantFrom('12', true, null, 1.5, [])]
    case 'boolean':
      return [fc.constantFrom('true', 1, null)]
    case 'array':
      return [fc.constantFrom('x', 1, {}, null)]
    case 'object':
      return [fc.constantFrom('x', 1, [], null)]
    default:
      return []
  }
}

/** Candidates that break the schema in one place (ajv decides which really do). */
export function brokenValue(contract: Contract, raw: Json, depth = 0): Arb {
  const schema = contract.resolve(raw)
  const out: Arb[] = [...wrongType(schema.type)]
  if (Array.isArray(schema.enum) || 'const' in schema) out.push(fc.constantFrom('zz-not-an-option', 999_999))
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
  if (branches) out.push(...branches.map((b) => brokenValue(contract, b, depth + 1)))
  if (schema.type === 'string') {
    out.push(fc.constantFrom(...ODD_TEXT))
    const { minLength, maxLength } = lengthsOf(schema)
    if (maxLength !== undefined) out.push(fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(maxLength + n)))
    if (minLength !== undefined && minLength > 1) out.push(fc.constant('x'.repeat(minLength - 1)))
    if (patternsOf(schema).some(anchored))
      out.push(
        fc
          .tuple(stringArb(schema), fc.constantFrom('-', '!', ' ', '中', '#'), fc.nat())
          .map(
            ([s, c, at]) =>
              s.slice(0, 1 + (at % Math.max(1, s.length - 1))) + c + s.slice(1 + (at % Math.max(1, s.length - 1))),
          ),
      )
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    if (typeof schema.minimum === 'number') out.push(fc.constant(schema.minimum - 1))
    if (typeof schema.maximum === 'number' && schema.maximum < MAX_SAFE) out.push(fc.constant(schema.maximum + 1))
    if (schema.type === 'integer') out.push(fc.constant(1.5))
  }
  if (schema.type === 'array') {
    const item = validValue(contract, schema.items ?? {}, depth + 1)
    if (typeof schema.maxItems === 'number')
      out.push(
        fc.uniqueArray(item, {
          minLength: schema.maxItems + 1,
          maxLength: schema.maxItems + 2,
          selector: (x) => JSON.stringify(x),
        }),
      )
    if (typeof schema.minItems === 'number' && schema.minItems > 0) out.push(fc.constant([]))
    if (depth < 3)
      out.push(
        fc
          .tuple(fc.array(item, { maxLength: 2 }), brokenValue(contract, schema.items ?? {}, depth + 1))
          .map(([ok, bad]) => [...ok, bad]),
      )
  }
  if (schema.type === 'object' && depth < 3) out.push(...brokenFields(contract, schema, depth))
  return out.length ? fc.oneof(...out) : fc.constant(null)
}

/** The object valid but for one field: left out when required, or broken. */
function brokenFields(contract: Contract, schema: Json, depth: number): Arb[] {
  const keys = Object.keys((schema.properties ?? {}) as Json)
  if (!keys.length) return []
  const required = (schema.required ?? []) as string[]
  return [
    fc
      .tuple(objectArb(contract, schema, depth), fc.constantFrom(...keys), fc.boolean())
      .chain(([object, key, drop]) =>
        drop && required.includes(key)
          ? fc.constant(Object.fromEntries(Object.entries(object).filter(([k]) => k !== key)))
          : brokenValue(contract, schema.properties[key], depth + 1).map((bad) => ({ ...object, [key]: bad })),
      ),
  ]
}
