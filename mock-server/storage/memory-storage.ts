import { COLLECTION_NAMES, type CollectionName } from '../records'
import {
  LOG_KEEP,
  StorageConflictError,
  type CommitInput,
  type Counters,
  type LogEntry,
  type Row,
  type Snapshot,
  type Storage,
  type Tables,
} from './types'

// Same semantics as the IndexedDB storage, held in this process only (vitest). Values are cloned on
// the way in and out so a caller mutating a returned row cannot change the stored truth, as with IDB.

export function createMemoryStorage(): Storage {
  const tables = new Map<CollectionName, Map<number, Row>>(COLLECTION_NAMES.map((c) => [c, new Map()]))
  let log: LogEntry[] = []
  let counters: Counters = {}
  let seq = 0
  let version: string | null = null
  const blobs = new Map<string, Blob>()

  const table = (c: CollectionName) => tables.get(c) ?? new Map<number, Row>()

  function append(entry: LogEntry) {
    log.push(structuredClone(entry))
    if (log.length > LOG_KEEP) log = log.slice(-LOG_KEEP)
  }

  return {
    kind: 'memory',
    async seedVersion() {
      return version
    },
    async latestSeq() {
      return seq
    },
    async loadSnapshot(): Promise<Snapshot> {
      const out: Tables = {}
      // In id order, as the other storages read them (a Map would put a row deleted and stored again last).
      for (const c of COLLECTION_NAMES)
        out[c] = [...table(c).values()].sort((a, b) => a.id - b.id).map((r) => structuredClone(r))
      return { seq, tables: out }
    },
    async changesSince(after) {
      if (after >= seq) return []
      const entries = log.filter((e) => e.seq > after)
      if (entries[0]?.seq !== after + 1) return null
      return structuredClone(entries)
    },
    async readCounters() {
      return { ...counters }
    },
    async commit({ baseSeq, ops, counters: next, reset }: CommitInput) {
      if (seq !== baseSeq) throw new StorageConflictError(baseSeq, seq)
      for (const op of ops) {
        if (op.op === 'put') table(op.collection).set(op.record.id, structuredClone(op.record))
        else table(op.collection).delete(op.id)
      }
      counters = { ...counters, ...next }
      seq += 1
      append({ seq, ops, at: Date.now(), ...(reset ? { reset } : {}) })
      return seq
    },
    async replaceAll({ tables: rows, counters: next, seedVersion }) {
      for (const c of COLLECTION_NAMES) {
        const t = new Map<number, Row>()
        for (const r of rows[c] ?? []) t.set(r.id, structuredClone(r))
        tables.set(c, t)
      }
      counters = { ...next }
      version = seedVersion
      seq += 1
      append({ seq, ops: [], reset: true, at: Date.now() })
      return seq
    },
    async putBlob(path, blob) {
      blobs.set(path, blob)
    },
    async getBlob(path) {
      return blobs.get(path)
    },
    async deleteBlob(path) {
      blobs.delete(path)
    },
    close() {},
  }
}
