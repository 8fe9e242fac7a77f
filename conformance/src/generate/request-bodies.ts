import fc from 'fast-check'
import type { Contract, Json, Operation } from '../contract/contract'
import { fakeAvif, fakeGif, fakeJpeg, fakePng, fakeWebp } from './image-bytes'
import { liveHint, type LiveValues } from './live-values'
import { encodeParam } from './request-params'
import type { BodySpec, FilePart, Part } from './requests'
import { brokenValue, validValue } from './schema-values'

// Request bodies from the contract: JSON from the body's schema (with live values where the schema takes them),
// multipart forms field by field with real image files of the listed types, and one part broken when asked.

type Maker = (w: number, h: number, size: number) => Uint8Array<ArrayBuffer>
const IMAGE_MAKERS: Record<string, Maker> = {
  'image/png': fakePng,
  'image/jpeg': fakeJpeg,
  'image/gif': fakeGif,
  'image/webp': fakeWebp,
  'image/avif': (_w, _h, size) => fakeAvif(size),
}
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

const imageFile = (types: readonly string[]): fc.Arbitrary<FilePart> =>
  fc
    .record({
      type: fc.constantFrom(...types),
      w: fc.integer({ min: 1, max: 4000 }),
      h: fc.integer({ min: 1, max: 4000 }),
      size: fc.integer({ min: 0, max: 4096 }),
      name: fc.constantFrom('photo', '头像', 'a b', 'x'.repeat(80)),
    })
    .map(({ type, w, h, size, name }) => ({
      bytes: IMAGE_MAKERS[type]!(w, h, size),
      filename: `${name}.${EXTENSIONS[type]}`,
      type,
    }))

/** A file the rules refuse: not an image, a type not listed, or one byte over the limit (only when that is small). */
function badFile(types: readonly string[], maxBytes: number): fc.Arbitrary<FilePart> {
  const unlisted = Object.keys(IMAGE_MAKERS).filter((t) => !types.includes(t))
  return fc.oneof(
    fc
      .record({
        bytes: fc.uint8Array({ minLength: 1, maxLength: 256 }).map((b) => new Uint8Array(b)),
        filename: fc.constant('notes.txt'),
        type: fc.constantFrom('text/plain', 'image/png', 'application/octet-stream'),
      })
      .filter((f) => !Object.values(IMAGE_MAKERS).some((make) => make(1, 1, 0)[0] === f.bytes[0])),
    fc.constant({
      bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>') as Uint8Array<ArrayBuffer>,
      filename: 'page.html',
      type: 'text/html',
    }),
    ...(unlisted.length ? [imageFile(unlisted)] : []),
    ...(maxBytes <= 4 * 1024 * 1024
      ? [fc.constant({ bytes: fakePng(10, 10, maxBytes + 1), filename: 'big.png', type: 'image/png' })]
      : []),
  )
}

interface FieldRule {
  types: readonly string[]
  maxBytes: number
  maxCount: number | undefined
  /** The schema of a text part the field also takes (an image url). */
  text: Json | undefined
}

function fileRuleOf(contract: Contract, prop: Json, encoding: Json | undefined): FieldRule | undefined {
  const item = contract.resolve(prop.type === 'array' ? prop.items : prop)
  const branches = (item.anyOf ?? [item]) as Json[]
  const file = branches.find((b) => b.format === 'binary')
  if (!file) return undefined
  const types = String(encoding?.contentType ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.startsWith('image/'))
  return {
    types,
    maxBytes: file['x-max-bytes'] as number,
    maxCount: prop.type === 'array' ? (prop.maxItems as number | undefined) : 1,
    text: branches.find((b) => b !== file),
  }
}

export interface Built {
  body: BodySpec
  flaws: string[]
}

export function jsonBody(
  contract: Contract,
  op: Operation,
  pointer: string,
  schema: Json,
  broken: boolean,
  live: LiveValues,
): fc.Arbitrary<Built> {
  const resolved = contract.resolve(schema)
  let value: fc.Arbitrary<unknown> = broken ? brokenValue(contract, schema) : validValue(contract, schema)
  if (!broken && resolved.type === 'object') value = withHints(contract, op, pointer, resolved, value, live)
  const missing = fc.constant<Built>({ body: { kind: 'none' }, flaws: ['request body missing'] })
  const built = value.map((v): Built => {
    const problems = contract.problems(pointer, v)
    return {
      body: { kind: 'text', text: JSON.stringify(v) ?? 'null', contentType: 'application/json' },
      flaws: problems.length ? [`body: ${problems[0]}`] : [],
    }
  })
  return broken ? fc.oneof({ arbitrary: built, weight: 8 }, { arbitrary: missing, weight: 1 }) : built
}

/** Overlays live values on an object's fields where the field's schema takes them. */
export function withHints(
  contract: Contract,
  op: Operation,
  pointer: string,
  schema: Json,
  value: fc.Arbitrary<unknown>,
  live: LiveValues,
): fc.Arbitrary<unknown> {
  const keys = Object.keys((schema.properties ?? {}) as Json).filter((k) => liveHint(live, op.path, k))
  if (!keys.length) return value
  const hints = keys.map((k) => fc.option(liveHint(live, op.path, k)!, { nil: undefined, freq: 2 }))
  return fc.tuple(value, fc.tuple(...hints)).map(([object, hinted]) => {
    const out = { ...(object as Json) }
    keys.forEach((key, i) => {
      if (hinted[i] !== undefined && contract.problems(`${pointer}/properties/${key}`, hinted[i]).length === 0)
        out[key] = hinted[i]
    })
    return out
  })
}

export function multipartBody(
  contract: Contract,
  pointer: string,
  schema: Json,
  encoding: Json | undefined,
  broken: boolean,
): fc.Arbitrary<Built> {
  const properties = Object.entries((schema.properties ?? {}) as Json)
  const required = new Set((schema.required ?? []) as string[])
  const fields = properties.map(([name, prop]) => {
    const rule = fileRuleOf(contract, prop, encoding?.[name])
    const present = required.has(name) ? fc.constant(true) : fc.boolean()
    if (rule) {
      const max = Math.min(rule.maxCount ?? 1, 4)
      const asFile = imageFile(rule.types).map((file): Part => ({ name, file }))
      const item = rule.text
        ? fc.oneof(
            { arbitrary: asFile, weight: 3 },
            {
              arbitrary: validValue(contract, rule.text).map((v): Part => ({ name, text: encodeParam(v) })),
              weight: 1,
            },
          )
        : asFile
      return {
        name,
        prop,
        rule,
        valid: fc
          .tuple(present, fc.array(item, { minLength: 1, maxLength: max }))
          .map(([on, parts]) => (on ? parts : [])),
      }
    }
    const text = validValue(contract, prop).map((v): Part[] =>
      Array.isArray(v) ? v.map((x) => ({ name, text: String(x) })) : [{ name, text: encodeParam(v) }],
    )
    return { name, prop, rule, valid: fc.tuple(present, text).map(([on, parts]) => (on ? parts : [])) }
  })
  const valid = fc.tuple(...fields.map((f) => f.valid)).map((groups) => groups.flat())
  if (!broken)
    return valid.map((parts) => ({
      body: { kind: 'multipart', parts },
      flaws: formFlaws(contract, pointer, schema, encoding, parts),
    }))
  // Broken: one field replaced by a broken text, a bad file, too many files, or left out.
  const breakOne = fc.tuple(valid, fc.nat(fields.length - 1)).chain(([parts, i]) => {
    const { name, prop, rule } = fields[i]!
    const others = parts.filter((p) => p.name !== name)
    const choices: fc.Arbitrary<Part[]>[] = [fc.constant([])]
    if (rule) {
      choices.push(badFile(rule.types, rule.maxBytes).map((file) => [{ name, file }]))
      if (rule.maxCount !== undefined)
        choices.push(
          fc
            .array(imageFile(rule.types), { minLength: rule.maxCount + 1, maxLength: rule.maxCount + 1 })
            .map((files) => files.map((file) => ({ name, file }))),
        )
    } else choices.push(brokenValue(contract, prop).map((v) => [{ name, text: encodeParam(v) }]))
    return fc.oneof(...choices).map((mine) => [...others, ...mine])
  })
  return breakOne.map((parts) => ({
    body: { kind: 'multipart', parts },
    flaws: formFlaws(contract, pointer, schema, encoding, parts),
  }))
}

/**
 * Deterministic forms for each file field the contract describes: a valid form with that field's file replaced by
 * one that is not an image (the server must answer 415) and by one a byte over its `x-max-bytes` (413).
 */
export function fileLimitForms(
  contract: Contract,
  pointer: string,
  schema: Json,
  encoding: Json | undefined,
  seed: number,
): { what: string; built: Built }[] {
  const base = fc
    .sample(multipartBody(contract, pointer, schema, encoding, false), { numRuns: 30, seed })
    .find((b) => b.flaws.length === 0)
  if (base?.body.kind !== 'multipart') return []
  const { parts } = base.body
  return Object.entries((schema.properties ?? {}) as Json).flatMap(([name, prop]) => {
    const rule = fileRuleOf(contract, prop, encoding?.[name])
    if (!rule) return []
    const bad: [string, FilePart][] = [
      [
        'a file that is not an image',
        {
          bytes: new TextEncoder().encode('<html></html>') as Uint8Array<ArrayBuffer>,
          filename: 'page.png',
          type: 'image/png',
        },
      ],
      [
        `an image of ${rule.maxBytes + 1} bytes`,
        { bytes: fakePng(10, 10, rule.maxBytes + 1), filename: 'big.png', type: 'image/png' },
      ],
    ]
    return bad.map(([label, file]) => {
      const sent: Part[] = [...parts.filter((p) => p.name !== name), { name, file }]
      return {
        what: `form ${name}: ${label}`,
        built: {
          body: { kind: 'multipart', parts: sent },
          flaws: formFlaws(contract, pointer, schema, encoding, sent),
        },
      }
    })
  })
}

/** How a flaw of a file part is marked: the status a refusal of it alone must have (415 the type, 413 the size). */
export const FILE_FLAW = { type: '(415)', size: '(413)' } as const

const isImageOf = (file: FilePart, types: readonly string[]) =>
  types.includes(file.type) &&
  IMAGE_MAKERS[file.type]?.(1, 1, 0)
    .slice(0, 4)
    .every((b, i) => file.bytes[i] === b)

/** What breaks the form: its text fields by ajv, its files by the rules the contract states (types, bytes, count). */
function formFlaws(
  contract: Contract,
  pointer: string,
  schema: Json,
  encoding: Json | undefined,
  parts: Part[],
): string[] {
  const flaws: string[] = []
  const object: Json = {}
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Json)) {
    const mine = parts.filter((p) => p.name === name)
    if (!mine.length) continue
    const rule = fileRuleOf(contract, prop, encoding?.[name])
    const values = mine.map((p) => ('file' in p ? 'file' : p.text))
    object[name] = prop.type === 'array' || (mine.length > 1 && contract.resolve(prop).anyOf) ? values : values[0]
    for (const part of mine) {
      if (!('file' in part)) continue
      // A file part the contract describes, broken in its type or its size, has HTTP's own status for it.
      if (!rule) flaws.push(`${name}: a file where the contract takes text`)
      else if (!isImageOf(part.file, rule.types))
        flaws.push(`${name}: ${part.file.type} file is not an accepted image ${FILE_FLAW.type}`)
      else if (part.file.bytes.length > rule.maxBytes)
        flaws.push(`${name}: file over ${rule.maxBytes} bytes ${FILE_FLAW.size}`)
    }
  }
  const problems = contract.problems(pointer, object)
  return [...flaws, ...problems.map((p) => `form: ${p}`)]
}
