import fc from 'fast-check'
import type { Contract, Json, Operation, Parameter } from '../contract/contract'
import { brokenValue, validValue } from './schema-values'
import { collectionOf, liveHint, liveId, type LiveValues } from './live-values'

// Path, query and header parameters: generated from their schemas as the values they stand for, sent as text,
// and judged by ajv on the value the text stands for (decimal text is a number where the schema wants one).

export function decodeParam(schema: Json, text: string): unknown {
  const numeric = schema.type === 'integer' || schema.type === 'number'
  return numeric && /^-?(0|[1-9]\d*)(\.\d+)?$/.test(text) ? Number(text) : text
}

export const encodeParam = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? '')

export interface ParamValue {
  param: Parameter
  /** undefined: left out. */
  text: string | undefined
}

export function paramArb(
  contract: Contract,
  op: Operation,
  param: Parameter,
  broken: boolean,
  live: LiveValues,
): fc.Arbitrary<ParamValue> {
  const fromSchema = (broken ? brokenValue(contract, param.schema) : validValue(contract, param.schema)).map(
    encodeParam,
  )
  const hint = broken
    ? undefined
    : param.in === 'path'
      ? liveId(live, collectionOf(op.path, param.name))
      : liveHint(live, op.path, param.name)
  let text: fc.Arbitrary<string | undefined> = hint
    ? fc.oneof({ arbitrary: hint.map(encodeParam), weight: 3 }, { arbitrary: fromSchema, weight: 1 })
    : fromSchema
  if (param.in === 'path') text = text.filter((t) => t !== '' && t !== undefined)
  // fetch trims header values and refuses non-Latin-1 ones: send only what arrives as it was generated.
  if (param.in === 'header') text = text.filter((t) => t !== undefined && /^[\x20-\x7e]*$/.test(t) && t === t.trim())
  if (broken && param.required && param.in !== 'path') text = fc.oneof(text, fc.constant(undefined))
  if (!broken && !param.required) text = fc.option(text, { nil: undefined, freq: 2 })
  return text.map((t) => ({ param, text: t }))
}

export function paramFlaws(contract: Contract, values: ParamValue[]): string[] {
  return values.flatMap(({ param, text }) => {
    if (text === undefined) return param.required ? [`${param.in} ${param.name} missing`] : []
    const problems = contract.problems(param.pointer, decodeParam(param.schema, text))
    return problems.length ? [`${param.in} ${param.name}=${JSON.stringify(text.slice(0, 40))}: ${problems[0]}`] : []
  })
}

export function urlOf(op: Operation, values: ParamValue[], hostilePath: string | undefined): string {
  let path = op.path
  for (const { param, text } of values)
    if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(text ?? ''))
  if (hostilePath !== undefined) path = path.replace(/\{[^}]+\}/, hostilePath)
  const query = new URLSearchParams(
    values.flatMap(({ param, text }) => (param.in === 'query' && text !== undefined ? [[param.name, text]] : [])),
  ).toString()
  return `${path}${query ? `?${query}` : ''}`
}
