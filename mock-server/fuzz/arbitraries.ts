import fc from 'fast-check'
import { CATEGORY_IDS } from '@/schemas/category.schema'
import { GENDERS } from '@/schemas/user.schema'
import { activeDb } from '../active-db'
import type { CollectionName } from '../records'
import type { RouteSpec } from '../route-table'
import { DEMO } from '../test/api-client'
import { fakeGif, fakeJpeg, fakePng, fakeWebp } from '../test/image-bytes'

// The fast-check arbitraries of the API fuzzer: path params, query strings, auth and bodies, built
// from a route of the route table. "Live" values (an existing post id, a refresh token) are read from
// the active db when fast-check generates the run, i.e. after the previous run's writes.

// ---------- values ----------

const LONG = 5_000
/** Inputs that break naive servers: markup, injection text, control and bidi characters, lone surrogates. */
export const NASTY_STRINGS = [
  '', ' ', '   \t\n', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg/onload=alert(1)>',
  "' OR 1=1 --", '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'toString', 'null', 'undefined', 'NaN', 'Infinity',
  '0', '-1', '1e3', '1.5', '0x10', '１２', '\u0000', '\u202e反转', '\ud800', '\ufeff', '😀🍋👨‍👩‍👧‍👦', 'Ω≈ç√∫', 'a\r\nb',
  '../../etc/passwd', '%00', '%2F', 'x'.repeat(LONG), '中'.repeat(LONG), '😀'.repeat(LONG / 2),
] as const

export const nastyString = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ minLength: 200, maxLength: LONG }), weight: 1 },
)

const hugeNumbers = fc.constantFrom(0, -1, -0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 53, 9_999_999_999)

/** A value of the wrong type for almost any field, JSON-serialisable. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hugeNumbers,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyString,
  fc.array(fc.oneof(fc.integer(), nastyString, fc.constant(null)), { maxLength: 12 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 50, max: 600 }).map(deep),
)

/** [[[…]]] or {"a":{"a":…}} nested `depth` levels. */
export function deep(depth: number): unknown {
  let value: unknown = depth % 2 ? 'leaf' : 1
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

// ---------- live picks from the db ----------

const ids = (collection: CollectionName) => activeDb().filter(collection).map((r) => r.id)
/** An existing id of `collection` (or 1 when it is empty), chosen by `n`. */
export const existingId = (collection: CollectionName) =>
  fc.nat().map((n) => {
    const all = ids(collection)
    return all.length ? all[n % all.length]! : 1
  })

const liveRow = <T>(collection: CollectionName, field: (r: Record<string, unknown>) => T, fallback: T) =>
  fc.nat().map((n) => {
    const rows = activeDb().filter(collection) as unknown as Record<string, unknown>[]
    return rows.length ? field(rows[rows.length - 1 - (n % Math.min(rows.length, 20))]!) : fallback
  })

/** Which collection a path param names, per route. */
export function paramCollection(route: RouteSpec, name: string): CollectionName {
  if (name === 'postId') return 'posts'
  if (name === 'userId') return 'users'
  if (route.path.startsWith('/api/posts/')) return 'posts'
  if (route.path.startsWith('/api/comments/')) return 'comments'
  return 'users' // /users/{id}…, /messages/conversations/{id} (the other user's id)
}

// ---------- path params ----------

/** Raw path segments, inserted as they are (some change the route: the answer must still be an envelope). */
const RAW_SEGMENTS = ['0', '-1', 'abc', '1e3', '1.5', '0x10', ' 1', '01', '１', 'NaN', 'null', '9999999999999999999', '99999999999999999999999999', '999999', '%00', '%2F', '%20', '../', '..', '.', '%2e%2e', '1;drop', '1,2', '[1]'] as const

export const pathValue = (collection: CollectionName): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: existingId(collection).map(String), weight: 6 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 3 },
    { arbitrary: fc.oneof(fc.integer(), fc.bigInt({ min: 2n ** 53n, max: 2n ** 80n })).map(String), weight: 1 },
    { arbitrary: nastyString.filter((s) => s.length > 0 && s.length < 300).map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'))), weight: 1 },
  )

// ---------- query strings ----------

const PAGE_EDGES = ['0', '-1', '101', '1000', '1e3', '1.5', 'abc', '', ' 1', '9999999', '99999999999', 'NaN', '２'] as const

function plausibleQueryValue(key: string): fc.Arbitrary<string> {
  switch (key) {
    case 'page':
      return fc.constantFrom('1', '2', '3', '9999')
    case 'limit':
      return fc.oneof(fc.constantFrom('1', '5', '20', '50', '99', '100'), fc.integer({ min: 1, max: 100 }).map(String))
    case 'category':
      return fc.constantFrom(...CATEGORY_IDS, 'all', '')
    case 'postId':
      return existingId('posts').map(String)
    default: // search, q
      return fc.constantFrom('笔记', '西湖', '露营', 'autumn', '日常', '柠檬', '')
  }
}

export function queryArb(route: RouteSpec): fc.Arbitrary<Array<[string, string]>> {
  const keys = Object.keys(route.query?.entries ?? {})
  const known = keys.map((key) =>
    fc.option(
      fc.oneof(
        { arbitrary: plausibleQueryValue(key), weight: 4 },
        { arbitrary: fc.constantFrom(...PAGE_EDGES), weight: 2 },
        { arbitrary: nastyString, weight: 1 },
      ).map((value): [string, string] => [key, value]),
      { freq: 3 },
    ),
  )
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom('page', 'limit', 'id', '__proto__', 'q[]', 'a'), fc.string({ maxLength: 10 })), nastyString), { maxLength: 3 })
  return fc.tuple(fc.tuple(...known), extra).map(([pairs, more]) => [...pairs.filter((p): p is [string, string] => p !== null), ...more])
}

// ---------- auth ----------

export type AuthSpec =
  | { kind: 'user'; userId: number }
  | { kind: 'none' }
  | { kind: 'header'; value: string }
  | { kind: 'expired' }
  | { kind: 'revoked' }

export const authArb = (userIds: readonly number[]): fc.Arbitrary<AuthSpec> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...userIds).map((userId): AuthSpec => ({ kind: 'user', userId })), weight: 8 },
    { arbitrary: fc.constant<AuthSpec>({ kind: 'none' }), weight: 3 },
    { arbitrary: fc.constantFrom<AuthSpec>({ kind: 'expired' }, { kind: 'revoked' }), weight: 2 },
    {
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 40 }).map((t) => `Bearer ${t}`),
          fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer a b', 'Bearer null', 'Bearer undefined', 'Bearer ' + 'x'.repeat(LONG), 'Token abc'),
        )
        .map((value): AuthSpec => ({ kind: 'header', value })),
      weight: 3,
    },
  )

// ---------- bodies ----------

export interface FilePart {
  bytes: Uint8Array<ArrayBuffer>
  filename: string
  type: string
}
export type Part = { name: string; text: string } | { name: string; file: FilePart }

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string; contentType?: string }
  | { kind: 'multipart'; parts: Part[] }

const isoDate = fc.integer({ min: 1900, max: 2030 }).map((y) => `${y}-0${(y % 9) + 1}-1${y % 10}`)
const imageUrl = fc.oneof(fc.constantFrom('/uploads/2026/01/a.webp', 'https://img.example.com/b.jpg', 'javascript:alert(1)', '/demo-images/1.webp'), nastyString)
const imageItem = fc.oneof(
  imageUrl,
  fc.record({ url: imageUrl, width: fc.oneof(fc.integer({ min: 1, max: 5000 }), wrongValue), height: fc.oneof(fc.integer({ min: 1, max: 5000 }), wrongValue) }),
)
const shortText = fc.oneof(fc.constantFrom('周末去爬山', '今天的晚饭', 'Hello 柠檬', '好看！'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }))

/** Values a route's body field plausibly takes, so success paths (and ownership checks) are reached. */
function plausibleField(key: string): fc.Arbitrary<unknown> {
  switch (key) {
    case 'username':
      return fc.oneof(fc.constant(DEMO.email), fc.stringMatching(/^[a-z][a-z0-9_]{2,14}$/))
    case 'email':
      return fc.oneof(fc.constant(DEMO.email), fc.constant('user1@example.com'), fc.emailAddress())
    case 'password':
      return fc.oneof(fc.constant(DEMO.password), fc.constant('abc12345'), fc.string({ minLength: 6, maxLength: 30 }))
    case 'displayName':
      return shortText
    case 'refreshToken':
      return liveRow('sessions', (s) => String(s.refreshToken), 'none')
    case 'token':
      return liveRow('passwordResets', (r) => String(r.token), 'none')
    case 'bio':
    case 'content':
    case 'title':
    case 'location':
      return fc.oneof(shortText, fc.string({ maxLength: 300 }))
    case 'website':
      return fc.constantFrom('https://example.com', 'http://a.b', 'ftp://x', 'javascript:alert(1)', '')
    case 'gender':
      return fc.constantFrom(...GENDERS, 'x')
    case 'birthDate':
      return fc.oneof(isoDate, fc.constantFrom('2099-01-01', '2000-02-30', 'yesterday'))
    case 'category':
      return fc.constantFrom(...CATEGORY_IDS, 'nope')
    case 'tags':
      return fc.oneof(fc.array(fc.oneof(shortText, fc.constantFrom('#爬山', '日常', '')), { maxLength: 15 }), shortText)
    case 'images':
      return fc.array(imageItem, { maxLength: 12 })
    case 'postIds':
      return fc.array(fc.oneof(existingId('posts'), wrongValue), { maxLength: 120 })
    case 'userIds':
      return fc.array(fc.oneof(existingId('users'), wrongValue), { maxLength: 120 })
    case 'parentId':
      return fc.oneof(existingId('comments'), fc.constant(null))
    case 'receiverId':
      return existingId('users')
    default:
      return shortText
  }
}

/** An object with the route's keys (each maybe missing, maybe the wrong type) plus stray keys. */
function shapedObject(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const fields = keys.map((key) =>
    fc.option(
      fc.oneof({ arbitrary: plausibleField(key), weight: 4 }, { arbitrary: wrongValue, weight: 1 }).map((value) => [key, value] as const),
      { freq: 6 },
    ),
  )
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id', 'authorId', 'userId', 'role'), fc.string({ maxLength: 8 })), wrongValue), { maxLength: 2 })
  return fc.tuple(fc.tuple(...fields), extra).map(([pairs, more]) => {
    const out: Record<string, unknown> = {}
    for (const pair of pairs) if (pair) out[pair[0]] = pair[1]
    for (const [k, value] of more) Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true })
    return out
  })
}

const MALFORMED_JSON = ['', '{', '{"a":', '}', '[', 'nul', 'undefined', "{'a':1}", '{"a":1,}', '{"a":1}{"b":2}', '\u0000', '{"__proto__":{"x":1}}', '1e999', '"str"', '[]', 'null', 'true', '123', '[' .repeat(5_000)] as const

const rawBody = fc.record({
  text: fc.oneof(fc.constantFrom(...MALFORMED_JSON), nastyString, fc.string({ unit: 'binary', maxLength: 200 })),
  contentType: fc.option(fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data; boundary=xyz', 'multipart/form-data', 'image/png', ''), { nil: undefined }),
})

const jsonContentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  { arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json;charset=UTF-8', 'multipart/form-data; boundary=x', ''), weight: 1 },
)

// Upload parts: real image headers (so the upload succeeds sometimes) or random bytes, any name and type.
const IMAGE_MAKERS = [fakePng, fakeJpeg, fakeGif, fakeWebp] as const
const fileBytes: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc.oneof(
  { arbitrary: fc.tuple(fc.nat(3), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 4096 })).map(([m, w, h, size]) => IMAGE_MAKERS[m]!(w, h, size)), weight: 24 },
  { arbitrary: fc.uint8Array({ maxLength: 2048 }).map((b) => new Uint8Array(b)), weight: 12 },
  // Just over the 2 MB avatar limit: rare, since every such part is 2 MB to encode and parse.
  { arbitrary: fc.constantFrom(0, 1).map((m) => IMAGE_MAKERS[m]!(100, 100, 2 * 1024 * 1024 + 1)), weight: 1 },
)
const filePart: fc.Arbitrary<FilePart> = fc.record({
  bytes: fileBytes,
  filename: fc.oneof(fc.constantFrom('a.png', 'photo.jpg', 'x.webp', 'anim.gif', '', '../../etc/passwd', 'a.exe', '头像😀.png', '<script>.png', 'x'.repeat(300)), fc.string({ maxLength: 20 })),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
})

function multipartArb(route: RouteSpec): fc.Arbitrary<Part[]> {
  const fields = Object.entries(route.multipart ?? {})
  const perField = fields.map(([name, field]) => {
    if (field.file) {
      const asFile = field.file.multiple ? fc.array(filePart, { minLength: 0, maxLength: 11 }) : fc.array(filePart, { minLength: 0, maxLength: 2 })
      return fc.oneof(
        { arbitrary: asFile.map((files): Part[] => files.map((file) => ({ name, file }))), weight: 5 },
        { arbitrary: nastyString.map((text): Part[] => [{ name, text }]), weight: 1 },
      )
    }
    const text = name === 'category' ? fc.constantFrom(...CATEGORY_IDS, 'nope') : name === 'type' ? fc.constantFrom('avatar', 'post', 'general', 'x') : shortText
    return fc.option(
      fc.oneof({ arbitrary: text, weight: 3 }, { arbitrary: nastyString, weight: 1 }).map((value): Part[] => [{ name, text: value }]),
      { freq: 5, nil: [] as Part[] },
    )
  })
  const stray = fc.array(fc.oneof(fc.record({ name: fc.string({ maxLength: 10 }), text: nastyString }), fc.record({ name: fc.constantFrom('file', 'images', 'avatar', 'x'), file: filePart })), { maxLength: 2 })
  return fc.tuple(fc.tuple(...perField), stray).map(([groups, more]) => [...groups.flat(), ...more])
}

export function bodyArb(route: RouteSpec): fc.Arbitrary<BodySpec> {
  if (route.method === 'GET' || route.method === 'HEAD') return fc.constant({ kind: 'none' })
  const json = (value: fc.Arbitrary<unknown>) => fc.tuple(value, jsonContentType).map(([v, contentType]): BodySpec => ({ kind: 'json', value: v, contentType }))
  const raw = rawBody.map((r): BodySpec => ({ kind: 'raw', ...r }))
  const anything = json(fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.anything({ maxDepth: 3 }), wrongValue))
  if (route.multipart) {
    const keys = Object.keys((route.body as { entries?: object } | undefined)?.entries ?? route.multipart)
    return fc.oneof(
      { arbitrary: multipartArb(route).map((parts): BodySpec => ({ kind: 'multipart', parts })), weight: 6 },
      { arbitrary: json(shapedObject(keys)), weight: route.body ? 4 : 1 },
      { arbitrary: anything, weight: 1 },
      { arbitrary: raw, weight: 1 },
    )
  }
  const entries = (route.body as { entries?: Record<string, unknown> } | undefined)?.entries
  if (entries) {
    return fc.oneof(
      { arbitrary: json(shapedObject(Object.keys(entries))), weight: 7 },
      { arbitrary: anything, weight: 1 },
      { arbitrary: raw, weight: 1 },
      { arbitrary: multipartArb({ ...route, multipart: Object.fromEntries(Object.keys(entries).map((k) => [k, { description: k }])) }).map((parts): BodySpec => ({ kind: 'multipart', parts })), weight: 1 },
    )
  }
  return fc.oneof({ arbitrary: fc.constant<BodySpec>({ kind: 'none' }), weight: 6 }, { arbitrary: anything, weight: 1 }, { arbitrary: raw, weight: 1 })
}

// ---------- a whole request ----------

export interface FuzzRequest {
  params: Record<string, string>
  query: Array<[string, string]>
  auth: AuthSpec
  body: BodySpec
  /** Extra headers: odd platform or Accept headers. */
  headers: Record<string, string>
}

export function requestArb(route: RouteSpec, userIds: readonly number[]): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!)
  const params = fc.tuple(...names.map((name) => pathValue(paramCollection(route, name)))).map((values) => Object.fromEntries(names.map((n, i) => [n, values[i]!])))
  const headers = fc.oneof(
    { arbitrary: fc.constant<Record<string, string>>({}), weight: 6 },
    { arbitrary: fc.record({ 'X-Platform': fc.constantFrom('web', 'ios', '<x>', ''), 'X-Client-Version': fc.constantFrom('1.0.0', '', '9'.repeat(200)) }).map((h): Record<string, string> => h), weight: 1 },
    { arbitrary: fc.constantFrom<Record<string, string>>({ Accept: 'text/html' }, { Accept: 'application/xml' }, { 'Accept-Encoding': 'gzip' }), weight: 1 },
  )
  return fc.record({ params, query: queryArb(route), auth: authArb(userIds), body: bodyArb(route), headers })
}
