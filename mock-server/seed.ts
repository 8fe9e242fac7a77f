import { COLLECTION_NAMES, type SeedTables } from './records'
import type { Counters, Tables } from './storage/types'

export interface Seed {
  /** Stored with the data: a different version in storage means the data predates this seed, so reseed. */
  version: string
  /** The rows, or how to get them: the browser's service worker fetches them as a data file only when it seeds. */
  tables: SeedTables | (() => Promise<SeedTables>)
}

/** Seed rows plus counters starting above the highest seeded id, so new ids never collide with seeded ones. */
export async function seedTables(seed: Seed): Promise<SeedTables> {
  return typeof seed.tables === 'function' ? seed.tables() : seed.tables
}

export async function seedPayload(seed: Seed): Promise<{ tables: Tables; counters: Counters; seedVersion: string }> {
  return withCounters((await seedTables(seed)) as Tables, seed.version)
}

/** Tables with counters starting above their highest ids. */
export function withCounters(
  tables: Tables,
  seedVersion: string,
): { tables: Tables; counters: Counters; seedVersion: string } {
  const counters: Counters = {}
  for (const c of COLLECTION_NAMES) {
    counters[c] = (tables[c] ?? []).reduce((max, row) => Math.max(max, row.id), 0)
  }
  return { tables, counters, seedVersion }
}
