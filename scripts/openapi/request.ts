import type * as v from 'valibot'
import type { FileRule, MultipartField, RouteSpec } from '../../mock-server/route-table'
import { IDEMPOTENCY_HEADER } from '../../mock-server/http/idempotent'
import { IDEMPOTENCY_KEY_PATTERN } from '../../mock-server/services/idempotency'
import { jsonSchema, type Json } from './convert'
import { portablePattern } from './portable-pattern'

// An operation's parameters and request body, from its route-table row.

const MB = 1024 * 1024

export function parameters(route: RouteSpec): Json[] {
  const out: Json[] = []
  for (const [name, schema] of Object.entries(route.params ?? {})) {
    out.push({
      name,
      in: 'path',
      required: true,
      schema: jsonSchema(schema),
      description: '正整数 id；不是正整数或不存在时 404',
    })
  }
  for (const [name, schema] of Object.entries(route.query?.entries ?? {})) {
    const optional = (schema as { type?: string }).type === 'optional'
    out.push({ name, in: 'query', required: !optional, schema: jsonSchema(schema as v.GenericSchema) })
  }
  if (route.idempotent) {
    out.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      schema: { type: 'string', pattern: portablePattern(IDEMPOTENCY_KEY_PATTERN) },
      description:
        '重试与离线重放时保持不变：同一用户 24 小时内重复的键返回第一次的结果（响应头 Idempotent-Replayed: true），不会重复创建；同一个键用于不同请求返回 422',
    })
  }
  return out
}

/** A file part: binary, the image types the bytes may be (encoding.contentType) and the byte limit (x-max-bytes). */
const filePart = (rule: FileRule): Json => ({
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/octet-stream',
  'x-max-bytes': rule.maxBytes,
})

function fileRuleText(rule: FileRule): string {
  const size = rule.maxBytes % MB === 0 ? `${rule.maxBytes / MB}MB` : `${rule.maxBytes} 字节`
  return `文件为 ${rule.types.join(' / ')}（按内容判断，不看扩展名），每个不超过${size}`
}

function partSchema(field: MultipartField): Json {
  const text = field.schema ? jsonSchema(field.schema) : undefined
  if (!field.file) return text ?? { type: 'string' }
  const file = filePart(field.file)
  return text ? { anyOf: [file, text] } : file
}

function multipartBody(fields: Record<string, MultipartField>): Json {
  const properties: Json = {}
  const encoding: Json = {}
  const required: string[] = []
  for (const [name, field] of Object.entries(fields)) {
    const part = partSchema(field)
    const maxCount = field.file?.maxCount
    const description = [field.description, part.description, field.file && fileRuleText(field.file)]
      .filter(Boolean)
      .join('；')
    properties[name] = maxCount
      ? { type: 'array', items: part, ...(field.required ? { minItems: 1 } : {}), maxItems: maxCount, description }
      : { ...part, description }
    if (field.file)
      encoding[name] = { contentType: [...field.file.types, ...(field.schema ? ['text/plain'] : [])].join(', ') }
    if (field.required) required.push(name)
  }
  return {
    schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
    ...(Object.keys(encoding).length ? { encoding } : {}),
  }
}

export function requestBody(route: RouteSpec): Json | undefined {
  const content: Json = {}
  if (route.body) content['application/json'] = { schema: jsonSchema(route.body) }
  if (route.multipart) content['multipart/form-data'] = multipartBody(route.multipart)
  return Object.keys(content).length ? { required: true, content } : undefined
}
