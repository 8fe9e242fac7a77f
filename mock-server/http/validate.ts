import * as v from 'valibot'
import { MSG } from '@/schemas/messages'
import { SERVER_MSG } from '../server-messages'
import { HttpError } from './http-error'

// R5.29: bad input → 400 VALIDATION_001, the messages joined by a full-width semicolon, and
// details.errors naming each field by its dotted path.

type Issue = v.BaseIssue<unknown>

// The shared schemas carry the spec's texts; this only covers checks they left without one.
function fallbackMessage(issue: Issue): string {
  switch (issue.type) {
    case 'max_length':
    case 'max_code_points':
      return `长度不能超过${String(issue.requirement)}个字符`
    case 'min_length':
    case 'min_code_points':
      return `长度至少${String(issue.requirement)}个字符`
    case 'non_empty':
      return '不能为空'
    case 'string':
    case 'number':
    case 'boolean':
    case 'object':
    case 'array':
      return '数据类型不正确'
    default:
      return '格式不正确'
  }
}

// valibot reports a missing key with the object's message, not the field's own ("用户名是必填项"):
// an explicit undefined makes the field schema run, so a missing field reads like an empty one.
function withDeclaredKeys(schema: v.GenericSchema, input: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> }).entries
  if (!entries || typeof input !== 'object' || input === null || Array.isArray(input)) return input
  return { ...Object.fromEntries(Object.keys(entries).map((k) => [k, undefined])), ...input }
}

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  // One message per field: "" would otherwise report required, too short and bad characters at once.
  const result = v.safeParse(schema, withDeclaredKeys(schema, input), {
    abortPipeEarly: true,
    message: fallbackMessage,
  })
  if (result.success) return result.output
  const errors = result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? 'body', message: issue.message }))
  const message = [...new Set(errors.map((e) => e.message))].join('；') || MSG.validationDefault
  throw new HttpError(400, 'VALIDATION_001', message, { errors })
}

/**
 * R5.29: query parameters the operation does not take (docs/openapi.json lists the ones it does), each named. The
 * app sends none, so one is a caller's mistake (a misspelt `limit`, a filter this API lacks) that ignoring would hide.
 */
export function unknownQueryError(names: readonly string[]): HttpError {
  const errors = names.map((name) => ({ field: name, message: SERVER_MSG.unknownQueryParam(name) }))
  return new HttpError(400, 'VALIDATION_001', errors.map((e) => e.message).join('；'), { errors })
}

/** The body as a JSON object; anything else (malformed JSON, an array, a bare string) is a 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'VALIDATION_001', SERVER_MSG.badJson, {
      errors: [{ field: 'body', message: SERVER_MSG.badJson }],
    })
  }
  return body as Record<string, unknown>
}
