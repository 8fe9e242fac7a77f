import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FIRST_SCREEN_COVERS } from '@/lib/first-screen'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { HOME_SNAPSHOT_VERSION } from './home-snapshot'

// index.html's inline scripts run before any of the app's code, so they cannot import its constants; they
// keep copies. These tests fail when a copy and the app part ways.
const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')

describe('index.html agrees with the app it paints ahead of', () => {
  it('starts as many covers as the feed treats as its first screen', () => {
    expect(html).toMatch(new RegExp(`var firstCovers = ${FIRST_SCREEN_COVERS}\\b`))
  })

  it('restores only the home snapshot version the app writes', () => {
    const checked = [...html.matchAll(/snap\.v === (\d+)/g)].map((m) => Number(m[1]))
    expect(checked).toEqual([HOME_SNAPSHOT_VERSION])
  })

  it('reads only storage keys the app owns (R3.16)', () => {
    const read = new Set([...html.matchAll(/localStorage\.getItem\('([^']+)'\)/g)].map((m) => m[1]))
    const owned = new Set<string>(Object.values(STORAGE_KEYS))
    expect(read.size).toBeGreaterThan(0)
    for (const key of read) expect(owned).toContain(key)
  })
})
