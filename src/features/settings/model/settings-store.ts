import { useCallback, useSyncExternalStore } from 'react'
import * as v from 'valibot'

// R2.63–R2.66 and the working version of R2.69: the original kept these toggles only in screen state, so
// they were lost on leaving the page. Ours keeps them per user in localStorage, checked on read, and
// follows changes made in another tab (the storage event).

export const SettingsSchema = v.object({
  publicProfile: v.optional(v.boolean(), true),
  showOnline: v.optional(v.boolean(), true),
  pushNotifications: v.optional(v.boolean(), true),
  allowComments: v.optional(v.boolean(), true),
  autoplayVideo: v.optional(v.boolean(), false),
  saveToDevice: v.optional(v.boolean(), false),
})
export type Settings = v.InferOutput<typeof SettingsSchema>
export type SettingKey = keyof Settings

export const DEFAULT_SETTINGS: Settings = v.parse(SettingsSchema, {})
export const settingsKey = (userId: number) => `lemon.settings.${userId}`

type Store = Pick<Storage, 'getItem' | 'setItem'>
const browserStore = (): Store | null => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

const cache = new Map<string, { raw: string | null; value: Settings }>()

/** The user's settings; anything unreadable falls back to the defaults. The same object until it changes. */
export function readSettings(userId: number, store: Store | null = browserStore()): Settings {
  const key = settingsKey(userId)
  let raw: string | null
  try {
    raw = store?.getItem(key) ?? null
  } catch {
    raw = null // storage blocked: the defaults
  }
  const hit = cache.get(key)
  if (hit && hit.raw === raw) return hit.value
  let value = DEFAULT_SETTINGS
  try {
    const parsed = v.safeParse(SettingsSchema, raw ? JSON.parse(raw) : {})
    if (parsed.success) value = parsed.output
  } catch {
    value = DEFAULT_SETTINGS
  }
  cache.set(key, { raw, value })
  return value
}

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((l) => l())

export function writeSetting(
  userId: number,
  key: SettingKey,
  value: boolean,
  store: Store | null = browserStore(),
): void {
  const next = { ...readSettings(userId, store), [key]: value }
  try {
    store?.setItem(settingsKey(userId), JSON.stringify(next))
  } catch {
    // Storage full or blocked: the change holds for this page only.
    cache.set(settingsKey(userId), { raw: null, value: next })
  }
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith('lemon.settings.')) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The user's settings and their setter; another tab's change shows without reload. */
export function useSettings(userId: number): [Settings, (key: SettingKey, value: boolean) => void] {
  const settings = useSyncExternalStore(
    subscribe,
    () => readSettings(userId),
    () => DEFAULT_SETTINGS,
  )
  const set = useCallback((key: SettingKey, value: boolean) => writeSetting(userId, key, value), [userId])
  return [settings, set]
}
