import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contract, METHODS, type Json } from './fuzz/contract'
import { handlers } from './handlers'
import { ROUTES } from './route-table'

// Issue 23 item 1: nothing the server serves or answers is missing from docs/openapi.json, and nothing there is
// served by no one. The committed file is read, as the fuzz reads it: a stale contract fails here too.

const operationsOf = (doc: Json) =>
  Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`),
  )

/** msw's `*\/api/posts/:id` as the contract writes it: /api/posts/{id}. */
const openApiPath = (mswPath: string) => mswPath.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}')

/** (status, code) pairs the server's source can answer with: every HttpError and fail() with literal arguments. */
function answersInSource(dir: string, skip: (file: string) => boolean): Map<string, string> {
  const found = new Map<string, string>()
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name)
    if (!entry.isFile() || !file.endsWith('.ts') || file.endsWith('.test.ts') || skip(file)) continue
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/(?:new HttpError|\bfail)\((\d{3}|tooLarge \? 413 : 400), '([A-Z_0-9]+)'/g)) {
      const statuses = m[1]!.startsWith('tooLarge') ? ['413', '400'] : [m[1]!]
      for (const status of statuses) found.set(`${status} ${m[2]}`, file)
    }
    // A helper that fixes the status and takes the code: `const unauthorized = (code, …) => new HttpError(401, code, …)`.
    for (const helper of text.matchAll(/const (\w+) = \(code[^)]*\) => new HttpError\((\d{3}), code/g)) {
      for (const call of text.matchAll(new RegExp(`\\b${helper[1]}\\('([A-Z_0-9]+)'`, 'g')))
        found.set(`${helper[2]} ${call[1]}`, file)
    }
  }
  return found
}

function documentedAnswers(doc: Json): Set<string> {
  const out = new Set<string>()
  const add = (status: string, response: Json) => {
    const schema = response.content?.['application/json']?.schema as Json | undefined
    for (const code of (schema?.properties?.code?.enum ?? []) as string[]) out.add(`${status} ${code}`)
  }
  for (const item of Object.values(doc.paths as Json))
    for (const m of METHODS)
      for (const [status, response] of Object.entries((item[m]?.responses ?? {}) as Json)) add(status, response)
  add('404', doc.components.responses.NotFound)
  add('405', doc.components.responses.MethodNotAllowed)
  return out
}

describe('the contract is complete (docs/openapi.json)', () => {
  it('lists every route of the route table, and nothing else', () => {
    expect(operationsOf(contract().doc).sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path}`).sort())
  })

  it('lists every endpoint a handler serves under /api, and every operation it lists is served', () => {
    const served = handlers
      .map((h) => h.info as { method: unknown; path: unknown })
      .filter(
        (info): info is { method: string; path: string } =>
          typeof info.method === 'string' &&
          typeof info.path === 'string' &&
          info.path.startsWith('*/api/') &&
          !info.path.endsWith('/*'),
      )
      .map((info) => `${info.method} ${openApiPath(info.path)}`)
    expect(served.sort()).toEqual(operationsOf(contract().doc).sort())
  })

  it('documents every status and code the server source can answer with (faults.ts and the service worker are QA and host failures, not the API)', () => {
    const inSource = answersInSource('mock-server', (file) => /mock-server\/(faults\.ts|sw\/|test\/|fuzz\/)/.test(file))
    expect(inSource.size).toBeGreaterThan(10)
    const documented = documentedAnswers(contract().doc)
    const missing = [...inSource]
      .filter(([answer]) => !documented.has(answer))
      .map(([answer, file]) => `${answer} (${file})`)
    expect(missing).toEqual([])
  })

  it('gives every error status an error envelope narrowed to its codes, and every success status the success envelope', () => {
    const problems: string[] = []
    for (const [path, item] of Object.entries(contract().doc.paths as Json)) {
      for (const m of METHODS.filter((x) => item[x])) {
        for (const [status, response] of Object.entries(item[m].responses as Json)) {
          const schema = response.content?.['application/json']?.schema as Json | undefined
          if (!schema) {
            if (m !== 'head') problems.push(`${m} ${path} ${status}: no body schema`)
            continue
          }
          const ok = status.startsWith('2')
          if (ok && schema.properties?.success?.const !== true)
            problems.push(`${m} ${path} ${status}: not the success envelope`)
          if (
            !ok &&
            (schema.allOf?.[0]?.$ref !== '#/components/schemas/ErrorEnvelope' || !schema.properties?.code?.enum?.length)
          )
            problems.push(`${m} ${path} ${status}: not the error envelope with its codes`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
