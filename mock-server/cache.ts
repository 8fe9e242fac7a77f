import { Collection } from '@msw/data'
import type * as v from 'valibot'
import { COLLECTION_NAMES, RECORD_SCHEMAS, type CollectionName, type RecordSchemas } from './records'
import type { ChangeOp, Row, Tables } from './storage/types'

// A tab's in-memory copy of storage, as @msw/data collections (validated by the record schemas).
// It is only ever changed by replaying committed changes, never by services directly.

export type Collections = { [C in CollectionName]: Collection<RecordSchemas[C]> }
// The per-collection generics differ, so code that loops over collection names needs one loose view.
type LooseCollection = Collection<v.GenericSchema<Row, Row>>
type CachedRow = NonNullable<ReturnType<LooseCollection['findFirst']>>

// @msw/data looks records up by scanning; an id → record map per collection keeps db.get() O(1)
// (a 10,000-post db otherwise pays ~3 ms per lookup). It is kept in step by applyOps below.
const idIndexes = new WeakMap<LooseCollection, Map<number, CachedRow>>()

function idIndex(collections: Collections, c: CollectionName): Map<number, CachedRow> {
  const target = loose(collections, c)
  let index = idIndexes.get(target)
  if (!index) {
    index = new Map(target.all().map((r) => [r.id, r]))
    idIndexes.set(target, index)
  }
  return index
}

/** Lookup by our numeric id (not @msw/data's internal primary key). */
export function findById(collections: Collections, c: CollectionName, id: number): CachedRow | undefined {
  return idIndex(collections, c).get(id)
}

export function loose(collections: Collections, c: CollectionName): LooseCollection {
  return collections[c] as unknown as LooseCollection
}

/** One fresh collection of `rows`. */
export async function buildCollection<C extends CollectionName>(c: C, rows: Row[]): Promise<Collections[C]> {
  const target = new Collection({ schema: RECORD_SCHEMAS[c] }) as unknown as LooseCollection
  for (const row of rows) await target.create(row)
  return target as unknown as Collections[C]
}

/** Builds fresh collections (cheaper than clearing 10k records one by one). */
export async function buildCollections(tables: Tables): Promise<Collections> {
  const out = {} as Record<CollectionName, unknown>
  for (const c of COLLECTION_NAMES) out[c] = await buildCollection(c, tables[c] ?? [])
  return out as Collections
}

export async function applyOps(collections: Collections, ops: ChangeOp[]): Promise<void> {
  for (const op of ops) {
    const target = loose(collections, op.collection)
    const id = op.op === 'put' ? op.record.id : op.id
    const index = idIndex(collections, op.collection)
    const existing = index.get(id)
    if (op.op === 'delete') {
      if (existing) target.delete(existing)
      index.delete(id)
    } else if (existing) {
      const next = op.record
      // In place, so the record keeps its position in the collection.
      const updated = await target.update(existing, { data: (draft) => void Object.assign(draft, next) })
      index.set(id, updated ?? existing)
    } else {
      index.set(id, await target.create(op.record))
    }
  }
}
