import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { KitError } from './accounts'
import type { RunReport } from './model'
import { failedChecks } from './model'
import { BackendError } from './http/client'
import { KIT, runKit } from './run'
import { progressPrinter, summary, wantsColour } from './report/terminal'
import { writeReports } from './report/write'

// `npm run conformance -- --base-url URL` (or `npx @lemon-notes/conformance --base-url URL`): the kit from the
// command line. Exit 0 when every check passed, 1 when one failed, 2 when the run could not start (the message says
// why in one line), 130 when stopped with Ctrl-C (the report so far is written, what the run made is put back).

const USAGE = `usage: lemon-conformance --base-url URL [options]
  --base-url URL     the backend's address, e.g. http://127.0.0.1:8787 (its paths are /api/…)
  --quick            a smoke run: a few generated requests per operation, the main rules (seconds)
  --seed N           the seed of the generated requests (default 1; "random" for a new one, printed)
  --runs N           generated requests per operation (default ${40}; --quick ${4})
  --only LIST        run only the checks whose id contains, or whose rules include, one of LIST (comma-separated), e.g. R7.19,pagination
  --accounts FILE    sign in with these accounts instead of registering new ones: a JSON list of at least 5 { "email", "password" }
  --timeout MS       per request (default 10000)
  --out DIR          where the reports go (default ./conformance-report): JSON, JUnit XML, HTML
  --contract FILE    the OpenAPI contract (default: the one shipped with the kit)
  --no-reset         never call the backend's POST /api/test/reset hook at the end, even when it has one
  -h, --help`

/** The contract beside the published package, else the repository's docs/openapi.json. */
function defaultContract(): string {
  const packaged = fileURLToPath(new URL('../openapi.json', import.meta.url))
  return existsSync(packaged) ? packaged : fileURLToPath(new URL('../../docs/openapi.json', import.meta.url))
}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      quick: { type: 'boolean', default: false },
      seed: { type: 'string' },
      runs: { type: 'string' },
      only: { type: 'string' },
      accounts: { type: 'string' },
      timeout: { type: 'string' },
      out: { type: 'string' },
      contract: { type: 'string' },
      'no-reset': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  })
  return values
}

const whole = (name: string, text: string | undefined, fallback: number, min = 1): number => {
  if (text === undefined) return fallback
  const n = Number(text)
  if (!Number.isInteger(n) || n < min) throw new KitError(`--${name} "${text}" is not a whole number ≥ ${min}`)
  return n
}

export async function main(argv: string[]): Promise<number> {
  let values: ReturnType<typeof parse>
  try {
    values = parse(argv)
  } catch (error) {
    console.error(`conformance: ${(error as Error).message}\n${USAGE}`)
    return 2
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  if (!values['base-url']) {
    console.error(`conformance: --base-url is required\n${USAGE}`)
    return 2
  }
  const controller = new AbortController()
  let report: RunReport | undefined
  const outDir = values.out ?? 'conformance-report'
  const onSignal = () => {
    if (controller.signal.aborted) {
      // A second Ctrl-C: leave now, without waiting for the cleanup.
      console.error('\nconformance: stopped again; leaving without putting back what the run made')
      process.exit(130)
    }
    console.error(
      '\nconformance: stopping — finishing the request in flight, putting back what the run made, writing the report (Ctrl-C again to leave at once)',
    )
    controller.abort(new Error('stopped with Ctrl-C'))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    const quick = values.quick
    const seed = values.seed === 'random' ? Math.floor(Math.random() * 2 ** 31) : whole('seed', values.seed, 1, 0)
    const options = {
      baseUrl: values['base-url'],
      contractPath: values.contract ?? defaultContract(),
      quick,
      seed,
      runsPerOperation: whole('runs', values.runs, quick ? 4 : 40),
      timeoutMs: whole('timeout', values.timeout, 10_000),
      ...(values.only
        ? {
            only: values.only
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          }
        : {}),
      ...(values.accounts ? { accountsFile: values.accounts } : {}),
      reset: !values['no-reset'],
      signal: controller.signal,
      progress: progressPrinter(process.stdout),
    }
    console.log(
      `${KIT.name} ${KIT.version}: ${options.baseUrl}, ${quick ? 'quick run' : 'full run'}, seed ${seed}, ${options.runsPerOperation} generated requests per operation`,
    )
    report = await runKit(options)
    const files = await writeReports(report, outDir)
    console.log(summary(report, files, wantsColour(process.stdout)))
    if (report.interrupted) return 130
    return failedChecks(report).length ? 1 : 0
  } catch (error) {
    // One line, never a stack: what is wrong and what was expected (the kit's own bugs too, with DEBUG=1 for more).
    const message = error instanceof Error ? error.message : String(error)
    console.error(`conformance: ${message.split('\n')[0]}`)
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack)
    return error instanceof KitError || error instanceof BackendError ? 2 : 3
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = await main(process.argv.slice(2))
