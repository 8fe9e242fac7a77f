import { signal } from '@preact/signals-react'

// navigator.onLine plus the online/offline events. The mock's service worker keeps answering while the
// browser is offline, so screens must consult this, not request failures, to know the network is gone.
export const isOnline = signal(typeof navigator === 'undefined' ? true : navigator.onLine)

let started = false
export function watchOnlineStatus() {
  if (started || typeof window === 'undefined') return
  started = true
  const update = () => {
    isOnline.value = navigator.onLine
  }
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  update()
}
