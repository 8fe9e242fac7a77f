import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The real-api journeys (tests/real-api/*.spec.ts): the production build made with VITE_API_BASE_URL, so the mock is
// not in it, calling the standalone API (`npm run api`) over real HTTP from another origin, as a deployment with a
// real backend does. Read by playwright.config.ts (the project and its servers), scripts/test-all.ts (the build) and
// the journeys (the addresses).

export const REAL_API_PORT = Number(process.env.E2E_REAL_API_PORT ?? 8797)
export const REAL_API_ORIGIN = `http://127.0.0.1:${REAL_API_PORT}`
/** What the build's client calls (VITE_API_BASE_URL). */
export const REAL_API_BASE = `${REAL_API_ORIGIN}/api`
export const REAL_API_APP_PORT = Number(process.env.E2E_REAL_API_APP_PORT ?? 4176)
export const REAL_API_APP_URL = `http://127.0.0.1:${REAL_API_APP_PORT}`
/** Set by `npm test` (scripts/test-all.ts), which makes this build beside the static checks: serve it, do not build it again. */
export const REAL_API_BUILT_ENV = 'E2E_REAL_API_BUILT'
export const REAL_API_PROJECT = 'real-api'

/** The build's environment: the API's address is compiled into the client and allowed by its Content-Security-Policy. */
export const realApiBuildEnv = (): Record<string, string> => ({ VITE_API_BASE_URL: REAL_API_BASE })

/** The build, the same whether the journeys' web server runs it or `npm test` ran it beforehand (with realApiBuildEnv). */
export const realApiBuildCommand = (outDir: string, quiet = false): string =>
  `npx vite build --outDir ${outDir}-real-api${quiet ? ' --logLevel warn' : ''}`

/**
 * A database of its own, deleted before the API starts: each run begins at the seed. Outside test-results, which
 * Playwright empties at the start of a run, maybe after the API has opened its file.
 */
const DB_FILE = join(tmpdir(), `lemon-real-api-${REAL_API_PORT}.db`)
const removeDb = `node -e "for (const f of process.argv.slice(1)) require('node:fs').rmSync(f, { force: true })" ${[DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`].map((f) => JSON.stringify(f)).join(' ')}`

/** The two servers of the project: the API with its test hooks, and the build served from another origin. */
export function realApiWebServers(outDir: string, reuseExistingServer: boolean) {
  return [
    {
      command: `${removeDb} && npm run -s api -- --test-hooks --db ${JSON.stringify(DB_FILE)}`,
      env: { PORT: String(REAL_API_PORT) },
      url: `${REAL_API_BASE}/health`,
      reuseExistingServer,
      timeout: 60_000,
    },
    {
      command: `${process.env[REAL_API_BUILT_ENV] ? '' : `${realApiBuildCommand(outDir)} && `}npx vite preview --outDir ${outDir}-real-api --port ${REAL_API_APP_PORT} --strictPort --host 127.0.0.1`,
      env: realApiBuildEnv(),
      url: REAL_API_APP_URL,
      reuseExistingServer,
      timeout: 180_000,
    },
  ]
}

/**
 * The projects named on the command line (`--project=a`, `--project a b`), or null when none is: then every project
 * runs. Playwright's web servers belong to the whole config; this lets each project start only its own.
 */
export function projectsOnCommandLine(argv: readonly string[]): string[] | null {
  const names: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length))
    else if (arg === '--project')
      while (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('-')) names.push(argv[++i]!)
  }
  return names.length ? names : null
}

/** Whether `project` is among `asked` (Playwright's matching: case-insensitive, `*` a wildcard). */
export function projectAsked(asked: readonly string[] | null, project: string): boolean {
  if (!asked) return true
  return asked.some((name) =>
    new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i').test(project),
  )
}
