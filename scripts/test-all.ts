import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { REAL_API_BUILT_ENV, realApiBuildCommand, realApiBuildEnv } from '../tests/real-api/real-api'
import { SUB_PATH_BUILT_ENV, subPathBuildCommand } from '../tests/sub-path'

// `npm test`: every check and test, arranged to finish soonest on a 2-core machine, then where the time went.
//
// The static checks are single-threaded (tsc, ESLint), so they run side by side, together with the sub-path and
// real-api builds the journeys need (nothing in them depends on a test result). vitest uses every core on its own.
// The journeys come last: their web server builds the app after the unit tests, because the build carries their
// results (/test-api).
// The first failure stops the run (what is still running is stopped) and the exit code is that step's.

export interface Step {
  name: string
  command: string
  env?: Record<string, string>
}

const npm = (script: string): string => `npm run -s ${script}`

const STAGES: Step[][] = [
  [
    // The formatter first: it takes a second, and a wrongly formatted file fails before anything slow starts.
    { name: 'format, typecheck', command: `${npm('format:check')} && ${npm('typecheck')}` },
    { name: 'lint', command: npm('lint') },
    // The contract's patterns are also run in Python's jsonschema and jsonschema-rs (unit stage); quick when set up.
    { name: 'spec:check', command: `${npm('spec:check')} && ${npm('openapi:check')} && ${npm('setup:python')}` },
    { name: 'build /demo/', command: subPathBuildCommand(process.env.E2E_OUT_DIR ?? 'dist', true) },
    {
      name: 'build real-api',
      command: realApiBuildCommand(process.env.E2E_OUT_DIR ?? 'dist', true),
      env: realApiBuildEnv(),
    },
  ],
  [{ name: 'unit', command: npm('test:unit') }],
  [{ name: 'e2e', command: npm('test:e2e'), env: { [SUB_PATH_BUILT_ENV]: '1', [REAL_API_BUILT_ENV]: '1' } }],
  // Every machine transition taken by a unit test or a journey of this run, or listed unreachable with its reason.
  [{ name: 'transitions:check', command: npm('transitions:check') }],
]

export interface Finished {
  name: string
  seconds: number
  code: number
}

type Child = ReturnType<typeof spawn>
const running = new Set<Child>()
/** The step that failed first (the steps stopped because of it fail too, but say nothing). */
let firstFailure: Finished | undefined

/** Starts `step`; its output lines carry `prefix`. Resolves when it has ended. */
function run(step: Step, prefix: string): Promise<Finished> {
  const started = performance.now()
  // A process group of its own (detached), so that stopping it stops its shell, npm and their children together.
  const child = spawn(step.command, {
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
    detached: true,
  })
  running.add(child)
  pipe(child, prefix)
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child)
      resolve({ name: step.name, seconds: (performance.now() - started) / 1000, code: code ?? (signal ? 1 : 0) })
    })
  })
}

/** Writes each of `child`'s lines with `prefix` in front (npm test's steps, npm run dev:api's two servers). */
export function pipe(child: Pick<Child, 'stdout' | 'stderr'>, prefix: string): void {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    let rest = ''
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) out.write(`${prefix}${line}\n`)
    })
    stream?.on('end', () => rest && out.write(`${prefix}${rest}\n`))
  }
}

function stopAll(): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}

/** Runs a stage's steps side by side; the first to fail stops the others. */
function runStage(steps: Step[]): Promise<Finished[]> {
  // Several steps share the console: each line carries its step's name unless the step runs alone.
  const width = Math.max(...steps.map((s) => s.name.length))
  return Promise.all(
    steps.map(async (step) => {
      const result = await run(step, steps.length > 1 ? `[${step.name.padEnd(width)}] ` : '')
      if (result.code !== 0 && !firstFailure) {
        firstFailure = result
        stopAll()
      }
      return result
    }),
  )
}

/** Runs `stages` one after the other (a stage's steps side by side) until one step fails. */
export async function runStages(
  stages: Step[][],
): Promise<{ finished: Finished[][]; firstFailure: Finished | undefined }> {
  firstFailure = undefined
  const finished: Finished[][] = []
  for (const stage of stages) {
    finished.push(await runStage(stage))
    if (firstFailure) break
  }
  return { finished, firstFailure }
}

async function main(): Promise<void> {
  const started = performance.now()
  process.on('SIGINT', () => (stopAll(), process.exit(130)))
  process.on('SIGTERM', () => (stopAll(), process.exit(143)))
  const { finished, firstFailure: failed } = await runStages(STAGES)
  const total = (performance.now() - started) / 1000
  console.log('\nnpm test — where the time went (wall-clock seconds; a stage lasts as long as its slowest step)')
  for (const results of finished) {
    const stage = Math.max(...results.map((r) => r.seconds))
    const steps = results
      .map((r) => `${r.name} ${r.seconds.toFixed(0)} s${r.code === 0 ? '' : ` (exit ${r.code})`}`)
      .join(', ')
    console.log(`  ${stage.toFixed(0).padStart(5)} s  ${steps}`)
  }
  console.log(`  ${total.toFixed(0).padStart(5)} s  in all`)
  if (failed) {
    console.error(`\nnpm test: ${failed.name} failed (exit ${failed.code})`)
    process.exit(failed.code)
  }
}

// Run as `npm test`; imported by its test, it only lends runStages.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main()
