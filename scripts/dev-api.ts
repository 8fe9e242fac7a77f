import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { pipe } from './test-all'

// `npm run dev:api`: the app's dev server talking to the standalone API over real HTTP (another origin, real CORS),
// instead of the mock in its service worker: what the app does against a real backend, with the demo data. One
// command for both, since one left running alone is a port taken or a client with nothing to call.

const API_PORT = Number(process.env.PORT ?? 8787)
const API_BASE_URL = `http://127.0.0.1:${API_PORT}/api`
const bin = (name: string) => join('node_modules', '.bin', name)

interface Proc {
  name: string
  command: string
  args: string[]
  env: Record<string, string>
}

const PROCS: Proc[] = [
  { name: 'api', command: bin('tsx'), args: ['mock-server/api-cli.ts'], env: { PORT: String(API_PORT) } },
  { name: 'vite', command: bin('vite'), args: [], env: { VITE_API_BASE_URL: API_BASE_URL } },
]

const width = Math.max(...PROCS.map((p) => p.name.length))
const children: ChildProcess[] = []
let stopping = false

/** Stops both: each runs in a process group of its own, so its children (vite's, tsx's node) stop with it. */
function stopAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  stopping = true
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
}

let exitCode = 0
let running = PROCS.length
for (const proc of PROCS) {
  // detached: Ctrl-C reaches this process only, which then stops both groups (a terminal's SIGINT would otherwise
  // race it, and vite's own children could outlive it).
  const child = spawn(proc.command, proc.args, {
    env: { ...process.env, ...proc.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  children.push(child)
  pipe(child, `[${proc.name.padEnd(width)}] `)
  child.on('error', (error) => {
    console.error(`[${proc.name.padEnd(width)}] could not start: ${error.message}`)
    exitCode ||= 1
    stopAll()
  })
  child.on('close', (code, signal) => {
    running -= 1
    // The first to stop on its own decides the exit code and takes the other with it.
    if (!stopping) {
      console.error(`[${proc.name.padEnd(width)}] stopped (${signal ?? `exit ${code}`}); stopping the others`)
      exitCode = code ?? 1
      stopAll()
    }
    if (running === 0) process.exit(exitCode)
  })
}

console.log(`dev:api: the app (vite) calls ${API_BASE_URL} (npm run api); Ctrl-C stops both`)
process.on('SIGINT', () => ((exitCode ||= 130), stopAll()))
process.on('SIGTERM', () => ((exitCode ||= 143), stopAll()))
