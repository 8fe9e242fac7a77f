import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { IdParamSchema } from '@/schemas/envelope.schema'
import { ROUTES, type RouteSpec } from '../mock-server/route-table'
import { buildOpenApi, renderOpenApi } from './openapi/build'
import { jsonSchema } from './openapi/convert'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const doc = buildOpenApi() as Json

function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((x) => refs(x, out))
  else if (value && typeof value === 'object') {
    for (const [k, x] of Object.entries(value)) {
      if (k === '$ref' && typeof x === 'string') out.push(x)
      else refs(x, out)
    }
  }
  return out
}

describe('OpenAPI (npm run openapi)', () => {
  it('has one OpenAPI 3.1 operation per route-table row, with its rule ids', () => {
    expect(doc.openapi).toBe('3.1.0')
    const ops = Object.entries(doc.paths as Json).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    )
    expect(ops.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort())
    for (const route of ROUTES)
      expect(doc.paths[route.path][route.method.toLowerCase()]['x-rules']).toEqual(route.rules)
  })

  it('success answers are wrapped in the envelope; paginated lists require meta.pagination', () => {
    const list = doc.paths['/api/posts'].get.responses['200'].content['application/json'].schema
    expect(list.required).toEqual(expect.arrayContaining(['success', 'message', 'data', 'timestamp', 'meta']))
    expect(list.properties.data).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Post' } })
    expect(doc.components.schemas.Meta.properties.pagination).toEqual({ $ref: '#/components/schemas/Pagination' })
    const like = doc.paths['/api/social/like/{postId}'].post.responses['200'].content['application/json'].schema
    expect(like.properties.data.required).toEqual(['isLiked', 'likeCount'])
  })

  it('error answers are the error envelope narrowed to their codes; auth routes declare bearer security and 401', () => {
    const del = doc.paths['/api/posts/{id}'].delete
    expect(del.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(del.responses)).toEqual(expect.arrayContaining(['401', '403', '404']))
    expect(del.responses['401'].content['application/json'].schema.properties.code.enum).toEqual([
      'AUTH_001',
      'AUTH_002',
    ])
    expect(doc.paths['/api/posts/categories'].get.security).toEqual([])
    expect(doc.components.schemas.ErrorEnvelope.required).toEqual(
      expect.arrayContaining(['success', 'message', 'code']),
    )
    const limited = doc.paths['/api/comments'].post.responses['429']
    expect(limited.content['application/json'].schema.allOf).toEqual([{ $ref: '#/components/schemas/ErrorEnvelope' }])
    expect(limited.content['application/json'].schema.properties.code.enum).toEqual(['RATE_LIMIT_001'])
    expect(limited['x-business-rules']).toEqual([{ code: 'RATE_LIMIT_001', message: '评论过于频繁，请稍后再试' }])
  })

  it('every status a handler can answer is documented (issue 23): 401 on refresh, 404 on a comment to a missing post, 422 on creating calls, 413 on bodies', () => {
    expect(
      doc.paths['/api/auth/refresh'].post.responses['401'].content['application/json'].schema.properties.code.enum,
    ).toEqual(['AUTH_004'])
    expect(doc.paths['/api/comments'].post.responses['404']).toBeDefined()
    expect(doc.paths['/api/users/{id}'].get.responses['401']).toBeDefined() // a bad token on an optional-auth call
    for (const route of ROUTES) {
      const responses = doc.paths[route.path][route.method.toLowerCase()].responses
      if (route.idempotent) expect(Object.keys(responses), route.path).toEqual(expect.arrayContaining(['422']))
      if (route.idempotent)
        expect(responses[String(route.status)].headers['Idempotent-Replayed'].schema).toEqual({
          type: 'string',
          const: 'true',
        })
      if (route.method === 'POST' || route.method === 'PUT' || route.method === 'DELETE')
        expect(responses['413'], route.path).toBeDefined()
    }
    expect(doc.components.responses.MethodNotAllowed.headers.Allow.required).toBe(true)
  })

  it('R7.16 DELETE /posts/{id} answers data null, as spec §7 gives it none; DELETE /comments/{id} the ids it removed', () => {
    const data = (path: string) =>
      doc.paths[path].delete.responses['200'].content['application/json'].schema.properties.data
    expect(data('/api/posts/{id}')).toEqual({ type: 'null' })
    expect(data('/api/comments/{id}').required).toEqual(['id', 'deleted'])
  })

  it('request schemas come from the shared valibot schemas, with what a transform would lose (ranges, every pattern, trimmed lengths)', () => {
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema
    expect(register.properties.username['x-trimmed']).toEqual({
      minLength: 3,
      maxLength: 20,
      pattern: '^[A-Za-z0-9_]+$(?!\\n)',
    })
    // The password's letter and digit in one pattern, and the email's format before its length: a generator that
    // covers `pattern` alone (Schemathesis' coverage phase) still makes valid values.
    expect(register.properties.password).toMatchObject({
      minLength: 8,
      maxLength: 128,
      pattern: '[A-Za-z][\\s\\S]*[0-9]|[0-9][\\s\\S]*[A-Za-z]',
    })
    expect(register.properties.email.pattern).toContain('@')
    expect(register.properties.email.allOf).toEqual([{ pattern: expect.stringContaining('{0,252}') }])
    // No lookahead but the end of the text: Hypothesis (Schemathesis' generator) cannot draw through one.
    const lookaheads = [...JSON.stringify(doc).matchAll(/"pattern":"((?:[^"\\]|\\.)*)"/g)]
      .map(([, p]) => JSON.parse(`"${p!}"`) as string)
      .filter((p) => /\(\?[=!]/.test(p.replaceAll('$(?!\\n)', '')))
    expect(lookaheads).toEqual([])
    for (const route of ROUTES.filter((r) => r.paginated)) {
      const limit = doc.paths[route.path].get.parameters.find((p: Json) => p.name === 'limit')
      expect(limit.schema, route.path).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 })
    }
    const messages = doc.paths['/api/messages/conversations'].get.parameters.find((p: Json) => p.name === 'limit')
    expect(messages.schema.default).toBe(50)
    expect(doc.paths['/api/posts/{id}'].get.parameters[0].schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
    })
    const form = doc.paths['/api/posts'].post.requestBody.content['multipart/form-data']
    expect(form.schema.properties.title['x-trimmed']).toEqual({ minLength: 1, maxLength: 30 })
    expect(form.schema.properties.images.maxItems).toBe(9)
    const avatar = doc.paths['/api/upload/avatar'].post.requestBody.content['multipart/form-data']
    expect(avatar.schema.properties.avatar).toMatchObject({
      type: 'string',
      format: 'binary',
      'x-max-bytes': 2 * 1024 * 1024,
    })
    expect(avatar.encoding.avatar.contentType).toBe('image/jpeg, image/png, image/gif, image/webp')
    const create = doc.paths['/api/posts'].post.requestBody.content
    expect(Object.keys(create)).toEqual(['application/json', 'multipart/form-data'])
    const birthDate =
      doc.paths['/api/users/profile'].put.requestBody.content['application/json'].schema.properties.birthDate
    expect(birthDate.anyOf[0]).toMatchObject({
      format: 'date',
      'x-checks': expect.arrayContaining(['生日不能是未来的日期']),
    })
  })

  it('R5.14 user-text lengths are stated in code points, the unit the server counts: maxLength, and trimmed patterns read with the u flag (JSON Schema validators count code points)', () => {
    const profile = doc.paths['/api/users/profile'].put.requestBody.content['application/json'].schema.properties
    expect(profile.bio).toMatchObject({ type: 'string', maxLength: 200 })
    expect(jsonSchema(v.pipe(v.string(), v.minCodePoints(2), v.maxCodePoints(5)))).toEqual({
      type: 'string',
      minLength: 2,
      maxLength: 5,
    })
    const title = doc.paths['/api/posts'].post.requestBody.content['application/json'].schema.properties.title
    expect(title['x-trimmed']).toEqual({ minLength: 1, maxLength: 30 })
    const pattern = new RegExp(title.pattern as string, 'u')
    expect(pattern.test('𠀀'.repeat(30))).toBe(true)
    expect(pattern.test(` \n${'😀'.repeat(30)}\t\u3000\ufeff`)).toBe(true)
    expect(pattern.test('𠀀'.repeat(31))).toBe(false)
    expect(pattern.test('a'.repeat(30))).toBe(true)
    expect(pattern.test('a'.repeat(31))).toBe(false)
    expect(pattern.test('  ')).toBe(false)
    // What the server counts: valibot trims String.prototype.trim's whitespace, then counts code points.
    const server = v.pipe(v.string(), v.trim(), v.minCodePoints(1), v.maxCodePoints(30))
    for (const text of ['\u0085a', 'a\u001c', '\u180ea', `\u3000${'𩸽'.repeat(30)}\ufeff`, '\u200b'])
      expect(pattern.test(text), JSON.stringify(text)).toBe(v.is(server, text))
  })

  it('R5.22 R9.15 every operation that takes files documents 413 (over its limit) and 415 (not an accepted image) as VALIDATION_001, and 400 UPLOAD_001', () => {
    const codes = (response: Json) => response.content['application/json'].schema.properties.code.enum
    for (const [path, method] of [
      ['/api/upload', 'post'],
      ['/api/upload/avatar', 'post'],
      ['/api/upload/post-images', 'post'],
      ['/api/posts', 'post'],
      ['/api/posts/{id}', 'put'],
    ] as const) {
      const responses = doc.paths[path][method].responses
      expect(codes(responses['413']), path).toContain('VALIDATION_001')
      expect(codes(responses['415']), path).toEqual(['VALIDATION_001'])
      expect(codes(responses['400']), path).toEqual(expect.arrayContaining(['VALIDATION_001', 'UPLOAD_001']))
    }
    const upload = doc.paths['/api/upload'].post.responses
    expect(upload['413']['x-business-rules']).toEqual([{ code: 'VALIDATION_001', message: '图片大小不能超过2MB' }])
    expect(upload['415']['x-business-rules']).toEqual([
      { code: 'VALIDATION_001', message: '仅支持 JPG、PNG、GIF、WebP 格式的图片' },
    ])
    expect(doc.paths['/api/posts/{id}'].get.responses['415']).toBeUndefined()
  })

  it('a new route-table row is documented with nothing special-cased by path: its statuses follow from its shape', () => {
    const row: RouteSpec = {
      method: 'PUT',
      path: '/api/comments/{id}/like',
      tag: 'comments',
      summary: '点赞评论',
      rules: ['R7.28'],
      auth: 'required',
      params: { id: IdParamSchema },
      data: v.object({ liked: v.boolean() }),
    }
    const like = (buildOpenApi([row]) as Json).paths['/api/comments/{id}/like'].put
    expect(Object.keys(like.responses)).toEqual(['200', '400', '401', '404', '413', '500', '503', '507'])
    expect(like.parameters[0].schema).toMatchObject({ type: 'integer', minimum: 1 })
    expect(like.responses['200'].content['application/json'].schema.properties.data.required).toEqual(['liked'])
  })

  it('R5.29 every operation documents 400 for a query parameter it does not list (HEAD /api/health too, without a body)', () => {
    for (const route of ROUTES) {
      const refusal = doc.paths[route.path][route.method.toLowerCase()].responses['400']
      expect(refusal?.description, `${route.method} ${route.path}`).toMatch(/查询参数/)
    }
    expect(doc.paths['/api/health'].head.responses['400'].content).toBeUndefined()
  })

  it('every $ref resolves inside the document', () => {
    for (const ref of new Set(refs(doc))) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc)
      expect(target, ref).toBeDefined()
    }
  })

  it('docs/openapi.json is up to date (npm run openapi regenerates it)', () => {
    expect(readFileSync('docs/openapi.json', 'utf8')).toBe(renderOpenApi())
  })
})
