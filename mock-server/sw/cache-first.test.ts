import { describe, expect, it, vi } from 'vitest'
import { cacheFirst, type CacheFirstDeps } from './cache-first'

function deps(over: Partial<CacheFirstDeps> = {}) {
  const kept: Promise<unknown>[] = []
  const cache = { match: vi.fn(async () => undefined as Response | undefined), put: vi.fn(async () => undefined) }
  const all: CacheFirstDeps = {
    cache,
    fetch: vi.fn(async () => new Response('from the network')),
    keep: (work) => kept.push(work),
    ...over,
  }
  return { all, cache, kept }
}

describe("the service worker's cache for the build's files", () => {
  it('serves the kept copy without asking the network', async () => {
    const { all, cache } = deps()
    cache.match.mockResolvedValueOnce(new Response('kept'))
    const response = await cacheFirst('/assets/vendor.js', '/assets/vendor.js', true, all)
    expect(await response.text()).toBe('kept')
    expect(all.fetch).not.toHaveBeenCalled()
  })

  it('keeps a precached file fetched from the network, beside serving it', async () => {
    const { all, cache, kept } = deps()
    const response = await cacheFirst('/assets/vendor.js', '/assets/vendor.js', true, all)
    expect(await response.text()).toBe('from the network')
    await Promise.all(kept)
    expect(cache.put).toHaveBeenCalledWith('/assets/vendor.js', expect.any(Response))
  })

  it('serves the file when storing it fails (the storing is the cache’s business, not the page’s)', async () => {
    const { all, cache, kept } = deps()
    cache.put.mockRejectedValueOnce(new DOMException('Entry was not cached', 'AbortError'))
    const response = await cacheFirst('/assets/vendor.js', '/assets/vendor.js', true, all)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('from the network')
    await expect(Promise.all(kept)).resolves.toBeDefined()
  })

  it('goes to the network when the cache cannot be opened or read', async () => {
    const unreadable = deps()
    unreadable.cache.match.mockRejectedValueOnce(new DOMException('unreadable', 'UnknownError'))
    expect(await (await cacheFirst('/a.js', '/a.js', true, unreadable.all)).text()).toBe('from the network')
    const none = deps({ cache: null })
    expect(await (await cacheFirst('/a.js', '/a.js', true, none.all)).text()).toBe('from the network')
    expect(none.kept).toHaveLength(0)
  })

  it('asks once more when the connection drops, and tells the page only when the second try fails too', async () => {
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('second try'))
    expect(await (await cacheFirst('/a.js', '/a.js', true, deps({ fetch: flaky }).all)).text()).toBe('second try')
    const down = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(cacheFirst('/a.js', '/a.js', true, deps({ fetch: down }).all)).rejects.toThrow('Failed to fetch')
    expect(down).toHaveBeenCalledTimes(2)
  })

  it('keeps neither a file outside the precache list nor an error answer', async () => {
    const other = deps()
    await cacheFirst('/demo-images/x.webp', '/demo-images/x.webp', false, other.all)
    const missing = deps({ fetch: async () => new Response('no', { status: 404 }) })
    expect((await cacheFirst('/a.js', '/a.js', true, missing.all)).status).toBe(404)
    expect(other.cache.put).not.toHaveBeenCalled()
    expect(missing.cache.put).not.toHaveBeenCalled()
  })
})
