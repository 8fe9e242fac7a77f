import { COLLECTION_NAMES, type SeedTables } from './records'
import type { Counters, Tables } from './storage/types'

export interface Seed {
  /** Stored with the data: a different version in storage means the data predates this seed, so reseed. */
  version: string
  tables: SeedTables
}

/** Seed rows plus counters starting above the highest seeded id, so new ids never collide with seeded ones. */
export function seedPayload(seed: Seed): { tables: Tables; counters: Counters; seedVersion: string } {
  const tables = seed.tables as Tables
  const counters: Counters = {}
  for (const c of COLLECTION_NAMES) {
    counters[c] = (tables[c] ?? []).reduce((max, row) => Math.max(max, row.id), 0)
  }
  return { tables, counters, seedVersion: seed.version }
}
