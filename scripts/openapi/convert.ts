import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema'
import * as v from 'valibot'
import { AuthorSchema } from '@/schemas/author.schema'
import { CommentSchema } from '@/schemas/comment.schema'
import { ErrorEnvelopeSchema, MetaSchema, PaginationSchema } from '@/schemas/envelope.schema'
import { FollowUserSchema } from '@/schemas/follow.schema'
import { ConversationSchema, MessageSchema } from '@/schemas/message.schema'
import { PostSchema } from '@/schemas/post.schema'
import { PublicUserSchema, UserSchema } from '@/schemas/user.schema'
import { ANY_CHAR, END, NON_SPACE, portablePattern, SPACE } from './portable-pattern'

// valibot → JSON Schema (draft 2020-12), on the *input* side: for requests what the server accepts, for
// responses what the client accepts. @valibot/to-json-schema keeps one pattern per string, drops checks it cannot
// express and stops at the first transform; the hooks below keep what the server really enforces:
// - every regex of a pipe (the password's letter AND digit), the extra ones as allOf;
// - a trimmed string's length counts without its surrounding whitespace, as the server counts it: a pattern states
//   it (x-trimmed names the range), and its other patterns allow that whitespace too;
// - an email is valibot's own pattern (beside `format: email` unless trimmed), so both sides accept the same addresses;
// - a `check` the JSON Schema cannot state (a birth date not in the future) becomes `x-checks`: its exact message;
// - decimal text read with `toNumber()` (path ids, page, limit) is documented as the integer it is read as, with
//   the range stated after `toNumber()` — which the converter would otherwise drop.

export type Json = Record<string, unknown>

// Entities used by many operations become components, referenced instead of repeated.
export const DEFINITIONS = {
  User: UserSchema,
  PublicUser: PublicUserSchema,
  Author: AuthorSchema,
  Post: PostSchema,
  Comment: CommentSchema,
  FollowUser: FollowUserSchema,
  Conversation: ConversationSchema,
  Message: MessageSchema,
  Pagination: PaginationSchema,
  Meta: MetaSchema,
  ErrorEnvelope: ErrorEnvelopeSchema,
} satisfies Record<string, v.GenericSchema>

/** What the pipe of a string asks so far: its patterns, and the rules of its trimmed value once it is trimmed. */
const STRING = Symbol('string')
interface Trimmed {
  minLength: number
  maxLength?: number
  /** Patterns of the trimmed value (portable sources). */
  formats: string[]
}
interface StringRules {
  /** Patterns of the value as sent. */
  raw: string[]
  trimmed?: Trimmed
}
type Building = Json & { [STRING]?: StringRules }

/** Length lo..hi (in code points) of a text that starts and ends with a non-space character (lo ≥ 1). */
function trimmedText(lo: number, hi: number | undefined): string {
  if (hi === 1) return NON_SPACE
  const middle = (from: number) => `${ANY_CHAR}{${from},${hi === undefined ? '' : hi - 2}}`
  return lo <= 1 ? `${NON_SPACE}(?:${middle(0)}${NON_SPACE})?` : `${NON_SPACE}${middle(lo - 2)}${NON_SPACE}`
}

/** The trimmed value's length lo..hi, as a pattern of the text between the surrounding whitespace. */
const trimmedLength = (lo: number, hi: number | undefined) =>
  lo === 0 ? `(?:${trimmedText(1, hi)})?` : trimmedText(lo, hi)

const CLASS = String.raw`\[\^?(?:[^\]\\]|\\.)+\]`
/** `^C+$` or `^C*$` with C one class: the format whose length can be folded into its quantifier. */
const REPEATED_CLASS = new RegExp(String.raw`^\^(${CLASS})([+*])${END.replace(/[$()?\\]/g, '\\$&')}$`)
/**
 * The trailing whitespace of a trimmed string and the end of the text. A bare `$`, exact here in every engine:
 * Python's `$` also matches before a final newline, which the whitespace before it takes either way. (END's
 * lookahead would make generators that read `$` as Python does, Hypothesis, throw away every value they end in \n.)
 */
const SPACES_TO_END = `${SPACE}*$`
const SPACES = [
  ...'\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff',
]

/**
 * A trimmed string's rules as patterns of what is sent: surrounding whitespace is free, the trimmed value must match
 * its formats and have its length (minLength/maxLength would count the whitespace the server ignores). Formats come
 * first, so a generator that covers `pattern` alone (Schemathesis' coverage phase) still makes valid values.
 * A format is taken to match no text that starts or ends in whitespace (the trimmed value never does).
 */
function trimmedPatterns({ minLength, maxLength, formats }: Trimmed): string[] {
  const padded = (core: string) => `^${SPACE}*${core}${SPACES_TO_END}`
  const repeated = formats.length === 1 ? REPEATED_CLASS.exec(formats[0]!) : null
  // ^[A-Za-z0-9_]+$ of 3–20 characters is ^[A-Za-z0-9_]{3,20}$ when the class holds no whitespace: one pattern.
  if (repeated && !SPACES.some((c) => new RegExp(`^${repeated[1]!}$`, 'u').test(c))) {
    return [padded(`${repeated[1]!}{${Math.max(minLength, repeated[2] === '+' ? 1 : 0)},${maxLength ?? ''}}`)]
  }
  const unbounded =
    minLength === 0 ? undefined : minLength === 1 ? NON_SPACE : padded(trimmedText(minLength, undefined))
  const length = maxLength === undefined ? unbounded : padded(trimmedLength(minLength, maxLength))
  return [...formats.map((format) => `^${SPACE}*${placed(format)}`), ...(length ? [length] : [])]
}

/** A format of the trimmed value, placed where the trimmed value starts (after the whitespace before it). */
function placed(format: string): string {
  const start = format.startsWith('^')
  const end = format.endsWith(END)
  // `^a|b$` anchors each branch alone: taking its anchors off would change it.
  if (topLevelAlternation(format))
    throw new Error(`${format}: anchor the whole regex, ^(?:a|b)$, to state it on a trimmed value`)
  const inner = `(?:${format.slice(start ? 1 : 0, end ? -END.length : undefined)})`
  return `${start ? '' : `${ANY_CHAR}*?`}${inner}${end ? SPACES_TO_END : ''}`
}

function topLevelAlternation(source: string): boolean {
  let depth = 0
  let inClass = false
  for (let at = 0; at < source.length; at++) {
    const c = source[at]
    if (c === '\\') at++
    else if (inClass) inClass = c !== ']'
    else if (c === '[') inClass = true
    else if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === '|' && depth === 0) return true
  }
  return false
}

const disjointPairs = new Map<string, boolean>()
/** No code point in both classes: then "has one of each" needs two characters, one before the other. */
function disjoint(a: string, b: string): boolean {
  const key = `${a}\u0000${b}`
  let known = disjointPairs.get(key)
  if (known === undefined) {
    const both = new RegExp(`^(?=${a})${b}$`, 'u')
    known = true
    for (let code = 0; code <= 0x10ffff && known; code++)
      if ((code < 0xd800 || code > 0xdfff) && both.test(String.fromCodePoint(code))) known = false
    disjointPairs.set(key, known)
  }
  return known
}

/**
 * The `pattern` keywords of a value's patterns. Two disjoint classes found anywhere ([A-Za-z] and [0-9]) become one
 * pattern, either order; otherwise the first is `pattern` and the others allOf. Never lookaheads to join them:
 * Hypothesis (Schemathesis' generator) cannot draw through one, and gives up on the whole body.
 */
function patternKeywords(patterns: string[]): Json {
  const [first, ...others] = [...new Set(patterns)]
  if (first === undefined) return {}
  const isClass = (p: string) => new RegExp(`^${CLASS}$`).test(p)
  const [second] = others
  if (others.length === 1 && isClass(first) && isClass(second!) && disjoint(first, second!))
    return { pattern: `${first}${ANY_CHAR}*${second!}|${second!}${ANY_CHAR}*${first}` }
  return { pattern: first, ...(others.length ? { allOf: others.map((pattern) => ({ pattern })) } : {}) }
}

/** The schema with the patterns (and for a trimmed string x-trimmed and description) its rules now come to. */
function restate(schema: Building, rules: StringRules): Building {
  const { pattern: _pattern, allOf: _allOf, ...rest } = schema
  const { trimmed } = rules
  const patterns = patternKeywords([...(trimmed ? trimmedPatterns(trimmed) : []), ...rules.raw])
  if (!trimmed) return { ...rest, ...patterns, [STRING]: rules }
  // minLength/maxLength would count the whitespace the server trims away: the patterns state the length.
  const { minLength: _min, maxLength: _max, ...others } = rest
  const range =
    trimmed.maxLength === undefined ? `至少${trimmed.minLength}` : `${trimmed.minLength}–${trimmed.maxLength}`
  // What the trimmed value itself must match, for readers and generators.
  const format = trimmed.formats.length === 1 ? { pattern: trimmed.formats[0] } : {}
  const xTrimmed = {
    minLength: trimmed.minLength,
    ...(trimmed.maxLength === undefined ? {} : { maxLength: trimmed.maxLength }),
    ...format,
  }
  return { ...others, ...patterns, 'x-trimmed': xTrimmed, description: `去掉首尾空白后${range}个字符`, [STRING]: rules }
}

const rulesOf = (schema: Building): StringRules => schema[STRING] ?? { raw: [] }
const withTrimmed = (schema: Building, next: Partial<Trimmed>) => {
  const rules = rulesOf(schema)
  return restate(schema, { ...rules, trimmed: { ...rules.trimmed!, ...next } })
}
/** Adds a regex: of the trimmed value once the pipe has trimmed it, else of the value as sent. */
function withRegex(schema: Building, regex: RegExp): Building {
  const rules = rulesOf(schema)
  const source = portablePattern(regex)
  // An unanchored regex finds the same in the trimmed value as in the value sent (whitespace is not what it seeks).
  if (rules.trimmed && (source.startsWith('^') || source.endsWith(END)))
    return restate(schema, { ...rules, trimmed: { ...rules.trimmed, formats: [...rules.trimmed.formats, source] } })
  return restate(schema, { ...rules, raw: [...rules.raw, source] })
}

type Action = { type: string; requirement?: unknown; message?: unknown }

const overrideAction: ConversionConfig['overrideAction'] = ({ valibotAction, jsonSchema }) => {
  const action = valibotAction as unknown as Action
  const schema = jsonSchema as Building
  const trimmed = schema[STRING]?.trimmed
  const requirement = action.requirement as number
  switch (action.type) {
    case 'trim':
      return { ...schema, [STRING]: { ...rulesOf(schema), trimmed: { minLength: 0, formats: [] } } } as JsonSchema
    case 'non_empty':
      return (trimmed ? withTrimmed(schema, { minLength: Math.max(trimmed.minLength, 1) }) : undefined) as
        | JsonSchema
        | undefined
    case 'min_length':
      return (trimmed ? withTrimmed(schema, { minLength: Math.max(trimmed.minLength, requirement) }) : undefined) as
        | JsonSchema
        | undefined
    case 'max_length':
      return (
        trimmed
          ? withTrimmed(schema, { maxLength: Math.min(trimmed.maxLength ?? requirement, requirement) })
          : undefined
      ) as JsonSchema | undefined
    // User text counts code points (src/schemas/text-length.ts), the unit of JSON Schema's own length keywords.
    case 'min_code_points':
      if (trimmed) return withTrimmed(schema, { minLength: Math.max(trimmed.minLength, requirement) }) as JsonSchema
      return {
        ...schema,
        minLength: Math.max((schema.minLength as number | undefined) ?? 0, requirement),
      } as JsonSchema
    case 'max_code_points':
      if (trimmed)
        return withTrimmed(schema, { maxLength: Math.min(trimmed.maxLength ?? requirement, requirement) }) as JsonSchema
      return {
        ...schema,
        maxLength: Math.min((schema.maxLength as number | undefined) ?? requirement, requirement),
      } as JsonSchema
    // The converter puts a regex's raw source in `pattern` (and refuses a second one): restate() writes it anew.
    case 'regex':
      return withRegex(schema, action.requirement as RegExp) as JsonSchema
    case 'email': {
      const next = withRegex(schema, action.requirement as RegExp)
      if (!trimmed) return next as JsonSchema
      // `format: email` would refuse the surrounding whitespace the server trims away: the pattern says it exactly.
      const { format: _format, ...rest } = next
      return { ...rest, description: `邮箱地址；${String(rest.description ?? '')}` } as JsonSchema
    }
    case 'check':
      if (typeof action.message !== 'string') return undefined
      return {
        ...schema,
        'x-checks': [...((schema['x-checks'] as string[] | undefined) ?? []), action.message],
      } as JsonSchema
    default:
      return undefined
  }
}

const CONFIG: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  // Checks JSON Schema cannot express (custom, transform) are left out, not fatal; overrideAction keeps their messages.
  errorMode: 'ignore',
  definitions: DEFINITIONS,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  overrideAction,
}

function strip(schema: JsonSchema): Json {
  const { $schema: _schema, $defs: _defs, ...rest } = schema as Json
  return rest
}

type Piped = { type: string; pipe?: readonly { type: string }[]; wrapped?: v.GenericSchema; default?: unknown }

/** `string → regex → toNumber() → integer, min, max` read as the number: the pipe from toNumber() on, on a number. */
function numberSide(schema: v.GenericSchema): v.GenericSchema | null {
  const pipe = (schema as Piped).pipe
  const at = pipe?.findIndex((item) => item.type === 'to_number') ?? -1
  if (!pipe || at < 0) return null
  const number = v.number()
  return { ...number, pipe: [number, ...pipe.slice(at + 1)] } as unknown as v.GenericSchema
}

export function jsonSchema(schema: v.GenericSchema): Json {
  const { type, wrapped, default: fallback } = schema as Piped
  if (type === 'optional' && wrapped) {
    const number = numberSide(wrapped)
    if (number) return { ...jsonSchema(number), ...(fallback === undefined ? {} : { default: Number(fallback) }) }
  }
  const number = numberSide(schema)
  return strip(toJsonSchema(number ?? schema, CONFIG))
}

export function componentSchemas(): Json {
  const defs = toJsonSchemaDefs(DEFINITIONS, { ...CONFIG, definitions: undefined } as Omit<
    ConversionConfig,
    'definitions'
  >)
  return Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, strip(schema)]))
}
