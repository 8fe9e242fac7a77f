import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { seed } from '../../fixtures/data'

// `npm run api` as a child process, for the drills that must kill it for real (kill -9) and for the load test, whose
// client must not share the server's event loop. Node runs the CLI itself with tsx's loader: `npm run api` → tsx
// would put a second process between us and the server, and a SIGKILL to that one would leave the server running.

const CLI = fileURLToPath(new URL('../api-cli.ts', import.meta.url))
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export interface ApiProcess {
  url: string
  child: ChildProcess
  /** SIGKILL: no handler runs, nothing is flushed or closed. Resolves once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM: the API closes its server and database. */
  stop(): Promise<void>
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) =>
    child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done()),
  )

export async function spawnApi(dbFile: string, { timeoutMs = 120_000 } = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--db', dbFile], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((done, failed) => {
    const timer = setTimeout(() => failed(new Error(`the API did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const found = /mock API on (http:\/\/\S+)\/api/.exec(output)
      if (found) {
        clearTimeout(timer)
        done(found[1]!)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      failed(new Error(`the API exited (${code ?? signal}) before it started:\n${output}`))
    })
  })
  return {
    url,
    child,
    kill: async () => {
      child.kill('SIGKILL')
      await exited(child)
    },
    stop: async () => {
      child.kill('SIGTERM')
      await exited(child)
    },
  }
}

export interface SignedIn {
  userId: number
  token: string
}

/** Seed users with the fixtures' passwords: demo first, then the generated ones (password123). */
export function seedLogins(count: number): Array<{ email: string; password: string }> {
  const generated = (seed.tables.users ?? []).filter((u) => u.role === 'user' && u.email !== 'demo@example.com')
  const logins = [
    { email: 'demo@example.com', password: 'demo1234' },
    ...generated.map((u) => ({ email: u.email, password: 'password123' })),
  ]
  if (count > logins.length) throw new Error(`the seed has ${logins.length} users who can sign in, not ${count}`)
  return logins.slice(0, count)
}

export async function signIn(url: string, login: { email: string; password: string }): Promise<SignedIn> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login.email, password: login.password }),
  })
  if (response.status !== 200)
    throw new Error(`sign-in of ${login.email} answered ${response.status}: ${await response.text()}`)
  const { data } = (await response.json()) as { data: { token: string; user: { id: number } } }
  return { userId: data.user.id, token: data.token }
}
