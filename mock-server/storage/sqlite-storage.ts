import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { COLLECTION_NAMES, type CollectionName } from '../records'
import {
  LOG_KEEP,
  StorageConflictError,
  type ChangeOp,
  type Counters,
  type LogEntry,
  type Row,
  type Snapshot,
  type Storage,
  type Tables,
} from './types'

// Storage for the standalone API (npm run api): an embedded SQLite database (node:sqlite). One row per record, so a
// write touches only the rows it changed: the commit upserts and deletes them, moves the counters, appends one log
// entry and bumps the seq in ONE transaction, which either lands whole or not at all. WAL with synchronous=FULL makes
// COMMIT return only once the WAL is on disk, so a write the server has answered survives kill -9 and power loss.
// BEGIN IMMEDIATE takes the write lock before the seq is checked, so a second process on the same file (an
// `--export` while the server runs) can neither slip in between the check and the write nor read half a commit.

/** Bumped when the tables change shape; a file with another version is refused rather than misread. */
export const SQLITE_SCHEMA_VERSION = 1

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS records (collection TEXT NOT NULL, id INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS counters (collection TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS log (seq INTEGER PRIMARY KEY, ops TEXT NOT NULL, reset INTEGER NOT NULL, at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS blobs (path TEXT PRIMARY KEY, type TEXT NOT NULL, bytes BLOB NOT NULL) WITHOUT ROWID;
`

export class SqliteFileError extends Error {
  constructor(path: string, why: string) {
    super(
      `${path} ${why}: delete it (the seed is loaded again), import an export into a new file, or point DB_FILE elsewhere`,
    )
    this.name = 'SqliteFileError'
  }
}

function openFile(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  try {
    // A foreign file fails here ("file is not a database"), before anything is written to it.
    const version = (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version
    const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get() as { n: number }).n
    if (version !== SQLITE_SCHEMA_VERSION && (version !== 0 || tables > 0)) {
      throw new SqliteFileError(
        path,
        `is not a lemon-api database v${SQLITE_SCHEMA_VERSION} (user_version ${version}, ${tables} tables)`,
      )
    }
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA synchronous = FULL')
    // Another process holding the write lock (an import while the server runs) is waited for, not an error.
    db.exec('PRAGMA busy_timeout = 5000')
    db.exec(SCHEMA)
    db.exec(`PRAGMA user_version = ${SQLITE_SCHEMA_VERSION}`)
  } catch (error) {
    db.close()
    if (error instanceof SqliteFileError) throw error
    throw new SqliteFileError(path, `cannot be opened as SQLite (${(error as Error).message})`)
  }
  return db
}

export function createSqliteStorage(filePath: string): Storage {
  const db = openFile(filePath)
  const sql = {
    getMeta: db.prepare('SELECT value FROM meta WHERE key = ?'),
    setMeta: db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    allRecords: db.prepare('SELECT collection, data FROM records ORDER BY collection, id'),
    putRecord: db.prepare(
      'INSERT INTO records (collection, id, data) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data',
    ),
    deleteRecord: db.prepare('DELETE FROM records WHERE collection = ? AND id = ?'),
    deleteAllRecords: db.prepare('DELETE FROM records'),
    allCounters: db.prepare('SELECT collection, value FROM counters'),
    putCounter: db.prepare(
      'INSERT INTO counters (collection, value) VALUES (?, ?) ON CONFLICT (collection) DO UPDATE SET value = excluded.value',
    ),
    deleteAllCounters: db.prepare('DELETE FROM counters'),
    logSince: db.prepare('SELECT seq, ops, reset, at FROM log WHERE seq > ? ORDER BY seq'),
    appendLog: db.prepare('INSERT INTO log (seq, ops, reset, at) VALUES (?, ?, ?, ?)'),
    trimLog: db.prepare('DELETE FROM log WHERE seq <= ?'),
    putBlob: db.prepare(
      'INSERT INTO blobs (path, type, bytes) VALUES (?, ?, ?) ON CONFLICT (path) DO UPDATE SET type = excluded.type, bytes = excluded.bytes',
    ),
    getBlob: db.prepare('SELECT type, bytes FROM blobs WHERE path = ?'),
    deleteBlob: db.prepare('DELETE FROM blobs WHERE path = ?'),
  }

  // Tracked here: DatabaseSync.isOpen only exists from Node 22.15.
  let closed = false
  const meta = (key: string) => (sql.getMeta.get(key) as { value: unknown } | undefined)?.value
  const readSeq = () => Number(meta('seq') ?? 0)

  /** Runs `body` as one transaction: COMMIT when it returns, ROLLBACK when it throws. */
  function transaction<T>(mode: 'IMMEDIATE' | 'DEFERRED', body: () => T): T {
    db.exec(`BEGIN ${mode}`)
    try {
      const result = body()
      db.exec('COMMIT')
      return result
    } catch (error) {
      try {
        db.exec('ROLLBACK')
      } catch {
        // SQLite already rolled back (a failed COMMIT can do that); nothing of the write was kept either way
      }
      throw error
    }
  }

  function readCounters(): Counters {
    const counters: Counters = {}
    for (const row of sql.allCounters.all() as { collection: CollectionName; value: number }[])
      counters[row.collection] = row.value
    return counters
  }

  function putCounters(counters: Counters): void {
    for (const [collection, value] of Object.entries(counters)) sql.putCounter.run(collection, value)
  }

  /** The new seq and its log entry; entries older than LOG_KEEP are dropped (a reader that far behind reloads). */
  function advance(ops: ChangeOp[], reset: boolean): number {
    const seq = readSeq() + 1
    sql.setMeta.run('seq', seq)
    sql.appendLog.run(seq, JSON.stringify(ops), reset ? 1 : 0, Date.now())
    sql.trimLog.run(seq - LOG_KEEP)
    return seq
  }

  return {
    kind: 'sqlite',

    async seedVersion() {
      return (meta('seedVersion') as string | undefined) ?? null
    },

    async latestSeq() {
      return readSeq()
    },

    async loadSnapshot(): Promise<Snapshot> {
      return transaction('DEFERRED', () => {
        const tables: Tables = {}
        for (const c of COLLECTION_NAMES) tables[c] = []
        for (const row of sql.allRecords.all() as { collection: CollectionName; data: string }[]) {
          tables[row.collection]?.push(JSON.parse(row.data) as Row)
        }
        return { seq: readSeq(), tables }
      })
    },

    async changesSince(after) {
      return transaction('DEFERRED', () => {
        const latest = readSeq()
        if (after >= latest) return []
        const rows = sql.logSince.all(after) as { seq: number; ops: string; reset: number; at: number }[]
        if (rows[0]?.seq !== after + 1) return null
        return rows.map(
          (r): LogEntry => ({
            seq: r.seq,
            ops: JSON.parse(r.ops) as ChangeOp[],
            at: r.at,
            ...(r.reset ? { reset: true } : {}),
          }),
        )
      })
    },

    async readCounters() {
      return readCounters()
    },

    async commit({ baseSeq, ops, counters, reset }) {
      return transaction('IMMEDIATE', () => {
        const seq = readSeq()
        if (seq !== baseSeq) throw new StorageConflictError(baseSeq, seq)
        for (const op of ops) {
          if (op.op === 'put') sql.putRecord.run(op.collection, op.record.id, JSON.stringify(op.record))
          else sql.deleteRecord.run(op.collection, op.id)
        }
        putCounters(counters)
        return advance(ops, reset ?? false)
      })
    },

    async replaceAll({ tables, counters, seedVersion }) {
      return transaction('IMMEDIATE', () => {
        sql.deleteAllRecords.run()
        for (const c of COLLECTION_NAMES)
          for (const row of tables[c] ?? []) sql.putRecord.run(c, row.id, JSON.stringify(row))
        sql.deleteAllCounters.run()
        putCounters(counters)
        sql.setMeta.run('seedVersion', seedVersion)
        return advance([], true)
      })
    },

    async putBlob(path, blob) {
      const bytes = new Uint8Array(await blob.arrayBuffer())
      sql.putBlob.run(path, blob.type, bytes)
    },

    async getBlob(path) {
      const row = sql.getBlob.get(path) as { type: string; bytes: Uint8Array<ArrayBuffer> } | undefined
      return row ? new Blob([row.bytes], { type: row.type }) : undefined
    },

    async deleteBlob(path) {
      sql.deleteBlob.run(path)
    },

    close() {
      if (closed) return
      closed = true
      db.close()
    },
  }
}
