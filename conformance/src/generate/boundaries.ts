import fc from 'fast-check'
import type { Contract, Json, Operation, Parameter } from '../contract/contract'
import { collectionOf, type LiveValues } from './live-values'
import { fileLimitForms, withHints } from './request-bodies'
import { decodeParam, encodeParam, paramFlaws, urlOf, type ParamValue } from './request-params'
import type { FuzzRequest } from './requests'
import { ASTRAL_CHARS, lengthsOf, validValue } from './schema-values'

// The contract's limits, one request each: for every constraint a parameter or a top-level JSON body field states
// (a length, a range, an enum value, a required field, an item count, a pattern or a format), the request at the
// limit and just past it, everything else valid. Deterministic, so a limit that moves on one side only (the
// contract's `limit` 1–999 against the server's 1–100) fails on the first run, not when the dice say so.

export interface BoundaryCase {
  what: string
  request: FuzzRequest
}

type Judge = (value: unknown) => boolean
type Edge = [label: string, value: unknown]

const FILLS = ['x', 'a', '1', '中']
const MAX_TEXT = 5_000
// Texts that break a pattern or a format somewhere; ajv says which do.
const ODD_TEXT = [' ', 'a b', 'a-b#', '2021-02-30', 'abcdefgh', '12345678']

const sample = <T>(arb: fc.Arbitrary<T>, n: number, seed: number) => fc.sample(arb, { numRuns: n, seed })

/** Texts of `n` characters (code points) grown from (or cut out of) `base`; the first `judge` agrees with, else the first. */
function textOf(base: string, n: number, wantValid: boolean, judge: Judge, fills: readonly string[] = FILLS): string[] {
  const chars = [...base]
  const grow = (fill: string) => fill.repeat(n - chars.length)
  const candidates = fills.flatMap((fill) =>
    chars.length >= n
      ? [chars.slice(0, n).join(''), chars.slice(chars.length - n).join('')]
      : [base + grow(fill), grow(fill) + base],
  )
  return [candidates.find((c) => judge(c) === wantValid) ?? candidates[0]!]
}

/** Values at and just past each limit of a schema (`base`: a valid value of it). */
function edges(contract: Contract, raw: Json, base: unknown, judge: Judge, seed: number): Edge[] {
  const schema = contract.resolve(raw)
  const out: Edge[] = []
  for (const branch of (schema.anyOf ?? schema.oneOf ?? []) as Json[])
    out.push(...edges(contract, branch, base, judge, seed))
  if (Array.isArray(schema.enum))
    out.push(...schema.enum.map((e: unknown): Edge => [`enum ${JSON.stringify(e)}`, e]), [
      'outside the enum',
      'zz-not-an-option',
    ])
  if (schema.type === 'integer' || schema.type === 'number') {
    for (const [key, step] of [
      ['minimum', 0],
      ['minimum', -1],
      ['maximum', 0],
      ['maximum', 1],
    ] as const) {
      const limit = schema[key]
      if (typeof limit === 'number' && Number.isSafeInteger(limit + step))
        out.push([`${key}${step ? (step > 0 ? ' + 1' : ' - 1') : ''}`, limit + step])
    }
    if (schema.type === 'integer') out.push(['not an integer', 1.5])
  }
  if (schema.type === 'string') {
    const text = typeof base === 'string' ? base : ''
    const lengths = lengthsOf(schema)
    for (const [key, step] of [
      ['minLength', 0],
      ['minLength', -1],
      ['maxLength', 0],
      ['maxLength', 1],
    ] as const) {
      const n = lengths[key] === undefined ? -1 : lengths[key] + step
      if (n < 0 || n > MAX_TEXT) continue
      const label = `${key}${step ? (step > 0 ? ' + 1' : ' - 1') : ''} (${n})`
      out.push(...textOf(text, n, step === 0, judge).map((v): Edge => [label, v]))
      // The same length in characters of two UTF-16 units each: a side counting units (or a pattern without the
      // u flag's meaning) disagrees with JSON Schema's code points here.
      out.push(...textOf('', n, step === 0, judge, ASTRAL_CHARS).map((v): Edge => [`${label}, astral`, v]))
    }
    if (schema.pattern || schema.allOf || schema.format)
      out.push(...ODD_TEXT.map((t): Edge => [`text ${JSON.stringify(t)}`, t]))
    // Whitespace around a trimmed value is not counted: at the limit with it is still valid.
    if (schema['x-trimmed'] && lengths.maxLength !== undefined) {
      out.push(
        ...textOf(text, lengths.maxLength, true, judge).map(
          (v): Edge => ['maxLength, padded with whitespace', ` \n${v}\t `],
        ),
      )
      out.push(
        ...textOf('', lengths.maxLength, true, judge, ASTRAL_CHARS).map(
          (v): Edge => ['maxLength, astral, padded with whitespace', ` \n${v}\t `],
        ),
      )
    }
    out.push(['not a string', 12345])
  }
  if (schema.type === 'array') {
    const items = [
      ...new Map(
        sample(validValue(contract, schema.items ?? {}), 200, seed).map((v) => [JSON.stringify(v), v]),
      ).values(),
    ]
    for (const [key, step] of [
      ['minItems', 0],
      ['minItems', -1],
      ['maxItems', 0],
      ['maxItems', 1],
    ] as const) {
      const n = typeof schema[key] === 'number' ? schema[key] + step : -1
      if (n >= 0 && n <= items.length)
        out.push([`${key}${step ? (step > 0 ? ' + 1' : ' - 1') : ''} (${n})`, items.slice(0, n)])
    }
    out.push(['not an array', 'x'])
  }
  if (schema.type === 'boolean') out.push(['not a boolean', 'true'])
  return out
}

const pointerOf = (parent: string, key: string) =>
  `${parent}/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`

/** The live id a path parameter names; a record of `userId`'s where the collection has authors. */
function pathId(op: Operation, param: Parameter, userId: number, live: LiveValues): string {
  const collection = collectionOf(op.path, param.name)
  const all = live.ids(collection)
  // The newest first: an older record of theirs may have been deleted by a generated request since.
  const newest = [...all].reverse()
  const id =
    newest.find((id) => live.authorOf(collection, id) === userId && id !== userId) ??
    newest.find((id) => id !== userId) ??
    all[0]
  return String(id ?? 1)
}

let keys = 0

/** Every limit of the operation's parameters and JSON body, as requests sent by `userId` (or no one). */
export function boundaryCases(
  contract: Contract,
  op: Operation,
  userId: number,
  live: LiveValues,
  seed = 23,
): BoundaryCase[] {
  const baseParams: ParamValue[] = op.parameters.map((param) => {
    if (param.in === 'path') return { param, text: pathId(op, param, userId, live) }
    if (param.schema.default !== undefined) return { param, text: encodeParam(param.schema.default) }
    if (!param.required) return { param, text: undefined }
    const [value] = sample(validValue(contract, param.schema), 1, seed)
    return { param, text: encodeParam(value) }
  })
  const auth = op.secured ? ({ kind: 'user', userId } as const) : ({ kind: 'none' } as const)
  const json = op.bodies['application/json']
  const form = op.bodies['multipart/form-data']
  const fileCases = (): BoundaryCase[] =>
    form
      ? fileLimitForms(contract, form.pointer, form.schema, form.encoding, seed).map(({ what, built }) => {
          const sent = request(baseParams, undefined)
          return {
            what,
            request: { ...sent, body: built.body, flaws: [...paramFlaws(contract, baseParams), ...built.flaws] },
          }
        })
      : []
  // A form-only operation has no JSON body to hold still while one part moves: the fuzz's form cases cover its
  // text parts; its files are tried at their limits (413 and 415).
  if (!json && op.op.requestBody?.required) return fileCases()
  const baseBody = json
    ? sample(
        withHints(contract, op, json.pointer, contract.resolve(json.schema), validValue(contract, json.schema), live),
        30,
        seed,
      ).find((v) => contract.problems(json.pointer, v).length === 0)
    : undefined
  if (json && baseBody === undefined) return []

  function request(params: ParamValue[], body: unknown): FuzzRequest {
    const headers: Record<string, string> = {}
    for (const { param, text } of params) if (param.in === 'header' && text !== undefined) headers[param.name] = text
    const bodyProblems = json ? contract.problems(json.pointer, body) : []
    return {
      method: op.method,
      url: urlOf(op, params, undefined),
      headers,
      auth,
      body: json ? { kind: 'text', text: JSON.stringify(body), contentType: 'application/json' } : { kind: 'none' },
      flaws: [...paramFlaws(contract, params), ...bodyProblems.map((p) => `body: ${p}`)],
      hostile: false,
      fixedKey: headers['Idempotency-Key'] !== undefined,
    }
  }

  const cases: BoundaryCase[] = [{ what: 'every part valid', request: request(baseParams, baseBody) }]
  baseParams.forEach(({ param, text }, i) => {
    const judge: Judge = (v) => contract.problems(param.pointer, decodeParam(param.schema, encodeParam(v))).length === 0
    const base = text === undefined ? undefined : decodeParam(param.schema, text)
    const values: Edge[] = edges(contract, param.schema, base, judge, seed)
    if (param.required && param.in !== 'path') values.push(['left out', undefined])
    for (const [label, value] of values) {
      // A header that passes must be a key never used before, or it would replay another request's answer.
      let sent = value === undefined ? undefined : encodeParam(value)
      if (param.in === 'header' && sent && judge(sent))
        sent = `${++keys}`.padEnd(sent.length, sent).slice(0, sent.length)
      if (param.in === 'path' && !sent) continue
      const params = baseParams.map((p, j) => (j === i ? { param, text: sent } : p))
      cases.push({ what: `${param.in} ${param.name}: ${label}`, request: request(params, baseBody) })
    }
  })
  if (json) {
    const schema = contract.resolve(json.schema)
    const body = baseBody as Json
    for (const [key, prop] of Object.entries((schema.properties ?? {}) as Json)) {
      const judge: Judge = (v) => contract.problems(pointerOf(json.pointer, key), v).length === 0
      for (const [label, value] of edges(contract, prop, body[key], judge, seed))
        cases.push({ what: `body ${key}: ${label}`, request: request(baseParams, { ...body, [key]: value }) })
      if (((schema.required ?? []) as string[]).includes(key)) {
        const { [key]: _left, ...rest } = body
        cases.push({ what: `body ${key}: left out`, request: request(baseParams, rest) })
      }
    }
  }
  return [...cases, ...fileCases()]
}
