import * as v from 'valibot'
import { COLLECTION_NAMES, RECORD_SCHEMAS, type CollectionName } from './records'
import type { Counters, Row, Storage, Tables } from './storage/types'

// QA: export the whole mock database as one JSON file and import it again (docs/architecture.md §5, the QA console).
// Logins are not data: the file holds no sessions and no password-reset tokens, and an import keeps the
// sessions this browser has now (for the users the file still has), so whoever is logged in stays logged in.

export const EXPORT_FORMAT = 'lemon-mock-db'
export const EXPORT_VERSION = 1
/** Collections that never leave the browser (they hold live tokens). */
const NOT_EXPORTED: readonly CollectionName[] = ['sessions', 'passwordResets']
export const EXPORTED_COLLECTIONS = COLLECTION_NAMES.filter((c) => !NOT_EXPORTED.includes(c))

const MAX_PROBLEMS = 20

export interface ExportedBlob {
  type: string
  base64: string
}

export interface ExportFile {
  format: typeof EXPORT_FORMAT
  version: typeof EXPORT_VERSION
  exportedAt: string
  seedVersion: string | null
  counters: Counters
  tables: Tables
  /** Uploaded files by path (`/uploads/...`), base64. */
  blobs: Record<string, ExportedBlob>
}

export interface ImportSummary {
  /** Rows per collection now in the db. */
  counts: Partial<Record<CollectionName, number>>
  blobs: number
  /** Sessions of this browser that were kept (their users are in the file). */
  keptSessions: number
}

/** A file that is not an export of this app, or whose data would corrupt the db. Nothing was changed. */
export class DataImportError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`导入失败：${problems[0] ?? '文件无效'}${problems.length > 1 ? `（共 ${problems.length} 处问题）` : ''}`)
    this.name = 'DataImportError'
    this.problems = problems
  }
}

const FileSchema = v.object({
  format: v.literal(EXPORT_FORMAT, '不是柠檬笔记导出的数据文件'),
  version: v.literal(EXPORT_VERSION, '不支持的导出版本'),
  exportedAt: v.optional(v.string()),
  seedVersion: v.optional(v.nullable(v.string())),
  counters: v.optional(v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))), {}),
  tables: v.record(v.string(), v.array(v.unknown())),
  blobs: v.optional(
    v.record(
      v.pipe(v.string(), v.startsWith('/uploads/')),
      v.object({ type: v.string(), base64: v.pipe(v.string(), v.base64()) }),
    ),
    {},
  ),
})

// Foreign keys the services rely on: an import whose rows point nowhere would break screens later.
const REFERENCES: { from: CollectionName; field: string; to: CollectionName; nullable?: boolean }[] = [
  { from: 'posts', field: 'authorId', to: 'users' },
  { from: 'comments', field: 'postId', to: 'posts' },
  { from: 'comments', field: 'authorId', to: 'users' },
  { from: 'comments', field: 'parentId', to: 'comments', nullable: true },
  { from: 'likes', field: 'userId', to: 'users' },
  { from: 'likes', field: 'postId', to: 'posts' },
  { from: 'bookmarks', field: 'userId', to: 'users' },
  { from: 'bookmarks', field: 'postId', to: 'posts' },
  { from: 'follows', field: 'followerId', to: 'users' },
  { from: 'follows', field: 'followingId', to: 'users' },
  { from: 'messages', field: 'senderId', to: 'users' },
  { from: 'messages', field: 'receiverId', to: 'users' },
  { from: 'uploads', field: 'ownerId', to: 'users' },
]

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const CHUNK = 0x8000
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Every record except logins, the id counters and the uploaded files. */
export async function exportData(storage: Storage): Promise<ExportFile> {
  const [snapshot, counters, seedVersion] = await Promise.all([
    storage.loadSnapshot(),
    storage.readCounters(),
    storage.seedVersion(),
  ])
  const tables: Tables = {}
  for (const c of EXPORTED_COLLECTIONS) tables[c] = snapshot.tables[c] ?? []
  const blobs: Record<string, ExportedBlob> = {}
  for (const upload of tables.uploads ?? []) {
    const path = upload.path as string
    const blob = await storage.getBlob(path)
    if (blob)
      blobs[path] = {
        type: blob.type || String(upload.mime),
        base64: toBase64(new Uint8Array(await blob.arrayBuffer())),
      }
  }
  const exportedCounters: Counters = {}
  for (const c of EXPORTED_COLLECTIONS) if (counters[c] !== undefined) exportedCounters[c] = counters[c]
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    seedVersion,
    counters: exportedCounters,
    tables,
    blobs,
  }
}

export interface ValidatedImport {
  tables: Tables
  counters: Counters
  blobs: Record<string, ExportedBlob>
}

/** Parses and checks a file: shape, every row against its record schema, unique ids, references. Throws DataImportError. */
export function validateImport(input: string | unknown): ValidatedImport {
  let raw: unknown = input
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input)
    } catch {
      throw new DataImportError(['文件不是有效的 JSON'])
    }
  }
  const file = v.safeParse(FileSchema, raw)
  if (!file.success) {
    throw new DataImportError(
      file.issues.slice(0, MAX_PROBLEMS).map((i) => `${v.getDotPath(i) ?? '文件'}: ${i.message}`),
    )
  }
  const problems: string[] = []
  const report = (text: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(text)
  }
  const tables: Tables = {}
  for (const [name, rows] of Object.entries(file.output.tables)) {
    if ((NOT_EXPORTED as string[]).includes(name)) continue // logins stay in the browser that made them
    if (!(EXPORTED_COLLECTIONS as string[]).includes(name)) {
      report(`tables.${name}: 未知的数据表`)
      continue
    }
    const c = name as CollectionName
    const schema = RECORD_SCHEMAS[c] as v.GenericSchema
    const ids = new Set<number>()
    const out: Row[] = []
    rows.forEach((row, i) => {
      const parsed = v.safeParse(schema, row)
      if (!parsed.success) {
        const issue = parsed.issues[0]
        report(
          `tables.${c}[${i}]${issue && v.getDotPath(issue) ? `.${v.getDotPath(issue)}` : ''}: ${issue?.message ?? '无效的记录'}`,
        )
        return
      }
      const record = parsed.output as Row
      if (ids.has(record.id)) report(`tables.${c}[${i}].id: 重复的 id ${record.id}`)
      ids.add(record.id)
      out.push(record)
    })
    tables[c] = out
  }
  if (!tables.users?.length) report('tables.users: 至少需要一个用户')
  if (problems.length === 0) {
    const idsOf = new Map(EXPORTED_COLLECTIONS.map((c) => [c, new Set((tables[c] ?? []).map((r) => r.id))]))
    for (const ref of REFERENCES) {
      const targets = idsOf.get(ref.to)!
      ;(tables[ref.from] ?? []).forEach((row, i) => {
        const value = row[ref.field]
        if (value === null && ref.nullable) return
        if (typeof value !== 'number' || !targets.has(value))
          report(`tables.${ref.from}[${i}].${ref.field}: 引用的 ${ref.to} ${String(value)} 不存在`)
      })
    }
  }
  if (problems.length) throw new DataImportError(problems)
  const counters: Counters = {}
  for (const c of EXPORTED_COLLECTIONS) {
    // Never below the highest id present, so new records cannot collide with imported ones.
    const highest = (tables[c] ?? []).reduce((max, r) => Math.max(max, r.id), 0)
    counters[c] = Math.max(highest, file.output.counters[c] ?? 0)
  }
  return { tables, counters, blobs: file.output.blobs }
}

/** Stores the file's blobs, then what replaces the db's tables: the file's rows plus the sessions to keep. */
export async function prepareImport(
  storage: Storage,
  data: ValidatedImport,
): Promise<{ build: (current: Tables, counters: Counters) => { tables: Tables; counters: Counters }; blobs: number }> {
  const entries = Object.entries(data.blobs)
  for (const [path, blob] of entries)
    await storage.putBlob(path, new Blob([fromBase64(blob.base64)], { type: blob.type }))
  return {
    blobs: entries.length,
    build: (current, counters) => {
      const users = new Set((data.tables.users ?? []).map((u) => u.id))
      const sessions = (current.sessions ?? []).filter((s) => users.has(s.userId as number))
      // Ids are never handed out twice, not even ids of records the import drops (a cached screen may still name them).
      const next: Counters = {}
      for (const c of COLLECTION_NAMES) next[c] = Math.max(counters[c] ?? 0, data.counters[c] ?? 0)
      return { tables: { ...data.tables, sessions, passwordResets: [] }, counters: next }
    },
  }
}
