import * as v from 'valibot'
import { findById, loose, type Collections } from './cache'
import { RECORD_SCHEMAS, type CollectionName, type NewRecord, type RecordOf, type RecordPatch } from './records'
import type { ChangeOp, Counters, Row } from './storage/types'

/** What a `db.write` callback gets: reads see this write's own changes; nothing is stored until it returns. */
export interface WriteTx {
  create<C extends CollectionName>(collection: C, values: NewRecord<C>): Promise<RecordOf<C>>
  update<C extends CollectionName>(collection: C, id: number, patch: RecordPatch<C>): Promise<RecordOf<C> | undefined>
  remove(collection: CollectionName, id: number): Promise<boolean>
  get<C extends CollectionName>(collection: C, id: number): RecordOf<C> | undefined
  filter<C extends CollectionName>(collection: C, predicate: (record: RecordOf<C>) => boolean): RecordOf<C>[]
}

const key = (c: CollectionName, id: number) => `${c}:${id}`
const schemaOf = (c: CollectionName) => RECORD_SCHEMAS[c] as unknown as v.GenericSchema<unknown, Row>
// Plain copies: callers may mutate what they get without touching the staged or cached truth.
const copy = <T>(value: T): T => structuredClone(value)

/**
 * Stages a write against the current cache. Records are validated when staged, so a bad record fails the
 * write before anything reaches storage, and an exception anywhere simply drops the staged changes.
 */
export class StagedWrite implements WriteTx {
  readonly #collections: Collections
  readonly #loadCounters: () => Promise<Counters>
  readonly #staged = new Map<string, { collection: CollectionName; id: number; record: Row | null }>()
  #counters: Counters | null = null

  constructor(collections: Collections, loadCounters: () => Promise<Counters>) {
    this.#collections = collections
    this.#loadCounters = loadCounters
  }

  async create<C extends CollectionName>(collection: C, values: NewRecord<C>): Promise<RecordOf<C>> {
    // Counters are read from storage under the write lock, never from memory: another tab may have created since.
    this.#counters ??= await this.#loadCounters()
    const id = (this.#counters[collection] ?? 0) + 1
    this.#counters[collection] = id
    const record = v.parse(schemaOf(collection), { ...values, id })
    this.#staged.set(key(collection, id), { collection, id, record })
    return copy(record) as RecordOf<C>
  }

  async update<C extends CollectionName>(
    collection: C,
    id: number,
    patch: RecordPatch<C>,
  ): Promise<RecordOf<C> | undefined> {
    const current = this.get(collection, id)
    if (!current) return undefined
    const record = v.parse(schemaOf(collection), { ...current, ...patch, id })
    this.#staged.set(key(collection, id), { collection, id, record })
    return copy(record) as RecordOf<C>
  }

  async remove(collection: CollectionName, id: number): Promise<boolean> {
    if (!this.get(collection, id)) return false
    this.#staged.set(key(collection, id), { collection, id, record: null })
    return true
  }

  get<C extends CollectionName>(collection: C, id: number): RecordOf<C> | undefined {
    const staged = this.#staged.get(key(collection, id))
    if (staged) return staged.record ? (copy(staged.record) as RecordOf<C>) : undefined
    const cached = findById(this.#collections, collection, id)
    return cached ? (copy({ ...cached }) as unknown as RecordOf<C>) : undefined
  }

  filter<C extends CollectionName>(collection: C, predicate: (record: RecordOf<C>) => boolean): RecordOf<C>[] {
    const byId = new Map<number, Row>()
    for (const row of loose(this.#collections, collection).all()) byId.set(row.id, row)
    for (const s of this.#staged.values()) {
      if (s.collection !== collection) continue
      if (s.record) byId.set(s.id, s.record)
      else byId.delete(s.id)
    }
    return [...byId.values()].filter((r) => predicate(r as RecordOf<C>)).map((r) => copy({ ...r }) as RecordOf<C>)
  }

  ops(): ChangeOp[] {
    return [...this.#staged.values()].map((s) =>
      s.record
        ? { op: 'put', collection: s.collection, record: s.record }
        : { op: 'delete', collection: s.collection, id: s.id },
    )
  }

  /** The id counters as this write leaves them (empty when it created nothing). */
  counters(): Counters {
    return this.#counters ?? {}
  }
}
