export * from './types'
export { createMemoryStorage } from './memory-storage'
export { createIndexedDbStorage, DEFAULT_DB_NAME, SCHEMA_VERSION } from './indexeddb-storage'
export { withLock, withLocalLock } from './lock'
