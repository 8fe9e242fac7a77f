import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { exportToFile, importFromFile } from './api-data-file'
import { DataImportError } from './data-transfer'
import { defectFromEnv, DefectSwitchError } from './defects'
import { DEFAULT_DB_FILE, openApiDb, startStandaloneApi } from './standalone'
import { TEST_HOOK_PATHS, TEST_HOOKS_ENV, testHooksRequested } from './test-hooks'

// `npm run api [-- options]`: serve the standalone API, or move its data to or from a JSON file and exit.
const USAGE = `usage: npm run api [-- [--db FILE] [--test-hooks | --export FILE.json | --import FILE.json]]
  (no option)        serve the API on 127.0.0.1:$PORT (default 8787)
  --test-hooks       also serve POST ${TEST_HOOK_PATHS.reset} and ${TEST_HOOK_PATHS.expireToken}, for tests (or ${TEST_HOOKS_ENV}=1)
  --db FILE          the SQLite database (default $DB_FILE or ${DEFAULT_DB_FILE}); created from the seed when missing
  --export FILE      write every record but logins, the id counters and the uploads to FILE as JSON, then exit
  --import FILE      replace the data with FILE's (an --export file, the QA console's export, or the old .api-data.json), then exit`

/** The data file `npm run api` used before SQLite; its data is imported with --import, never read behind your back. */
const LEGACY_DATA_FILE = '.api-data.json'

async function serve(dbFile: string, testHooks: boolean, defect: string | undefined): Promise<void> {
  const fresh = !existsSync(dbFile)
  const port = Number(process.env.PORT ?? 8787)
  const api = await startStandaloneApi({
    port: Number.isInteger(port) && port >= 0 ? port : 8787,
    dbFile,
    testHooks,
    defect,
  })
  console.log(`柠檬笔记 mock API on ${api.url}/api (data: ${resolve(dbFile)})`)
  if (testHooks)
    console.log(
      `test hooks on: anyone who reaches this port can reset its data (POST ${api.url}${TEST_HOOK_PATHS.reset})`,
    )
  if (fresh && existsSync(LEGACY_DATA_FILE)) {
    console.log(
      `note: ${LEGACY_DATA_FILE} is the old data file; to keep its data: npm run api -- --import ${LEGACY_DATA_FILE}`,
    )
  }
  console.log(
    `try: curl -s -X POST ${api.url}/api/auth/login -H 'content-type: application/json' -d '{"username":"demo@example.com","password":"demo1234"}'`,
  )
  const stop = () => void api.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

async function transfer(dbFile: string, direction: 'export' | 'import', file: string): Promise<void> {
  const db = await openApiDb(dbFile)
  try {
    if (direction === 'export') {
      const data = await exportToFile(db, file)
      const records = Object.values(data.tables).reduce((n, rows) => n + (rows?.length ?? 0), 0)
      console.log(
        `exported ${records} records and ${Object.keys(data.blobs).length} files from ${resolve(dbFile)} to ${resolve(file)}`,
      )
    } else {
      const summary = await importFromFile(db, file)
      const counts = Object.entries(summary.counts)
        .map(([c, n]) => `${c} ${n}`)
        .join(', ')
      console.log(
        `imported ${resolve(file)} into ${resolve(dbFile)}: ${counts}; ${summary.blobs} files; ${summary.keptSessions} sessions kept`,
      )
    }
  } finally {
    db.close()
  }
}

async function main(): Promise<number> {
  let values: { db?: string; export?: string; import?: string; help?: boolean; 'test-hooks'?: boolean }
  try {
    ;({ values } = parseArgs({
      options: {
        db: { type: 'string' },
        export: { type: 'string' },
        import: { type: 'string' },
        'test-hooks': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  if (values.export && values.import) {
    console.error(`--export and --import cannot be given together\n${USAGE}`)
    return 2
  }
  // Before anything opens the database: a defect asked for outside a test must not start an API someone may rely on.
  let defect: string | undefined
  try {
    defect = defectFromEnv(process.env)?.name
  } catch (error) {
    if (!(error instanceof DefectSwitchError)) throw error
    console.error(error.message)
    return 2
  }
  const dbFile = values.db ?? process.env.DB_FILE ?? DEFAULT_DB_FILE
  try {
    if (values.export) await transfer(dbFile, 'export', values.export)
    else if (values.import) await transfer(dbFile, 'import', values.import)
    else await serve(dbFile, testHooksRequested(values['test-hooks'], process.env), defect)
  } catch (error) {
    if (!(error instanceof DataImportError)) throw error
    console.error([error.message, ...error.problems.map((p) => `  ${p}`)].join('\n'))
    return 1
  }
  return 0
}

process.exitCode = await main()
