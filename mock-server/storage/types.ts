import type { CollectionName } from '../records'

// The storage contract under the mock db. Storage is the single source of truth; every tab's in-memory
// collections are only a cache of it, kept current by replaying the change log (docs/architecture.md §5).

export type Row = { id: number } & Record<string, unknown>
export type Tables = { [C in CollectionName]?: Row[] }
/** The highest id handed out per collection; the next create takes counter + 1. */
export type Counters = { [C in CollectionName]?: number }

export type ChangeOp =
  | { op: 'put'; collection: CollectionName; record: Row }
  | { op: 'delete'; collection: CollectionName; id: number }

/** One committed write. `reset` entries replace everything, so a reader must reload the snapshot. */
export interface LogEntry {
  seq: number
  ops: ChangeOp[]
  reset?: boolean
  at: number
}

export interface Snapshot {
  seq: number
  tables: Tables
}

export interface CommitInput {
  /** The sequence number the writer last saw; the commit fails if anyone committed since. */
  baseSeq: number
  ops: ChangeOp[]
  counters: Counters
  /** Marks the log entry `reset`: other readers reload the snapshot instead of replaying the ops (a reset to the seed). */
  reset?: boolean
}

/** Someone else committed after `baseSeq`: re-sync and run the write again. */
export class StorageConflictError extends Error {
  constructor(expected: number, actual: number) {
    super(`storage moved on: expected seq ${expected}, found ${actual}`)
    this.name = 'StorageConflictError'
  }
}

export interface Storage {
  readonly kind: 'memory' | 'indexeddb' | 'sqlite'
  /** The seed version stored by the last `replaceAll`, or null on first run. */
  seedVersion(): Promise<string | null>
  /** The cheap check made before every request. */
  latestSeq(): Promise<number>
  /** Every record plus the seq it is consistent with (read in one transaction). */
  loadSnapshot(): Promise<Snapshot>
  /** Entries after `seq`, oldest first; null when some were trimmed away (the reader must reload). */
  changesSince(seq: number): Promise<LogEntry[] | null>
  readCounters(): Promise<Counters>
  /** Atomically: check seq, store the changed records and counters, append one log entry. Returns the new seq. */
  commit(input: CommitInput): Promise<number>
  /** Atomically replace every record and counter (seeding, "reset demo data"); appends a reset entry. */
  replaceAll(input: { tables: Tables; counters: Counters; seedVersion: string }): Promise<number>
  putBlob(path: string, blob: Blob): Promise<void>
  getBlob(path: string): Promise<Blob | undefined>
  deleteBlob(path: string): Promise<void>
  close(): void
}

/** How many log entries to keep: a tab that falls further behind reloads the whole snapshot instead. */
export const LOG_KEEP = 1000
