import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb'
import { COLLECTION_NAMES } from '../records'
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

// IndexedDB is the truth shared by every tab of the origin. `base` holds each collection as one array
// (written whole by replaceAll: a seed of thousands of rows is a dozen puts, not thousands, which made
// a first visit take seconds); one object store per collection (keyPath id) holds rows changed since,
// with tombstones for deleted base rows; `log` (keyPath seq), `meta` (seq, seed version, counters) and
// `blobs` (uploaded files). Bump SCHEMA_VERSION whenever a collection is added so `upgrade` creates its store.
export const SCHEMA_VERSION = 2
export const DEFAULT_DB_NAME = 'lemon-db'

const BASE = 'base'
const LOG = 'log'
const META = 'meta'
const BLOBS = 'blobs'
const SEQ_KEY = 'seq'
const VERSION_KEY = 'seedVersion'
const counterKey = (c: string) => `counter:${c}`

type Db = IDBPDatabase<unknown>
type WriteTx = IDBPTransaction<unknown, string[], 'readwrite'>
type AnyTx = IDBPTransaction<unknown, string[], IDBTransactionMode>

const TOMBSTONE = '__deleted'
type Tombstone = { id: number; [TOMBSTONE]: true }
const isTombstone = (r: Row | Tombstone): r is Tombstone => (r as Tombstone)[TOMBSTONE] === true

/** The base rows with later changes applied: changed rows replace theirs, tombstones remove them, new rows append. */
function overlay(base: Row[], changes: (Row | Tombstone)[]): Row[] {
  if (changes.length === 0) return base
  const byId = new Map<number, Row | Tombstone>(changes.map((r) => [r.id, r]))
  const out: Row[] = []
  for (const row of base) {
    const change = byId.get(row.id)
    if (!change) out.push(row)
    else if (!isTombstone(change)) out.push(change)
    byId.delete(row.id)
  }
  for (const change of byId.values()) if (!isTombstone(change)) out.push(change)
  return out
}

export function createIndexedDbStorage(name = DEFAULT_DB_NAME): Storage {
  let opening: Promise<Db> | null = null

  function db(): Promise<Db> {
    opening ??= openDB(name, SCHEMA_VERSION, {
      upgrade(database) {
        for (const c of COLLECTION_NAMES) {
          if (!database.objectStoreNames.contains(c)) database.createObjectStore(c, { keyPath: 'id' })
        }
        if (!database.objectStoreNames.contains(BASE)) database.createObjectStore(BASE)
        if (!database.objectStoreNames.contains(LOG)) database.createObjectStore(LOG, { keyPath: 'seq' })
        if (!database.objectStoreNames.contains(META)) database.createObjectStore(META)
        if (!database.objectStoreNames.contains(BLOBS)) database.createObjectStore(BLOBS)
      },
      // A newer build in another tab wants to upgrade: let it, and reopen on our next call.
      blocking() {
        void opening?.then((d) => d.close())
        opening = null
      },
      terminated() {
        opening = null
      },
    })
    return opening
  }

  /** Runs `body` inside one readwrite transaction and aborts it if `body` throws. */
  async function inWriteTx<T>(stores: string[], body: (tx: WriteTx) => Promise<T>): Promise<T> {
    const tx = (await db()).transaction(stores, 'readwrite')
    // Without a listener an aborted transaction's `done` would surface as an unhandled rejection.
    tx.done.catch(() => undefined)
    try {
      const result = await body(tx)
      await tx.done
      return result
    } catch (error) {
      try {
        tx.abort()
      } catch {
        // already finished or aborted
      }
      throw error
    }
  }

  const readSeq = async (tx: AnyTx | WriteTx) => ((await tx.objectStore(META).get(SEQ_KEY)) as number | undefined) ?? 0

  return {
    kind: 'indexeddb',

    async seedVersion() {
      return ((await (await db()).get(META, VERSION_KEY)) as string | undefined) ?? null
    },

    async latestSeq() {
      return ((await (await db()).get(META, SEQ_KEY)) as number | undefined) ?? 0
    },

    async loadSnapshot(): Promise<Snapshot> {
      const tx = (await db()).transaction([...COLLECTION_NAMES, BASE, META], 'readonly')
      const [seq, bases, ...rows] = await Promise.all([
        readSeq(tx as AnyTx),
        Promise.all(COLLECTION_NAMES.map((c) => tx.objectStore(BASE).get(c) as Promise<Row[] | undefined>)),
        ...COLLECTION_NAMES.map((c) => tx.objectStore(c).getAll() as Promise<(Row | Tombstone)[]>),
      ])
      await tx.done
      const tables: Tables = {}
      COLLECTION_NAMES.forEach((c, i) => (tables[c] = overlay(bases[i] ?? [], rows[i] ?? [])))
      return { seq, tables }
    },

    async changesSince(after) {
      const tx = (await db()).transaction([LOG, META], 'readonly')
      const [latest, entries] = await Promise.all([
        readSeq(tx as AnyTx),
        tx.objectStore(LOG).getAll(IDBKeyRange.lowerBound(after, true)) as Promise<LogEntry[]>,
      ])
      await tx.done
      if (latest <= after) return []
      return entries[0]?.seq === after + 1 ? entries : null
    },

    async readCounters() {
      const d = await db()
      const tx = d.transaction(META, 'readonly')
      const values = await Promise.all(
        COLLECTION_NAMES.map((c) => tx.store.get(counterKey(c)) as Promise<number | undefined>),
      )
      await tx.done
      const counters: Counters = {}
      COLLECTION_NAMES.forEach((c, i) => {
        const n = values[i]
        if (typeof n === 'number') counters[c] = n
      })
      return counters
    },

    async commit({ baseSeq, ops, counters, reset }: CommitInput) {
      const stores = [...new Set(ops.map((o) => o.collection)), LOG, META]
      return inWriteTx(stores, async (tx) => {
        // IDB runs overlapping readwrite transactions one at a time, so this check and the writes
        // below are atomic: nobody can commit between them.
        const current = await readSeq(tx)
        if (current !== baseSeq) throw new StorageConflictError(baseSeq, current)
        const seq = baseSeq + 1
        const pending: Promise<unknown>[] = []
        for (const op of ops) {
          const store = tx.objectStore(op.collection)
          // A deleted row may live in `base`, so deletion is recorded as a tombstone.
          pending.push(store.put(op.op === 'put' ? op.record : ({ id: op.id, [TOMBSTONE]: true } satisfies Tombstone)))
        }
        const meta = tx.objectStore(META)
        for (const [c, n] of Object.entries(counters)) pending.push(meta.put(n, counterKey(c)))
        pending.push(
          tx.objectStore(LOG).put({ seq, ops, at: Date.now(), ...(reset ? { reset } : {}) } satisfies LogEntry),
        )
        pending.push(meta.put(seq, SEQ_KEY))
        if (seq > LOG_KEEP) pending.push(tx.objectStore(LOG).delete(IDBKeyRange.upperBound(seq - LOG_KEEP)))
        await Promise.all(pending)
        return seq
      })
    },

    async replaceAll({ tables, counters, seedVersion }) {
      return inWriteTx([...COLLECTION_NAMES, BASE, LOG, META], async (tx) => {
        const seq = (await readSeq(tx)) + 1
        const pending: Promise<unknown>[] = []
        const base = tx.objectStore(BASE)
        for (const c of COLLECTION_NAMES) {
          pending.push(tx.objectStore(c).clear())
          pending.push(base.put(tables[c] ?? [], c))
        }
        const meta = tx.objectStore(META)
        const log = tx.objectStore(LOG)
        pending.push(meta.clear(), log.clear())
        for (const [c, n] of Object.entries(counters)) pending.push(meta.put(n, counterKey(c)))
        pending.push(meta.put(seedVersion, VERSION_KEY), meta.put(seq, SEQ_KEY))
        pending.push(log.put({ seq, ops: [], reset: true, at: Date.now() } satisfies LogEntry))
        await Promise.all(pending)
        return seq
      })
    },

    async putBlob(path, blob) {
      await (await db()).put(BLOBS, blob, path)
    },
    async getBlob(path) {
      return (await (await db()).get(BLOBS, path)) as Blob | undefined
    },
    async deleteBlob(path) {
      await (await db()).delete(BLOBS, path)
    },

    close() {
      void opening?.then((d) => d.close())
      opening = null
    },
  }
}
