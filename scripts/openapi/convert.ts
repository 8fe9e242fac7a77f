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

/** A string schema whose value is trimmed before the checks that follow, and the length those checks ask of it. */
const TRIMMED = Symbol('trimmed')
type Trimmed = { minLength: number; maxLength?: number }
type Building = Json & { [TRIMMED]?: Trimmed }

function withPattern(schema: Building, source: string): Building {
  if (schema.pattern === undefined) return { ...schema, pattern: source }
  if (schema.pattern === source) return schema
  return { ...schema, allOf: [...((schema.allOf as Json[] | undefined) ?? []), { pattern: source }] }
}

/** Length lo..hi (in code points) of a text that starts and ends with a non-space character (lo ≥ 1). */
function trimmedText(lo: number, hi: number | undefined): string {
  if (hi === 1) return NON_SPACE
  const middle = (from: number) => `${ANY_CHAR}{${from},${hi === undefined ? '' : hi - 2}}`
  return lo <= 1 ? `${NON_SPACE}(?:${middle(0)}${NON_SPACE})?` : `${NON_SPACE}${middle(lo - 2)}${NON_SPACE}`
}

/**
 * The length rule of a trimmed string as a pattern on what is sent: surrounding whitespace is free, the rest must
 * fit. (minLength/maxLength would count the whitespace the server ignores.)
 */
function lengthPattern({ minLength, maxLength }: Trimmed): string | undefined {
  if (maxLength === undefined) return minLength === 0 ? undefined : minLength === 1 ? NON_SPACE : `^${SPACE}*${trimmedText(minLength, undefined)}${SPACE}*${END}`
  return `^${SPACE}*${minLength === 0 ? `(?:${trimmedText(1, maxLength)})?` : trimmedText(minLength, maxLength)}${SPACE}*${END}`
}

/** An anchored pattern of the trimmed value, as a pattern of what is sent. */
function paddedPattern(regex: RegExp): string {
  const source = portablePattern(regex)
  const start = source.startsWith('^')
  const end = source.endsWith(END)
  // `^a|b$` anchors each branch alone: stripping its anchors would change it.
  if ((start || end) && topLevelAlternation(source)) throw new Error(`/${regex.source}/: anchor the whole regex, ^(?:a|b)$, to state it on a trimmed value`)
  const inner = source.slice(start ? 1 : 0, end ? -END.length : undefined)
  return `${start ? `^${SPACE}*` : ''}(?:${inner})${end ? `${SPACE}*${END}` : ''}`
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

/** Re-states a trimmed string's length rule after a length action (the converter set minLength/maxLength). */
function trimmedLength(schema: Building, next: Partial<Trimmed>): Building {
  const state = { ...schema[TRIMMED]!, ...next }
  const { minLength: _min, maxLength: _max, pattern: _pattern, ...rest } = schema
  const pattern = lengthPattern(state)
  const range = state.maxLength === undefined ? `至少${state.minLength}` : `${state.minLength}–${state.maxLength}`
  return { ...rest, ...(pattern ? { pattern } : {}), 'x-trimmed': { minLength: state.minLength, ...(state.maxLength === undefined ? {} : { maxLength: state.maxLength }) }, description: `去掉首尾空白后${range}个字符`, [TRIMMED]: state }
}

/** Adds a regex of a trimmed string (the length rule keeps `pattern`; the others go to allOf). */
function trimmedRegex(schema: Building, regex: RegExp): Building {
  const { pattern, ...rest } = schema
  // The converter puts a regex's raw source in `pattern` when it finds none there: that one is replaced.
  const kept = pattern === regex.source ? undefined : pattern
  const length = schema[TRIMMED] && lengthPattern(schema[TRIMMED])
  return { ...rest, ...(kept ?? length ? { pattern: kept ?? length } : {}), allOf: [...((schema.allOf as Json[] | undefined) ?? []), { pattern: paddedPattern(regex) }] }
}

type Action = { type: string; requirement?: unknown; message?: unknown }

const overrideAction: ConversionConfig['overrideAction'] = ({ valibotAction, jsonSchema }) => {
  const action = valibotAction as unknown as Action
  const schema = jsonSchema as Building
  const trimmed = schema[TRIMMED]
  const requirement = action.requirement as number
  switch (action.type) {
    case 'trim':
      return { ...schema, [TRIMMED]: { minLength: 0 } } as JsonSchema
    case 'non_empty':
      return (trimmed ? trimmedLength(schema, { minLength: Math.max(trimmed.minLength, 1) }) : undefined) as JsonSchema | undefined
    case 'min_length':
      return (trimmed ? trimmedLength(schema, { minLength: Math.max(trimmed.minLength, requirement) }) : undefined) as JsonSchema | undefined
    case 'max_length':
      return (trimmed ? trimmedLength(schema, { maxLength: Math.min(trimmed.maxLength ?? requirement, requirement) }) : undefined) as JsonSchema | undefined
    // User text counts code points (src/schemas/text-length.ts), the unit of JSON Schema's own length keywords.
    case 'min_code_points':
      if (trimmed) return trimmedLength(schema, { minLength: Math.max(trimmed.minLength, requirement) }) as JsonSchema
      return { ...schema, minLength: Math.max((schema.minLength as number | undefined) ?? 0, requirement) } as JsonSchema
    case 'max_code_points':
      if (trimmed) return trimmedLength(schema, { maxLength: Math.min(trimmed.maxLength ?? requirement, requirement) }) as JsonSchema
      return { ...schema, maxLength: Math.min((schema.maxLength as number | undefined) ?? requirement, requirement) } as JsonSchema
    case 'regex': {
      const regex = action.requirement as RegExp
      if (trimmed) return trimmedRegex(schema, regex) as JsonSchema
      // The converter set the first pattern itself, as the raw source this replaces, and refused any further one.
      const { pattern, ...rest } = schema
      return withPattern(pattern === regex.source ? rest : schema, portablePattern(regex)) as JsonSchema
    }
    case 'email': {
      const regex = action.requirement as RegExp
      if (!trimmed) return withPattern(schema, portablePattern(regex)) as JsonSchema
      // `format: email` would refuse the surrounding whitespace the server trims away: the pattern says it exactly.
      const { format: _format, ...rest } = trimmedRegex(schema, regex)
      return { ...rest, description: `邮箱地址；${String(rest.description ?? '')}` } as JsonSchema
    }
    case 'check':
      if (typeof action.message !== 'string') return undefined
      return { ...schema, 'x-checks': [...((schema['x-checks'] as string[] | undefined) ?? []), action.message] } as JsonSchema
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
  const defs = toJsonSchemaDefs(DEFINITIONS, { ...CONFIG, definitions: undefined } as Omit<ConversionConfig, 'definitions'>)
  return Object.fromEntries(Object.entries(defs).map(([name, schema]) => [name, strip(schema)]))
}
