// msw keeps cookies in `localStorage` whenever it runs outside Node, and a service worker has none: it refuses to
// load without one. Our API sends no cookies (bearer tokens), so a memory stand-in is enough. Imported first.

if (typeof (globalThis as { localStorage?: unknown }).localStorage === 'undefined') {
  const items = new Map<string, string>()
  const memory: {
    getItem(key: string): string | null
    setItem(key: string, value: string): void
    removeItem(key: string): void
    clear(): void
  } = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
  Object.defineProperty(globalThis, 'localStorage', { value: memory, configurable: true })
}

export {}
