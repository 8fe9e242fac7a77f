import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { exportToFile, importFromFile } from './api-data-file'
import { DataImportError, type ExportFile } from './data-transfer'
import { openDb, type MockDb } from './db'
import type { NewRecord } from './records'
import { createSqliteStorage } from './storage/sqlite-storage'
import { tinySeed, tinyUser } from './test/tiny-seed'

// The standalone API's JSON files: what --export writes, --import reads back into another database.

const dirs: string[] = []
const opened: MockDb[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'lemon-api-file-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  opened.splice(0).forEach((db) => db.close())
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function apiDb(file: string) {
  const db = await openDb({
    storage: createSqliteStorage(file),
    seed: tinySeed(),
    broadcast: false,
    name: `api-file-${file}`,
  })
  opened.push(db)
  return db
}

const at = '2026-01-02T00:00:00.000Z'
const newPost: NewRecord<'posts'> = {
  authorId: 1,
  title: '早餐',
  content: '豆浆油条',
  category: 'food',
  tags: ['早餐'],
  images: [],
  location: null,
  viewCount: 0,
  createdAt: at,
  updatedAt: at,
}

describe('standalone API data files', () => {
  it('--export writes a file that --import restores into another database: records, counters and uploads', async () => {
    const dir = tempDir()
    const source = await apiDb(join(dir, 'a.db'))
    await source.write(async (tx) => {
      await tx.create('posts', newPost)
      await tx.create('uploads', { ownerId: 1, path: '/uploads/a.webp', mime: 'image/webp', size: 3, createdAt: at })
      await tx.remove('users', 3)
    })
    await source.storage.putBlob('/uploads/a.webp', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }))
    const file = join(dir, 'export.json')
    await exportToFile(source, file)
    expect((JSON.parse(readFileSync(file, 'utf8')) as ExportFile).format).toBe('lemon-mock-db')

    const target = await apiDb(join(dir, 'b.db'))
    const summary = await importFromFile(target, file)
    expect(summary).toMatchObject({ counts: { users: 2, posts: 1, uploads: 1 }, blobs: 1 })
    expect(target.filter('users').map((u) => u.id)).toEqual([1, 2])
    expect(target.get('posts', 1)?.title).toBe('早餐')
    expect(new Uint8Array(await (await target.storage.getBlob('/uploads/a.webp'))!.arrayBuffer())).toEqual(
      new Uint8Array([1, 2, 3]),
    )
    // The import is stored, not only cached: a restart on the file has it.
    target.close()
    const restarted = await apiDb(join(dir, 'b.db'))
    expect(restarted.get('posts', 1)?.title).toBe('早餐')
    expect(
      (
        await restarted.write((tx) =>
          tx.create('users', { ...tinyUser(0), username: 'next', email: 'next@example.com' }),
        )
      ).id,
    ).toBe(4)
  })

  it('--import takes the data file the standalone API kept before SQLite, with its uploads', async () => {
    const dir = tempDir()
    const legacy = join(dir, '.api-data.json')
    writeFileSync(
      legacy,
      JSON.stringify({
        format: 'lemon-api-data',
        version: 1,
        seedVersion: 'tiny-1',
        counters: { users: 9, posts: 4 },
        tables: {
          users: [tinyUser(1), tinyUser(9)],
          posts: [{ ...newPost, id: 4, authorId: 9 }],
          uploads: [
            { id: 1, ownerId: 9, path: '/uploads/2026/11/abc-x.png', mime: 'image/png', size: 3, createdAt: at },
          ],
          sessions: [
            {
              id: 1,
              userId: 9,
              accessToken: 'old',
              refreshToken: 'old-r',
              accessExpiresAt: 1,
              refreshExpiresAt: 2,
              revoked: false,
              createdAt: at,
            },
          ],
        },
      }),
    )
    mkdirSync(`${legacy}.blobs`)
    writeFileSync(join(`${legacy}.blobs`, encodeURIComponent('/uploads/2026/11/abc-x.png')), new Uint8Array([7, 8, 9]))
    writeFileSync(join(`${legacy}.blobs`, `${encodeURIComponent('/uploads/2026/11/abc-x.png')}.type`), 'image/png')

    const db = await apiDb(join(dir, 'api.db'))
    await importFromFile(db, legacy)
    expect(db.filter('users').map((u) => u.id)).toEqual([1, 9])
    expect(db.get('posts', 4)?.authorId).toBe(9)
    expect(db.find('sessions', (s) => s.accessToken === 'old')).toBeUndefined()
    const blob = await db.storage.getBlob('/uploads/2026/11/abc-x.png')
    expect(blob?.type).toBe('image/png')
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]))
    expect((await db.write((tx) => tx.create('posts', newPost))).id).toBe(5)
  })

  it('a file that is not valid data is refused and the database keeps what it had', async () => {
    const dir = tempDir()
    const db = await apiDb(join(dir, 'api.db'))
    const bad = join(dir, 'bad.json')
    writeFileSync(
      bad,
      JSON.stringify({
        format: 'lemon-mock-db',
        version: 1,
        tables: { users: [tinyUser(1)], posts: [{ ...newPost, id: 1, authorId: 42 }] },
      }),
    )
    await expect(importFromFile(db, bad)).rejects.toThrow(DataImportError)
    writeFileSync(bad, '{"tables":')
    await expect(importFromFile(db, bad)).rejects.toThrow(/JSON/)
    db.close()
    expect((await apiDb(join(dir, 'api.db'))).filter('users').map((u) => u.id)).toEqual([1, 2, 3])
  })

  it('npm run api -- --export / --import: the command line writes the file, and refuses a bad one with exit code 1', async () => {
    const dir = tempDir()
    // Each run starts a Node process that loads the mock server: two runs, the rest is proven in-process above.
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'mock-server/api-cli.ts', ...args], {
        cwd: process.cwd(),
        env: { ...process.env, DB_FILE: join(dir, 'env.db') },
      })
    const exported = join(dir, 'out.json')
    const out = await run('--db', join(dir, 'a.db'), '--export', exported)
    expect(out.stdout).toMatch(/^exported \d+ records and 0 files from .*a\.db/)
    const data = JSON.parse(readFileSync(exported, 'utf8')) as ExportFile
    expect(data.tables.users!.length).toBeGreaterThan(40)
    writeFileSync(join(dir, 'bad.json'), '{}')
    // DB_FILE is the database when --db is not given.
    await expect(run('--import', join(dir, 'bad.json'))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/导入失败/),
    })
    expect(existsSync(join(dir, 'env.db'))).toBe(true)
  }, 60_000)
})
