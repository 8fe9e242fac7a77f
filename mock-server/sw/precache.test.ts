import { describe, expect, it } from 'vitest'
import { planPrecache, precacheKeys, syncPrecache, type PrecacheCache } from './precache'

// The worker's cache keyed by content (ADR 020): which entries an update fetches, keeps and removes, on a fake cache
// that records what the network was asked for.

const ORIGIN = 'https://app.example'

/** A Cache Storage cache in memory: `addAll` fails as a whole when one of its files fails, as the browser's does. */
function fakeCache(held: string[], { failing = [] as string[] } = {}) {
  const entries = new Set(held)
  const fetched: string[] = []
  const get = (key: string) => {
    fetched.push(key)
    if (failing.includes(key)) throw new TypeError(`Failed to fetch ${key}`)
  }
  const cache: PrecacheCache = {
    keys: async () => [...entries].map((k) => new Request(ORIGIN + k)),
    addAll: async (requests) => {
      const keys = [...requests].map(String)
      for (const key of keys) get(key)
      for (const key of keys) entries.add(key)
    },
    add: async (request) => {
      get(String(request))
      entries.add(String(request))
    },
    delete: async (request) => entries.delete(String(request)),
  }
  return { cache, entries, fetched }
}

// The build a returning visitor had, and the next one: one picture changed under the same name, one unchanged, one
// removed; index.html changed; the chunks renamed with their contents.
const before = precacheKeys('/demo/', {
  'index.html': 'aaaaaaaaaaaaaaaa',
  'assets/app-old.js': null,
  'demo-images/changed.webp': '1111111111111111',
  'demo-images/same.webp': '2222222222222222',
  'demo-images/gone.webp': '3333333333333333',
})
const after = precacheKeys('/demo/', {
  'index.html': 'bbbbbbbbbbbbbbbb',
  'assets/app-new.js': null,
  'demo-images/changed.webp': '4444444444444444',
  'demo-images/same.webp': '2222222222222222',
  'demo-images/added.webp': '5555555555555555',
})
const kept = [...before.values()]

describe('precache keys', () => {
  it('keeps a file with a revision under its path and revision, a content-named one under its path, under the base', () => {
    expect(after.get('/demo/demo-images/changed.webp')).toBe('/demo/demo-images/changed.webp?rev=4444444444444444')
    expect(after.get('/demo/assets/app-new.js')).toBe('/demo/assets/app-new.js')
    expect(precacheKeys('/', { 'icons/icon-192.png': 'abcdefabcdefabcd' }).get('/icons/icon-192.png')).toBe(
      '/icons/icon-192.png?rev=abcdefabcdefabcd',
    )
  })
})

describe('an update of the precache', () => {
  it('fetches only the files kept under another revision, keeps the unchanged ones, and removes what the build has not', () => {
    const plan = planPrecache(after, kept, 'changed')
    expect(plan.fetch.sort()).toEqual([
      '/demo/demo-images/changed.webp?rev=4444444444444444',
      '/demo/index.html?rev=bbbbbbbbbbbbbbbb',
    ])
    expect(plan.keep).toEqual(['/demo/demo-images/same.webp?rev=2222222222222222'])
    expect(plan.remove.sort()).toEqual([
      '/demo/assets/app-old.js',
      '/demo/demo-images/changed.webp?rev=1111111111111111',
      '/demo/demo-images/gone.webp?rev=3333333333333333',
      '/demo/index.html?rev=aaaaaaaaaaaaaaaa',
    ])
  })

  it('fetches every file the cache lacks when the whole app is kept (new ones too), the shell first', () => {
    const plan = planPrecache(after, kept, 'missing', new Set(['/demo/assets/app-new.js', '/demo/index.html']))
    expect(plan.fetch.slice(0, 2).sort()).toEqual(['/demo/assets/app-new.js', '/demo/index.html?rev=bbbbbbbbbbbbbbbb'])
    expect(plan.fetch.slice(2).sort()).toEqual([
      '/demo/demo-images/added.webp?rev=5555555555555555',
      '/demo/demo-images/changed.webp?rev=4444444444444444',
    ])
  })

  it('fetches nothing for a visitor who kept nothing (files come as they are opened)', () => {
    expect(planPrecache(after, [], 'changed')).toEqual({ fetch: [], keep: [], remove: [] })
  })

  it('on the cache: the waiting build adds its changed files beside the running build’s, and removes the old ones only when it takes over', async () => {
    const { cache, entries, fetched } = fakeCache(kept)
    await syncPrecache(cache, after, { fetch: 'changed' })
    expect(fetched.sort()).toEqual([
      '/demo/demo-images/changed.webp?rev=4444444444444444',
      '/demo/index.html?rev=bbbbbbbbbbbbbbbb',
    ])
    // The running build still finds every one of its entries.
    for (const key of kept) expect(entries).toContain(key)

    fetched.length = 0
    await syncPrecache(cache, after, { fetch: 'none', remove: true })
    expect(fetched).toEqual([])
    expect([...entries].sort()).toEqual([
      '/demo/demo-images/changed.webp?rev=4444444444444444',
      '/demo/demo-images/same.webp?rev=2222222222222222',
      '/demo/index.html?rev=bbbbbbbbbbbbbbbb',
    ])

    // Then the page, idle, asks for the whole app: only what the build added is fetched.
    await syncPrecache(cache, after, { fetch: 'missing' })
    expect(fetched.sort()).toEqual(['/demo/assets/app-new.js', '/demo/demo-images/added.webp?rev=5555555555555555'])
    expect(new Set(entries)).toEqual(new Set(after.values()))
  })

  it('retries a failed batch file by file and leaves out a file that still fails, to be asked for next time', async () => {
    const failing = '/demo/demo-images/added.webp?rev=5555555555555555'
    const { cache, entries } = fakeCache([], { failing: [failing] })
    await syncPrecache(cache, after, { fetch: 'missing' })
    expect([...entries].sort()).toEqual([...after.values()].filter((k) => k !== failing).sort())
  })
})
