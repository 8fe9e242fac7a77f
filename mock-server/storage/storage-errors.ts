// Storage that cannot take a write or cannot be read (issue 23, the quota drill). Both are answered with a clear
// Chinese message and their own code (http/route.ts, and the service worker when the store does not open), never as
// a generic 500: the client shows them as they are and offers to restore the demo data (it never does so itself).

/** The browser's quota (IndexedDB aborts the transaction with QuotaExceededError), or SQLite's disk full. */
export function isStorageFull(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false
  const e = error as { name?: unknown; errcode?: unknown; message?: unknown; cause?: unknown }
  if (e.name === 'QuotaExceededError') return true
  // node:sqlite: SQLITE_FULL is result code 13.
  if (e.errcode === 13 || (typeof e.message === 'string' && /database or disk is full/i.test(e.message))) return true
  return e.cause !== undefined && e.cause !== error && isStorageFull(e.cause)
}

/** The stored records, or the change log, do not read as this build's records. Nothing was changed. */
export class StoredDataUnreadableError extends Error {
  constructor(cause: unknown) {
    super(`stored data does not read as records: ${(cause as Error)?.message ?? String(cause)}`, { cause })
    this.name = 'StoredDataUnreadableError'
  }
}

/** Runs a read of stored data; anything it throws but a full disk means the data itself is unreadable. */
export async function readingStoredData<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isStorageFull(error) || error instanceof StoredDataUnreadableError) throw error
    throw new StoredDataUnreadableError(error)
  }
}
