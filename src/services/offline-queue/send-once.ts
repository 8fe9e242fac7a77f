// Exactly once across tabs. Every tab restores the queued operations kept in storage, so two open tabs
// can both hold one operation. Each send runs under a Web Lock named by the operation's id and is
// recorded as sent before the lock is released; a tab that gets the lock afterwards finds the record and
// does not send again. Records older than a day (the queue's own limit, R4.35) are pruned.

export const SENT_OPERATIONS_KEY = 'lemon.sentOperations'
const KEEP_MS = 24 * 60 * 60_000

/** What a send resolves with when another tab already sent the operation. */
export const ALREADY_SENT = Symbol('already sent')

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

export interface SendOnceEnv {
  locks?: LockManagerLike | null
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null
  now?: () => number
}

function read(storage: SendOnceEnv['storage']): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SENT_OPERATIONS_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, number>) : {}
  } catch {
    return {}
  }
}

function defaults(): Required<SendOnceEnv> {
  const nav = globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined
  let storage: Storage | null
  try {
    storage = globalThis.localStorage ?? null
  } catch {
    storage = null // storage disabled (privacy mode)
  }
  return { locks: nav?.locks ?? null, storage, now: Date.now }
}

export async function sendOnce<T>(
  id: string,
  send: () => Promise<T>,
  env: SendOnceEnv = {},
): Promise<T | typeof ALREADY_SENT> {
  const { locks, storage, now } = { ...defaults(), ...env }
  const run = async () => {
    if (read(storage)[id] !== undefined) return ALREADY_SENT
    const result = await send()
    const at = now()
    const kept = Object.fromEntries(
      Object.entries(read(storage)).filter(([, t]) => typeof t === 'number' && at - t < KEEP_MS),
    )
    try {
      storage?.setItem(SENT_OPERATIONS_KEY, JSON.stringify({ ...kept, [id]: at }))
    } catch {
      // Storage full: this tab still drops the operation; another tab could send it once more.
    }
    return result
  }
  return locks ? locks.request(`lemon-op:${id}`, run) : run()
}
