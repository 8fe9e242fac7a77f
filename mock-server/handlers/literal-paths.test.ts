import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { setLatency } from '../http/latency'
import { startTestBackend, stopTestBackend } from '../node'
import { BASE } from '../test/api-client'

// R3.15: a literal path the contract lists is that path whatever the method (OpenAPI matches literal paths before
// templates, as every router does). /api/posts/categories beside /api/posts/{id}: PUT there asks to replace the
// category list, not post "categories" — 405 with Allow: GET, never the template's 404 or 401. Read from the
// committed contract, so a literal path added later is covered without a word here.

type Json = Record<string, Record<string, unknown>>
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']
const paths = (JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as { paths: Json }).paths
const methodsOf = (path: string) => METHODS.filter((m) => paths[path]![m.toLowerCase()])
const templateOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`)

/** Each literal path, the templates that match it too, and the methods those serve that it does not. */
const shadowed = Object.keys(paths)
  .filter((path) => !path.includes('{'))
  .map((path) => {
    const templates = Object.keys(paths).filter((t) => t.includes('{') && templateOf(t).test(path))
    return {
      path,
      templates,
      foreign: [...new Set(templates.flatMap(methodsOf))].filter((m) => !methodsOf(path).includes(m)),
    }
  })
  .filter(({ templates }) => templates.length)

beforeAll(async () => {
  await startTestBackend()
  setLatency({ min: 0, max: 0 })
})
afterAll(() => stopTestBackend())

it('R3.15 the contract has literal paths a template also matches (/api/posts/categories, /api/posts/search beside /api/posts/{id})', () => {
  expect(shadowed.map(({ path }) => path)).toEqual(
    expect.arrayContaining(['/api/posts/categories', '/api/posts/search']),
  )
})

it('R3.15 every literal path asked with every method the template beside it serves (and any other it does not list) is 405, Allow naming only its own methods', async () => {
  const problems: string[] = []
  for (const { path, foreign } of shadowed) {
    const allow = methodsOf(path).join(', ')
    for (const method of new Set([...foreign, ...METHODS.filter((m) => !methodsOf(path).includes(m))])) {
      const response = await fetch(`${BASE}${path.slice('/api'.length)}`, { method })
      const body = method === 'HEAD' ? '' : await response.text()
      if (response.status !== 405) problems.push(`${method} ${path} → ${response.status} ${body.slice(0, 120)}`)
      else if (response.headers.get('allow') !== allow)
        problems.push(`${method} ${path}: Allow "${response.headers.get('allow')}", not "${allow}"`)
      else if (method !== 'HEAD' && (JSON.parse(body) as { code?: string }).code !== 'METHOD_001')
        problems.push(`${method} ${path}: ${body.slice(0, 120)}`)
    }
  }
  expect(problems).toEqual([])
})

it('R3.15 the methods a literal path does serve still reach it, and the template still serves its own ids', async () => {
  expect((await fetch(`${BASE}/posts/categories`)).status).toBe(200)
  expect((await fetch(`${BASE}/posts/search?q=${encodeURIComponent('柠檬')}`)).status).toBe(200)
  expect((await fetch(`${BASE}/posts/1`)).status).toBe(200)
  const put = await fetch(`${BASE}/posts/1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
  expect(put.status).toBe(401)
})
