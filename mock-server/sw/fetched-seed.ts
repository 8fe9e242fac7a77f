import { SEED_VERSION } from '../../fixtures/data/seed-version'
import type { SeedTables } from '../records'
import type { Seed } from '../seed'

// The seed as the service worker gets it: one static JSON file of the build (no JavaScript), fetched and parsed
// only when IndexedDB is empty, holds another seed version, or the demo data is reset. The file comes from the
// worker's cache when it is there, so "reset the demo data" works with the network cut.

export function fetchedSeed(url: string, cacheName: string): Seed {
  return {
    version: SEED_VERSION,
    tables: async () => {
      const cache = await caches.open(cacheName)
      let response = await cache.match(url)
      if (!response) {
        response = await fetch(url)
        if (!response.ok) throw new Error(`seed: ${url} answered ${response.status}`)
        // Kept for a reset with the network cut; a first visit does not wait for the copy.
        void cache.put(url, response.clone()).catch(() => undefined)
      }
      performance.mark('seed:response')
      // Not parsed here: the db checks every row once, as it builds its collections, before storing anything.
      const tables = (await response.json()) as SeedTables
      performance.mark('seed:fetched')
      return tables
    },
  }
}
