import { describe, expect, it } from 'vitest'
import { ALREADY_SENT, SENT_OPERATIONS_KEY, sendOnce } from './send-once'

function memoryStorage() {
  const data = new Map<string, string>()
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
}

/** A lock manager shared by two "tabs": one holder per name at a time, the rest wait in turn. */
function sharedLocks() {
  const tails = new Map<string, Promise<unknown>>()
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const before = tails.get(name) ?? Promise.resolve()
      const mine = before.then(callback, callback)
      tails.set(
        name,
        mine.catch(() => undefined),
      )
      return mine
    },
  }
}

describe('send once across tabs', () => {
  it('R4.14 two tabs holding the same queued operation send it once; the second learns it was sent', async () => {
    const storage = memoryStorage()
    const locks = sharedLocks()
    let calls = 0
    const send = async () => {
      calls++
      await new Promise((r) => setTimeout(r, 5))
      return 'ok'
    }
    const [a, b] = await Promise.all([
      sendOnce('op-1', send, { locks, storage }),
      sendOnce('op-1', send, { locks, storage }),
    ])
    expect(calls).toBe(1)
    expect([a, b]).toEqual(['ok', ALREADY_SENT])
  })

  it('a failed send is not recorded, so it can be tried again; old records are pruned', async () => {
    const storage = memoryStorage()
    await expect(
      sendOnce('op-2', () => Promise.reject(new Error('offline')), { storage, locks: null }),
    ).rejects.toThrow('offline')
    expect(await sendOnce('op-2', async () => 'second try', { storage, locks: null })).toBe('second try')
    storage.setItem(SENT_OPERATIONS_KEY, JSON.stringify({ ancient: 0, 'op-2': 1 }))
    await sendOnce('op-3', async () => 1, { storage, locks: null, now: () => 2 * 24 * 60 * 60_000 })
    expect(Object.keys(JSON.parse(storage.getItem(SENT_OPERATIONS_KEY)!))).toEqual(['op-3'])
  })
})
