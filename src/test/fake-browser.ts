// Browser stand-ins for tests: a BroadcastChannel hub shared by "tabs", and localStorage (never imported by the app).
import type { BroadcastChannelLike } from '@/lib/broadcast'
import type { StorageLike } from '@/services/global-state/persistence'

/** Same-origin BroadcastChannel semantics: delivered to every other channel of the same name. */
export function fakeBroadcastHub() {
  const channels = new Set<{ name: string; listeners: Set<(e: { data: unknown }) => void> }>()
  const create = (name: string): BroadcastChannelLike => {
    const self = { name, listeners: new Set<(e: { data: unknown }) => void>() }
    channels.add(self)
    return {
      postMessage(data) {
        const copy = structuredClone(data)
        for (const c of channels) if (c !== self && c.name === name) for (const l of c.listeners) l({ data: copy })
      },
      addEventListener: (_type, l) => self.listeners.add(l),
      removeEventListener: (_type, l) => self.listeners.delete(l),
      close: () => channels.delete(self),
    }
  }
  return { create, size: () => channels.size }
}

/** A localStorage stand-in; `data` is shared by every "tab" given the same map. */
export function fakeStorage(data = new Map<string, string>()): StorageLike & { data: Map<string, string> } {
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}
