import { signal } from '@preact/signals-react'
import { onApiFailure } from '@/api/api-events'
import { isStorageCode, type StorageCode } from '@/api/errors'

// The backend's storage is full (a write was not kept) or its stored data cannot be read (issue 23, the quota drill).
// Any call may be the one that meets it; the app then says so once, in one place (src/app/layout/storage-alert.tsx),
// and offers the way out, rather than each screen showing a bare 5xx.

export interface StorageProblem {
  code: StorageCode
  /** The server's text: what happened, and that nothing stored was changed. */
  message: string
}

export const storageProblem = signal<StorageProblem | null>(null)

/** Listens to the client's failures until the returned function is called (src/app/services.ts). */
export function watchStorageProblems(): () => void {
  return onApiFailure(({ error }) => {
    if (!isStorageCode(error.code)) return
    // Unreadable data outweighs a full disk: it is the one that blocks every screen.
    if (storageProblem.peek()?.code === 'STORAGE_002' && error.code === 'STORAGE_001') return
    storageProblem.value = { code: error.code, message: error.message }
  })
}

export function dismissStorageProblem(): void {
  storageProblem.value = null
}
