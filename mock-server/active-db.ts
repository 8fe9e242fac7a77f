import type { MockDb } from './db'

// Handlers are plain module-level arrays (so every host shares them), so they find the db here;
// each host (browser, node, standalone) opens its db and activates it before serving.
let current: MockDb | null = null

export function setActiveDb(db: MockDb | null): void {
  current = db
}

export function activeDb(): MockDb {
  if (!current) throw new Error('mock db not started: call startMockBackend() or startTestBackend() first')
  return current
}
