import { readFileSync } from 'node:fs'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { ruleOfComponent } from './entity-rules'

// The OpenAPI contract as the kit reads it: the operations, their parameters, bodies and answers, and a JSON Schema
// validator (ajv, draft 2020-12, with formats) for any schema in it. What the contract says is what a request may be
// and what an answer must be; nothing here knows any backend.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>

const DOC_ID = 'openapi.json'

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

  constructor(doc: Json) {
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
    const parameters = ((op.parameters ?? []) as Json[]).map(
      (p, i): Parameter => ({
        name: p.name,
        in: p.in,
        required: Boolean(p.required),
        schema: p.schema,
        pointer: `${pointer}/parameters/${i}/schema`,
      }),
    )
    const bodies: Operation['bodies'] = {}
    for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Json)) {
      bodies[type] = {
        schema: media.schema,
        pointer: `${pointer}/requestBody/content/${escape(type)}/schema`,
        encoding: media.encoding,
      }
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
    return (fn.errors ?? []).map(
      (e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
    )
  }

  /** Like problems(), each named by the spec rule of the entity it breaks (R3.5 for a Post…, else R3.15). */
  ruledProblems(pointer: string, value: unknown): string[] {
    const fn = this.validator(pointer)
    if (fn(value)) return []
    return (fn.errors ?? []).map(
      (e) =>
        `${ruleOfComponent(this.componentAt(pointer, e.instancePath))} ${e.instancePath || '(root)'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
    )
  }

  /** The innermost component ("Post") the value at `instancePath` falls in, under the schema at `pointer`. */
  componentAt(pointer: string, instancePath: string): string | undefined {
    let component: string | undefined
    let node: Json | undefined = this.at(pointer)
    const follow = (n: Json | undefined): Json | undefined => {
      let out = n
      while (out && typeof out.$ref === 'string') {
        component = /#\/components\/schemas\/([^/]+)$/.exec(out.$ref)?.[1] ?? component
        out = this.at(out.$ref)
      }
      return out
    }
    for (const segment of instancePath
      .split('/')
      .slice(1)
      .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))) {
      node = follow(node)
      if (!node) break
      const branches = [node, ...(((node.anyOf ?? node.oneOf ?? node.allOf) as Json[] | undefined) ?? []).map(follow)]
      const next = branches
        .map((b) => (/^\d+$/.test(segment) && b?.items ? b.items : b?.properties?.[segment]))
        .find((x) => x !== undefined)
      node = next as Json | undefined
    }
    follow(node)
    return component
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
   * The contract path a concrete url names: the one with the fewest templated segments (/api/posts/search is the
   * literal path, not /api/posts/{id} with id "search"), as every router matches.
   */
  pathOf(pathname: string): string | undefined {
    return Object.keys(this.doc.paths as Json)
      .filter((p) => templateOf(p).test(pathname))
      .sort((a, b) => paramCount(a) - paramCount(b))[0]
  }

  /** The operation for a method and a concrete path (/api/posts/12 → /api/posts/{id}). */
  find(method: string, pathname: string): Operation | undefined {
    const path = this.pathOf(pathname)
    return this.operations.find((o) => o.path === path && o.method === method.toUpperCase())
  }

  /** The methods the contract lists for the path a concrete url names (the Allow of a 405). */
  methodsAt(pathname: string): string[] {
    const path = this.pathOf(pathname)
    return path === undefined
      ? []
      : METHODS.filter((m) => (this.doc.paths as Json)[path][m])
          .map((m) => m.toUpperCase())
          .sort()
  }
}

/** Reads a contract file (docs/openapi.json in the repository; openapi.json beside the package when published). */
export function loadContract(file: string): Contract {
  return new Contract(JSON.parse(readFileSync(file, 'utf8')) as Json)
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length
const templateOf = (path: string) => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`)
