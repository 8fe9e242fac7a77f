import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../mock-server/route-table'
import { buildOpenApi, renderOpenApi } from './openapi/build'

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
    const ops = Object.entries(doc.paths as Json).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    expect(ops.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort())
    for (const route of ROUTES) expect(doc.paths[route.path][route.method.toLowerCase()]['x-rules']).toEqual(route.rules)
  })

  it('success answers are wrapped in the envelope; paginated lists require meta.pagination', () => {
    const list = doc.paths['/api/posts'].get.responses['200'].content['application/json'].schema
    expect(list.required).toEqual(expect.arrayContaining(['success', 'message', 'data', 'timestamp', 'meta']))
    expect(list.properties.data).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Post' } })
    expect(doc.components.schemas.Meta.properties.pagination).toEqual({ $ref: '#/components/schemas/Pagination' })
    const like = doc.paths['/api/social/like/{postId}'].post.responses['200'].content['application/json'].schema
    expect(like.properties.data.required).toEqual(['isLiked', 'likeCount'])
  })

  it('error answers reference the error envelope; auth routes declare bearer security and 401', () => {
    const del = doc.paths['/api/posts/{id}'].delete
    expect(del.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(del.responses)).toEqual(expect.arrayContaining(['401', '403', '404']))
    expect(doc.paths['/api/posts/categories'].get.security).toEqual([])
    expect(doc.components.schemas.ErrorEnvelope.required).toEqual(expect.arrayContaining(['success', 'message', 'code']))
    expect(doc.paths['/api/comments'].post.responses['429']).toEqual({ $ref: '#/components/responses/Error429' })
  })

  it('request schemas come from the shared valibot schemas (lengths, patterns, multipart files)', () => {
    const register = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema
    expect(register.properties.username).toMatchObject({ type: 'string', minLength: 3, maxLength: 20 })
    const upload = doc.paths['/api/upload/post-images'].post.requestBody.content['multipart/form-data'].schema
    expect(upload.properties.images.items).toEqual({ type: 'string', format: 'binary' })
    const create = doc.paths['/api/posts'].post.requestBody.content
    expect(Object.keys(create)).toEqual(['application/json', 'multipart/form-data'])
  })

  it('every $ref resolves inside the document', () => {
    for (const ref of new Set(refs(doc))) {
      const target = ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc)
      expect(target, ref).toBeDefined()
    }
  })

  it('docs/openapi.json is up to date (npm run openapi regenerates it)', () => {
    expect(readFileSync('docs/openapi.json', 'utf8')).toBe(renderOpenApi())
  })
})
