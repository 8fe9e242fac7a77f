import { applyOps, buildCollection, buildCollections, findById, type Collections } from './cache'
import { exportData, prepareImport, validateImport, type ExportFile, type ImportSummary } from './data-transfer'
import type { CollectionName, RecordOf } from './records'
import { seedPayload, withCounters, type Seed } from './seed'
import { withLock } from './storage/lock'
import { readingStoredData } from './storage/storage-errors'
import { StorageConflictError, type ChangeOp, type Counters, type Storage, type Tables } from './storage/types'
import { StagedWrite, type WriteTx } from './write-tx'

// The mock db (docs/architecture.md §5): storage is the truth, `collections` is this tab's cache of it.
// Every write runs under one lock, re-syncs first, stages its changes, and commits them with a log
// entry in one storage transaction; every request first replays log entries this tab has not seen.

export interface DbOptions {
  storage: Storage
  seed: Seed
  /** Web Lock and BroadcastChannel name, shared by every tab of the origin. */
  name?: string
  /** Wake other tabs early after a write (they would catch up on their next request anyway). */
  broadcast?: boolean
}

export type { WriteTx }
const MAX_WRITE_ATTEMPTS = 5

export class MockDb {
  readonly storage: Storage
  readonly #seed: Seed
  readonly #name: string
  #collections: Collections
  #seq = 0
  #queue: Promise<unknown> = Promise.resolve()
  #channel: BroadcastChannel | null = null
  /** The seq of this instance's last write of the plain seed (-1: none, or since replaced): what a reset can revert to. */
  #seedSeq = -1
  #seedRows: ReturnType<typeof seedPayload> | null = null

  private constructor(options: DbOptions, collections: Collections) {
    this.storage = options.storage
    this.#seed = options.seed
    this.#name = options.name ?? 'lemon-db'
    this.#collections = collections
  }

  /** Opens the db, seeding storage first if it is empty or holds another seed version. */
  static async open(options: DbOptions): Promise<MockDb> {
    const db = new MockDb(options, await buildCollections({}))
    const { storage, seed } = options
    let seeded = false
    if ((await storage.seedVersion()) !== seed.version) {
      // Re-checked under the lock: two tabs opening at once must seed only once.
      seeded = await withLock(db.#name, async () => {
        if ((await storage.seedVersion()) === seed.version) return false
        await db.#writeSeed()
        return true
      })
    }
    try {
      if (!seeded) await db.#serial(() => db.#reload())
    } catch (error) {
      // Stored data this build cannot read: left as it is (it may be exported, or replaced on request), never reseeded.
      storage.close()
      throw error
    }
    if (options.broadcast ?? typeof BroadcastChannel !== 'undefined') db.#listen()
    return db
  }

  /** The @msw/data collections (this tab's cache). Read only: change data through `write`. */
  get collections(): Collections {
    return this.#collections
  }

  /** The last change-log sequence number applied to this tab's cache. */
  get seq(): number {
    return this.#seq
  }

  /** Applies committed changes this tab has not seen; one cheap read when nothing changed. */
  sync(): Promise<void> {
    return this.#serial(() => this.#pull())
  }

  /**
   * Runs `fn` as one atomic write. `fn` may run again if storage moved on underneath it (only possible
   * without Web Locks), so it must not have side effects outside `tx`. Do not nest writes.
   */
  write<T>(fn: (tx: WriteTx) => Promise<T>): Promise<T> {
    return withLock(this.#name, async () => {
      for (let attempt = 1; ; attempt++) {
        await this.sync()
        const baseSeq = this.#seq
        const tx = new StagedWrite(this.#collections, () => this.storage.readCounters())
        const result = await fn(tx)
        const ops = tx.ops()
        if (ops.length === 0) return result
        let seq: number
        try {
          seq = await this.storage.commit({ baseSeq, ops, counters: tx.counters() })
        } catch (error) {
          if (error instanceof StorageConflictError && attempt < MAX_WRITE_ATTEMPTS) continue
          throw error
        }
        await this.#serial(async () => {
          if (this.#seq !== baseSeq) return this.#pull()
          await applyOps(this.#collections, ops)
          this.#seq = seq
        })
        this.#channel?.postMessage({ seq })
        return result
      }
    })
  }

  /**
   * "Reset demo data": every tab reloads on its next request. `extend` adds rows to the seed's tables before they
   * are stored (a QA scenario's generated data), checked like the seed's own.
   */
  async resetToSeed(extend?: (tables: Tables) => Tables | Promise<Tables>): Promise<void> {
    const seq = await withLock(
      this.#name,
      async () => (!extend && (await this.#revertToSeed())) || this.#writeSeed(extend),
    )
    this.#channel?.postMessage({ seq })
  }

  /**
   * Undoes the writes made since this instance last wrote the plain seed, as one commit: each row the change log says
   * was touched goes back to its seed row, or away. A journey or a test touches a few rows; rebuilding and storing all
   * ~10,800 cost 0.2–0.6 s per reset in the service worker, this ~5 ms. Resolves false (call `#writeSeed`) when it
   * cannot be sure of the result: no seed written by this instance, the log trimmed past it, or the data replaced
   * since (an import, a scenario, another instance's reset). Call under the lock.
   */
  async #revertToSeed(): Promise<number | false> {
    if (this.#seedSeq < 0) return false
    try {
      return await this.#revert(this.#seedSeq)
    } catch {
      // Anything in the way (a change that does not read, storage refusing the commit or moved on): the whole seed is
      // written instead, which is also how a reset repairs stored data this build cannot read.
      return false
    }
  }

  async #revert(seedSeq: number): Promise<number | false> {
    await this.#serial(() => this.#pull())
    const entries = await this.storage.changesSince(seedSeq)
    if (!entries || entries.some((e) => e.reset)) return false
    if (entries.length === 0) return this.#seq
    const seed = await this.#seedPayload()
    const touched = new Map<keyof Tables, Set<number>>()
    for (const op of entries.flatMap((e) => e.ops)) {
      const ids = touched.get(op.collection) ?? new Set<number>()
      ids.add(op.op === 'put' ? op.record.id : op.id)
      touched.set(op.collection, ids)
    }
    const ops: ChangeOp[] = []
    // A seed row deleted since would come back at the collection's end, and one given a field since would keep it when
    // patched: such a collection is rebuilt from the seed; the others are patched in place (rows written since go).
    const rebuild = new Set<keyof Tables>()
    for (const [collection, ids] of touched) {
      const seedById = new Map((seed.tables[collection] ?? []).map((row) => [row.id, row]))
      for (const id of ids) {
        const record = seedById.get(id)
        ops.push(record ? { op: 'put', collection, record } : { op: 'delete', collection, id })
        const current = record && this.get(collection, id)
        if (record && (!current || Object.keys(current).some((key) => !(key in record)))) rebuild.add(collection)
      }
    }
    // `reset`: another instance reloads rather than replaying these ops (a seed row put back would land at the end).
    const seq = await this.storage.commit({ baseSeq: this.#seq, ops, counters: seed.counters, reset: true })
    const rebuilt: Partial<Collections> = {}
    for (const collection of rebuild)
      rebuilt[collection] = (await buildCollection(collection, seed.tables[collection] ?? [])) as never
    await this.#serial(async () => {
      this.#collections = { ...this.#collections, ...rebuilt }
      await applyOps(
        this.#collections,
        ops.filter((op) => !rebuild.has(op.collection)),
      )
      this.#seq = seq
    })
    this.#seedSeq = seq
    return seq
  }

  /** The seed's rows, read once (in the service worker, fetched once); a failed read is tried again next time. */
  #seedPayload(): ReturnType<typeof seedPayload> {
    if (!this.#seedRows) {
      this.#seedRows = seedPayload(this.#seed)
      this.#seedRows.catch(() => (this.#seedRows = null))
    }
    return this.#seedRows
  }

  /**
   * Writes the seed to storage and builds the cache from the same tables (call under the lock). Reading back what
   * was just written would cost a first visit a few hundred milliseconds before its first answer.
   */
  async #writeSeed(extend?: (tables: Tables) => Tables | Promise<Tables>): Promise<number> {
    const seedRows = await this.#seedPayload()
    const payload = extend ? withCounters(await extend(seedRows.tables), seedRows.seedVersion) : seedRows
    // Built before anything is stored: the collections check every row against its record schema (the seed's one
    // check), so a damaged seed throws here and storage keeps what it had.
    const collections = await buildCollections(payload.tables)
    const seq = await this.storage.replaceAll(payload)
    globalThis.performance?.mark('seed:stored')
    await this.#serial(async () => {
      this.#collections = collections
      this.#seq = seq
    })
    this.#seedSeq = extend ? -1 : seq
    return seq
  }

  /** QA: every record except logins, with the id counters and uploaded files (data-transfer.ts). */
  exportData(): Promise<ExportFile> {
    return withLock(this.#name, () => exportData(this.storage))
  }

  /**
   * QA: replaces every record with an exported file's, after checking it (a bad file throws DataImportError and
   * changes nothing). This browser's sessions are kept; every tab reloads on its next request.
   */
  async importData(json: string | unknown): Promise<ImportSummary> {
    const data = validateImport(json)
    const { build, blobs } = await prepareImport(this.storage, data)
    let keptSessions = 0
    await this.#replace((tables, counters) => {
      const next = build(tables, counters)
      keptSessions = next.tables.sessions?.length ?? 0
      return next
    })
    const counts: ImportSummary['counts'] = {}
    for (const [c, rows] of Object.entries(data.tables)) counts[c as CollectionName] = rows.length
    return { counts, blobs, keptSessions }
  }

  async #replace(build: (tables: Tables, counters: Counters) => { tables: Tables; counters: Counters }): Promise<void> {
    const seq = await withLock(this.#name, async () => {
      const [snapshot, counters] = await Promise.all([this.storage.loadSnapshot(), this.storage.readCounters()])
      const next = build(snapshot.tables, counters)
      const committed = await this.storage.replaceAll({ ...next, seedVersion: this.#seed.version })
      await this.#serial(() => this.#reload())
      return committed
    })
    this.#channel?.postMessage({ seq })
  }

  get<C extends CollectionName>(collection: C, id: number): Readonly<RecordOf<C>> | undefined {
    return findById(this.#collections, collection, id) as RecordOf<C> | undefined
  }

  find<C extends CollectionName>(
    collection: C,
    predicate: (r: RecordOf<C>) => boolean,
  ): Readonly<RecordOf<C>> | undefined {
    return (this.#collections[collection].all() as RecordOf<C>[]).find(predicate)
  }

  filter<C extends CollectionName>(collection: C, predicate?: (r: RecordOf<C>) => boolean): Readonly<RecordOf<C>>[] {
    const all = this.#collections[collection].all() as RecordOf<C>[]
    return predicate ? all.filter(predicate) : [...all]
  }

  count<C extends CollectionName>(collection: C, predicate?: (r: RecordOf<C>) => boolean): number {
    if (!predicate) return this.#collections[collection].count()
    let n = 0
    for (const r of this.#collections[collection].all() as RecordOf<C>[]) if (predicate(r)) n++
    return n
  }

  close(): void {
    this.#channel?.close()
    this.#channel = null
    this.storage.close()
  }

  // Cache changes run one at a time per tab, so a sync and a write's own apply never interleave.
  #serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(fn)
    this.#queue = run.catch(() => undefined)
    return run
  }

  async #pull(): Promise<void> {
    const latest = await this.storage.latestSeq()
    if (latest === this.#seq) return
    const entries = latest < this.#seq ? null : await this.storage.changesSince(this.#seq)
    if (!entries || entries.some((e) => e.reset)) return this.#reload()
    for (const entry of entries) {
      await readingStoredData(() => applyOps(this.#collections, entry.ops))
      this.#seq = entry.seq
    }
  }

  async #reload(): Promise<void> {
    const { collections, seq } = await readingStoredData(async () => {
      const snapshot = await this.storage.loadSnapshot()
      return { collections: await buildCollections(snapshot.tables), seq: snapshot.seq }
    })
    this.#collections = collections
    this.#seq = seq
  }

  #listen(): void {
    const channel = new BroadcastChannel(this.#name)
    // Node keeps the process alive for an open channel; a hint is not worth that.
    ;(channel as { unref?: () => void }).unref?.()
    channel.onmessage = () => void this.sync().catch(() => undefined)
    this.#channel = channel
  }
}

export const openDb = (options: DbOptions) => MockDb.open(options)
