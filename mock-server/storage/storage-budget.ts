import * as v from 'valibot'
import { StorageBudgetSchema, type StorageBudgetInput } from '@/schemas/scenario.schema'
import type { CommitInput, Storage } from './types'

// The QA scenario 存储空间将满: the mock's storage takes only so many more bytes, then refuses a write the way IndexedDB
// refuses one past the browser's quota (a DOMException named QuotaExceededError, thrown before anything is stored),
// and the API answers it as a server with a full disk would (507, route.ts). Honest about what it measures: the
// bytes each change adds as JSON and each stored file's size, counted from the moment the limit is set; deletions free
// nothing, and replacing everything (seeding, 重置演示数据, an import's rows: QA actions) is never refused. Kept with the QA settings, so it
// survives reloads, until a scenario or the console lifts it.

export interface StorageBudgetState {
  /** How many bytes writes may add since the limit was set. */
  headroomBytes: number
  /** How many they have added. */
  usedBytes: number
}

/** Where the state lives: the service worker's settings store, memory in Node. */
export interface StorageBudgetStore {
  load(): StorageBudgetState | null
  save(state: StorageBudgetState | null): void
}

export function memoryBudgetStore(initial: StorageBudgetState | null = null): StorageBudgetStore {
  let value = initial
  return { load: () => value, save: (next) => void (value = next) }
}

const StateSchema = v.object({ headroomBytes: v.number(), usedBytes: v.number() })

let store: StorageBudgetStore = memoryBudgetStore()
let state: StorageBudgetState | null = null

/** Replaces where the state is kept and reads it back from there (a stored state that does not parse is dropped). */
export function setStorageBudgetStore(next: StorageBudgetStore): void {
  store = next
  const loaded = v.safeParse(StateSchema, next.load())
  state = loaded.success ? loaded.output : null
}

export const getStorageBudget = (): StorageBudgetState | null => (state ? { ...state } : null)

/** Sets the headroom (counting starts again from 0) or, with null, lifts the limit. Throws TypeError when invalid. */
export function setStorageBudget(budget: StorageBudgetInput | null): StorageBudgetState | null {
  if (budget === null) {
    state = null
  } else {
    const parsed = v.safeParse(StorageBudgetSchema, budget)
    if (!parsed.success) throw new TypeError(`invalid storage budget: ${parsed.issues[0]?.message ?? ''}`)
    state = { headroomBytes: parsed.output.headroomBytes, usedBytes: 0 }
  }
  store.save(state)
  return getStorageBudget()
}

export const QUOTA_EXCEEDED = 'QuotaExceededError'

/** Throws QuotaExceededError when `bytes` more do not fit in the headroom. */
function checkFits(bytes: number): void {
  if (state && state.usedBytes + bytes > state.headroomBytes) {
    throw new DOMException(
      `存储空间不足：还可写入 ${Math.max(0, state.headroomBytes - state.usedBytes)} 字节，本次需要 ${bytes} 字节`,
      QUOTA_EXCEEDED,
    )
  }
}

/** Counts what was stored (after the write, so a write retried on a conflict counts once). */
function count(bytes: number): void {
  if (!state) return
  state = { ...state, usedBytes: state.usedBytes + bytes }
  store.save(state)
}

const utf8 = new TextEncoder()
const sizeOfPuts = (ops: CommitInput['ops']) => utf8.encode(JSON.stringify(ops.filter((op) => op.op === 'put'))).length

/** `storage`, with its writes checked against the budget while one is set. */
export function withStorageBudget(storage: Storage): Storage {
  return {
    ...storage,
    async commit(input) {
      const bytes = state ? sizeOfPuts(input.ops) : 0
      checkFits(bytes)
      const seq = await storage.commit(input)
      count(bytes)
      return seq
    },
    async putBlob(path, blob) {
      checkFits(blob.size)
      await storage.putBlob(path, blob)
      count(blob.size)
    },
  }
}
