import { readFileSync } from 'node:fs'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

// docs/openapi.json as the fuzz reads it: the operations, their parameters, bodies and answers, and a JSON Schema
// validator (ajv, draft 2020-12, with formats) for any schema in it. Nothing here knows the route table: what the
// committed contract says is what a request may be and what an answer must be.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>

const DOC_ID = 'openapi.json'
export const CONTRACT_PATH = new URL('../../docs/openapi.json', import.meta.url)

export const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: Json
  /** JSON pointer of the schema inside the document. */
  pointer: string
}

export interface Operation {
  method: string
  /** OpenAPI path: /api/posts/{id}. */
  path: string
  pointer: string
  op: Json
  parameters: Parameter[]
  /** Media type → { schema, pointer, encoding }. */
  bodies: Record<string, { schema: Json; pointer: string; encoding?: Json }>
  secured: boolean
  /** A token is optional: the operation also answers without one. */
  anonymousToo: boolean
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

export class Contract {
  readonly doc: Json
  readonly operations: Operation[]
  readonly #ajv: Ajv2020
  readonly #validators = new Map<string, ValidateFunction>()

  constructor(doc: Json = JSON.parse(readFileSync(CONTRACT_PATH, 'utf8')) as Json) {
    this.doc = doc
    this.#ajv = new Ajv2020({ strict: true, allErrors: false, validateFormats: true })
    addFormats(this.#ajv)
    // OpenAPI's own format for file parts, the contract's extensions (scripts/openapi/convert.ts), and the
    // document's top-level fields: ajv resolves a pointer from the document's root, which it reads as a schema.
    this.#ajv.addFormat('binary', true)
    this.#ajv.addVocabulary(['x-checks', 'x-max-bytes', 'x-trimmed', ...Object.keys(doc)])
    this.#ajv.addSchema(doc, DOC_ID)
    this.operations = Object.entries(doc.paths as Json).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => this.#operation(path, method, item[method] as Json)),
    )
  }

  #operation(path: string, method: string, op: Json): Operation {
    const pointer = `#/paths/${escape(path)}/${method}`
    const parameters = ((op.parameters ?? []) as Json[]).map((p, i): Parameter => ({
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      schema: p.schema,
      pointer: `${pointer}/parameters/${i}/schema`,
    }))
    const bodies: Operation['bodies'] = {}
    for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Json)) {
      bodies[type] = { schema: media.schema, pointer: `${pointer}/requestBody/content/${escape(type)}/schema`, encoding: media.encoding }
    }
    const security = (op.security ?? []) as Json[]
    return {
      method: method.toUpperCase(),
      path,
      pointer,
      op,
      parameters,
      bodies,
      secured: security.some((s) => 'bearerAuth' in s),
      anonymousToo: security.length === 0 || security.some((s) => Object.keys(s).length === 0),
    }
  }

  /** A validator for the schema at `pointer` (compiled once; $refs resolve inside the document). */
  validator(pointer: string): ValidateFunction {
    let fn = this.#validators.get(pointer)
    if (!fn) {
      fn = this.#ajv.compile({ $ref: `${DOC_ID}${pointer}` })
      this.#validators.set(pointer, fn)
    }
    return fn
  }

  /** Validation errors of `value` against the schema at `pointer`, as text; empty when it is valid. */
  problems(pointer: string, value: unknown): string[] {
    const fn = this.validator(pointer)
    if (fn(value)) return []
    return (fn.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`)
  }

  /** Follows a `$ref` inside the document. */
  resolve(schema: Json): Json {
    let out = schema
    while (typeof out.$ref === 'string') out = this.at(out.$ref)
    return out
  }

  at(pointer: string): Json {
    return pointer
      .replace(/^#\//, '')
      .split('/')
      .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, key) => node?.[key], this.doc)
  }

  /**
   * The contract paths a concrete path names: the most specific of those that match it. As OpenAPI has it, a literal
   * path wins over a template: /api/posts/categories is that path whatever the method, never /api/posts/{id}.
   */
  pathsAt(pathname: string): string[] {
    const matching = Object.keys(this.doc.paths as Json).filter((p) => templateOf(p).test(pathname))
    const fewest = Math.min(...matching.map(paramCount))
    return matching.filter((p) => paramCount(p) === fewest)
  }

  /** The operation for a method and a concrete path (/api/posts/12 → /api/posts/{id}); none if that path lacks the method. */
  find(method: string, pathname: string): Operation | undefined {
    const paths = this.pathsAt(pathname)
    return this.operations.find((o) => o.method === method.toUpperCase() && paths.includes(o.path))
  }

  /** The methods the contract lists for the path a concrete url names (the Allow of a 405). */
  methodsAt(pathname: string): string[] {
    const paths = this.pathsAt(pathname)
    return [...new Set(paths.flatMap((p) => METHODS.filter((m) => (this.doc.paths as Json)[p][m]).map((m) => m.toUpperCase())))].sort()
  }
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length
const templateOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`)

let shared: Contract | undefined
/** The committed contract, read once per test file. */
export const contract = () => (shared ??= new Contract())
