import { signal } from '@preact/signals-react'
import { STORAGE_KEYS } from '@/lib/storage-keys'

// 设置 › 离线使用: whether the demo keeps the whole app and all its pictures ahead of time (about 5 MB) so that it
// opens with the network cut. On unless turned off on this device; off, only screens already opened are kept.

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.keepOffline) !== 'off'
  } catch {
    return true
  }
}

export const keepOffline = signal(read())

export function setKeepOffline(on: boolean): void {
  keepOffline.value = on
  try {
    if (on) localStorage.removeItem(STORAGE_KEYS.keepOffline)
    else localStorage.setItem(STORAGE_KEYS.keepOffline, 'off')
  } catch {
    // storage full or blocked: the choice holds for this visit
  }
}
