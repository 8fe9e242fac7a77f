import { openDB, type IDBPDatabase } from 'idb'

// The QA settings the service worker keeps across its own restarts (the browser stops an idle worker after about
// 30 s) and across reloads: fault rules, the access-token lifetime, the storage limit and the saved scenarios. A tiny
// key-value store of its own, apart from the data, so resetting the demo data leaves a prepared demo's faults alone.

const STORE = 'kv'

export interface SettingsStore {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

export function openSettingsStore(name = 'lemon-mock-settings'): SettingsStore {
  let db: Promise<IDBPDatabase> | null = null
  const open = () =>
    (db ??= openDB(name, 1, {
      upgrade(d) {
        d.createObjectStore(STORE)
      },
    }))
  return {
    async get<T>(key: string) {
      return (await (await open()).get(STORE, key)) as T | undefined
    },
    async set(key, value) {
      await (await open()).put(STORE, value, key)
    },
    async delete(key) {
      await (await open()).delete(STORE, key)
    },
  }
}
