import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDb } from '../db'
import { tinySeed, tinyUser } from '../test/tiny-seed'
import { createJsonFileStorage } from './json-file-storage'

const dirs: string[] = []
function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'lemon-json-'))
  dirs.push(dir)
  return join(dir, 'data.json')
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const open = async (file: string, version = 'tiny-1') =>
  openDb({ storage: await createJsonFileStorage(file), seed: tinySeed(version), broadcast: false, name: `json-test-${file}` })

describe('json-file storage', () => {
  it('seeds a missing file, and a reopened db sees every committed write (a restart loses nothing)', async () => {
    const file = tempFile()
    const db = await open(file)
    expect(db.count('users')).toBe(3)
    const created = await db.write((tx) => tx.create('users', { ...tinyUser(0), username: 'added', email: 'added@example.com' }))
    expect(created.id).toBe(4)
    await db.write(async (tx) => void (await tx.update('users', 1, { displayName: '改过的名字' })))
    await db.write(async (tx) => void (await tx.remove('users', 2)))
    db.close()

    const again = await open(file)
    expect(again.filter('users').map((u) => u.id).sort()).toEqual([1, 3, 4])
    expect(again.get('users', 1)?.displayName).toBe('改过的名字')
    // Counters survive too: the next id does not reuse 4.
    const next = await again.write((tx) => tx.create('users', { ...tinyUser(0), username: 'next', email: 'next@example.com' }))
    expect(next.id).toBe(5)
    again.close()
  })

  it('writes atomically: no temp files are left behind and the file is always whole JSON', async () => {
    const file = tempFile()
    const db = await open(file)
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => db.write((tx) => tx.create('users', { ...tinyUser(0), username: `u${i}`, email: `u${i}@example.com` }))),
    )
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { tables: { users: unknown[] }; format: string }
    expect(saved.format).toBe('lemon-api-data')
    expect(saved.tables.users).toHaveLength(13)
    expect(readdirSync(join(file, '..')).filter((f) => f.endsWith('.tmp'))).toEqual([])
    db.close()
  })

  it('a different seed version reseeds; reset to the seed is saved too', async () => {
    const file = tempFile()
    const db = await open(file)
    await db.write((tx) => tx.create('users', { ...tinyUser(0), username: 'extra', email: 'extra@example.com' }))
    await db.resetToSeed()
    db.close()
    expect((await open(file)).count('users')).toBe(3)
    const db2 = await open(file)
    await db2.write((tx) => tx.create('users', { ...tinyUser(0), username: 'extra', email: 'extra@example.com' }))
    db2.close()
    expect((await open(file, 'tiny-2')).count('users')).toBe(3)
  })

  it('stores blobs as files beside the data, with their content type', async () => {
    const file = tempFile()
    const storage = await createJsonFileStorage(file)
    await storage.putBlob('/uploads/2026/11/abc-x.png', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }))
    const reopened = await createJsonFileStorage(file)
    const blob = await reopened.getBlob('/uploads/2026/11/abc-x.png')
    expect(blob?.type).toBe('image/png')
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    await reopened.deleteBlob('/uploads/2026/11/abc-x.png')
    expect(await reopened.getBlob('/uploads/2026/11/abc-x.png')).toBeUndefined()
    expect(existsSync(`${file}.blobs`)).toBe(true)
  })

  it('refuses a corrupt or foreign file instead of overwriting it', async () => {
    const file = tempFile()
    writeFileSync(file, '{"tables":')
    await expect(createJsonFileStorage(file)).rejects.toThrow(/not valid JSON/)
    writeFileSync(file, '{"something":"else"}')
    await expect(createJsonFileStorage(file)).rejects.toThrow(/not a lemon-api-data/)
    expect(readFileSync(file, 'utf8')).toBe('{"something":"else"}')
  })
})
