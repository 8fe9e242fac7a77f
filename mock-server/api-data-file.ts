import { existsSync, readFileSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportedBlob, type ExportFile, type ImportSummary } from './data-transfer'
import type { MockDb } from './db'
import type { Row } from './storage/types'

// The standalone API's JSON files (`npm run api -- --export/--import`): the QA console's export format
// (data-transfer.ts), so data moves between a browser and the standalone API either way. An import also takes the
// data file the standalone API kept before it moved to SQLite (`.api-data.json`, uploads in `<file>.blobs/`).

const LEGACY_FORMAT = 'lemon-api-data'

/** Writes every record but logins, the id counters and the uploaded files to `path` (whole or not at all). */
export async function exportToFile(db: MockDb, path: string): Promise<ExportFile> {
  const data = await db.exportData()
  const temp = `${path}.${process.pid}.tmp`
  await writeFile(temp, JSON.stringify(data))
  await rename(temp, path)
  return data
}

/** Replaces the db's data with the file's, after checking it (a bad file throws DataImportError and changes nothing). */
export async function importFromFile(db: MockDb, path: string): Promise<ImportSummary> {
  const text = await readFile(path, 'utf8')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // importData reports it in its own words.
    return db.importData(text)
  }
  return db.importData(legacyAsExport(parsed, path) ?? parsed)
}

interface LegacyDataFile {
  format: typeof LEGACY_FORMAT
  seedVersion: string | null
  counters?: ExportFile['counters']
  tables: ExportFile['tables']
}

/** The pre-SQLite data file as an export file; null for anything else. Its sessions are dropped like any export's. */
function legacyAsExport(parsed: unknown, path: string): ExportFile | null {
  if ((parsed as Partial<LegacyDataFile> | null)?.format !== LEGACY_FORMAT) return null
  const legacy = parsed as LegacyDataFile
  const blobDir = `${path}.blobs`
  const blobs: Record<string, ExportedBlob> = {}
  for (const upload of (legacy.tables.uploads ?? []) as Row[]) {
    // The old storage flattened each upload path into one file name, its content type beside it.
    const file = join(blobDir, encodeURIComponent(String(upload.path)))
    if (!existsSync(file)) continue
    const type = existsSync(`${file}.type`) ? readFileSync(`${file}.type`, 'utf8') : String(upload.mime)
    blobs[String(upload.path)] = { type, base64: readFileSync(file).toString('base64') }
  }
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    seedVersion: legacy.seedVersion,
    counters: legacy.counters ?? {},
    tables: legacy.tables,
    blobs,
  }
}
