import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { COLLECTION_NAMES } from '../records'
import { createMemoryStorage } from './memory-storage'
import type { Counters, Storage, Tables } from './types'

// Storage for the standalone API (npm run api): one process, data in a JSON file. The memory storage
// does the bookkeeping (seq checks, change log, cloning); every commit then writes the whole state to the
// file, atomically (temp file + rename), so a crash mid-write never leaves a torn file. Uploaded files
// live beside it in `<file>.blobs/`, one file per blob plus its content type.

const FORMAT = 'lemon-api-data'
const FORMAT_VERSION = 1

interface DataFile {
  format: typeof FORMAT
  version: typeof FORMAT_VERSION
  seedVersion: string | null
  counters: Counters
  tables: Tables
}

function readDataFile(path: string): DataFile | null {
  if (!existsSync(path)) return null
  const text = readFileSync(path, 'utf8')
  let parsed: Partial<DataFile>
  try {
    parsed = JSON.parse(text) as Partial<DataFile>
  } catch {
    throw new Error(`${path} is not valid JSON: delete it (the seed is loaded again) or point DATA_FILE elsewhere`)
  }
  if (parsed.format !== FORMAT || parsed.version !== FORMAT_VERSION || typeof parsed.tables !== 'object' || parsed.tables === null) {
    throw new Error(`${path} is not a ${FORMAT} v${FORMAT_VERSION} file: delete it or point DATA_FILE elsewhere`)
  }
  return parsed as DataFile
}

let tempCounter = 0
async function writeAtomically(path: string, content: string | Uint8Array): Promise<void> {
  const temp = `${path}.${process.pid}.${++tempCounter}.tmp`
  await writeFile(temp, content)
  await rename(temp, path)
}

export async function createJsonFileStorage(filePath: string): Promise<Storage> {
  mkdirSync(dirname(filePath), { recursive: true })
  const inner = createMemoryStorage()
  const stored = readDataFile(filePath)
  let seedVersion: string | null = null
  if (stored?.seedVersion) {
    // Restores the saved state; the seq restarts, which only this process ever reads.
    await inner.replaceAll({ tables: stored.tables, counters: stored.counters ?? {}, seedVersion: stored.seedVersion })
    seedVersion = stored.seedVersion
  }

  // One file write at a time, in commit order; each writes the state as of its own commit or later.
  let writing: Promise<void> = Promise.resolve()
  async function save(): Promise<void> {
    const snapshot = await inner.loadSnapshot()
    const tables: Tables = {}
    for (const c of COLLECTION_NAMES) tables[c] = snapshot.tables[c] ?? []
    const data: DataFile = { format: FORMAT, version: FORMAT_VERSION, seedVersion, counters: await inner.readCounters(), tables }
    const json = JSON.stringify(data)
    const run = writing.then(() => writeAtomically(filePath, json))
    writing = run.catch(() => undefined)
    await run
  }

  const blobDir = `${filePath}.blobs`
  // Upload paths are ASCII (/uploads/2026/11/…); flattening them keeps one directory level.
  const blobFile = (path: string) => join(blobDir, encodeURIComponent(path))

  return {
    kind: 'json-file',
    seedVersion: async () => seedVersion,
    latestSeq: () => inner.latestSeq(),
    loadSnapshot: () => inner.loadSnapshot(),
    changesSince: (seq) => inner.changesSince(seq),
    readCounters: () => inner.readCounters(),
    async commit(input) {
      const seq = await inner.commit(input)
      await save()
      return seq
    },
    async replaceAll(input) {
      const seq = await inner.replaceAll(input)
      seedVersion = input.seedVersion
      await save()
      return seq
    },
    async putBlob(path, blob) {
      mkdirSync(blobDir, { recursive: true })
      await writeAtomically(blobFile(path), new Uint8Array(await blob.arrayBuffer()))
      await writeAtomically(`${blobFile(path)}.type`, blob.type)
    },
    async getBlob(path) {
      try {
        const [bytes, type] = await Promise.all([readFile(blobFile(path)), readFile(`${blobFile(path)}.type`, 'utf8').catch(() => '')])
        return new Blob([bytes], { type })
      } catch {
        return undefined
      }
    },
    async deleteBlob(path) {
      await rm(blobFile(path), { force: true })
      await rm(`${blobFile(path)}.type`, { force: true })
    },
    close() {},
  }
}
