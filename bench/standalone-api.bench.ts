import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { createSqliteStorage } from '../mock-server/storage/sqlite-storage'
import { seedLogins, signIn, spawnApi, type SignedIn } from '../mock-server/test/api-process'
import { runKillDrill } from '../mock-server/test/kill-drill'
import type { Figure } from './browser.bench'

// Bench part 2 (issue 23, "a durable standalone API"): `npm run api` in its own process on a fresh SQLite file.
// Load: autocannon at a fixed concurrency, each pass of a connection signed in as the next of many seed users:
// 5 reads and 5 writes (a post's detail, which counts a view; a message; a like; a new post; the like's undo), then
// every post and message answered 201 is looked up in the file. Drill: the kill -9 drill of the unit suite, at hundreds of writes.

export interface StandaloneBenchOptions {
  connections?: number
  durationS?: number
  users?: number
  killAfter?: number
}

const SEED_POSTS = 300

/** CPU seconds a process has used (Linux /proc; null elsewhere): per request, a figure the machine's load does not move much. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime, fields 14 and 15 of stat(5), counted from the state field (3); USER_HZ is 100 on Linux.
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

async function storedIds(dbFile: string): Promise<{ posts: Set<number>; messages: Set<number> }> {
  const storage = createSqliteStorage(dbFile)
  try {
    const { tables } = await storage.loadSnapshot()
    return {
      posts: new Set((tables.posts ?? []).map((r) => r.id)),
      messages: new Set((tables.messages ?? []).map((r) => r.id)),
    }
  } finally {
    storage.close()
  }
}

async function loadTest(
  dbFile: string,
  { connections, durationS, users }: Required<Omit<StandaloneBenchOptions, 'killAfter'>>,
) {
  const api = await spawnApi(dbFile)
  const signed: SignedIn[] = []
  for (const login of seedLogins(users)) signed.push(await signIn(api.url, login))
  const created = { posts: [] as number[], messages: [] as number[] }
  let pass = 0
  const pick = (n: number) => 1 + Math.floor(Math.random() * n)

  type Context = { user?: SignedIn; other?: number; postId?: number }
  const as = (context: Context) => ({
    authorization: `Bearer ${context.user!.token}`,
    'content-type': 'application/json',
  })
  const keyed = (context: Context) => ({ ...as(context), 'idempotency-key': randomUUID() })
  const idOf = (body: string) => (JSON.parse(body) as { data: { id: number } }).data.id

  let result: Result
  let serverCpu: number | null = null
  try {
    const cpuBefore = cpuSeconds(api.child.pid)
    result = await autocannon({
      url: api.url,
      connections,
      duration: durationS,
      timeout: 10,
      requests: [
        {
          // Each pass of each connection is the next user, so many users read and write at once.
          setupRequest: (req, ctx: Context) => {
            ctx.user = signed[pass++ % signed.length]
            ctx.other = signed[pass % signed.length]!.userId
            ctx.postId = pick(SEED_POSTS)
            return { ...req, method: 'GET', path: `/api/posts?page=${pick(5)}&limit=20`, headers: as(ctx) }
          },
        },
        {
          setupRequest: (req, ctx: Context) => ({
            ...req,
            method: 'GET',
            path: `/api/posts/${pick(SEED_POSTS)}`,
            headers: as(ctx),
          }),
        },
        {
          setupRequest: (req, ctx: Context) => ({
            ...req,
            method: 'POST',
            path: '/api/messages/send',
            headers: keyed(ctx),
            body: JSON.stringify({ receiverId: ctx.other, content: `压测消息 ${randomUUID()}` }),
          }),
          onResponse: (status, body) => void (status === 201 && created.messages.push(idOf(body))),
        },
        {
          setupRequest: (req, ctx: Context) => ({
            ...req,
            method: 'GET',
            path: `/api/comments/post/${ctx.postId}`,
            headers: as(ctx),
          }),
        },
        {
          setupRequest: (req, ctx: Context) => ({
            ...req,
            method: 'POST',
            path: `/api/social/like/${ctx.postId}`,
            headers: as(ctx),
          }),
        },
        {
          setupRequest: (req, ctx: Context) => ({
            ...req,
            method: 'GET',
            path: '/api/messages/unread/count',
            headers: as(ctx),
          }),
        },
        {
          setupRequest: (req, ctx: Context) => ({
            ...req,
            method: 'POST',
            path: '/api/posts',
            headers: keyed(ctx),
            body: JSON.stringify({ title: `压测帖子 ${pass}`, content: '并发写入的帖子', category: 'food' }),
          }),
          onResponse: (status, body) => void (status === 201 && created.posts.push(idOf(body))),
        },
        {
          setupRequest: (req, ctx: Context) => ({
            ...req,
            method: 'GET',
            path: '/api/posts?category=food&page=1&limit=20',
            headers: as(ctx),
          }),
        },
        {
          setupRequest: (req, ctx: Context) => ({
            ...req,
            method: 'DELETE',
            path: `/api/social/like/${ctx.postId}`,
            headers: as(ctx),
          }),
        },
        {
          setupRequest: (req, ctx: Context) => ({
            ...req,
            method: 'GET',
            path: '/api/users/profile',
            headers: as(ctx),
          }),
        },
      ],
    })
    const cpuAfter = cpuSeconds(api.child.pid)
    if (cpuBefore !== null && cpuAfter !== null) serverCpu = cpuAfter - cpuBefore
  } finally {
    await api.stop()
  }
  const stored = await storedIds(dbFile)
  const lost = [
    ...created.posts.filter((id) => !stored.posts.has(id)).map((id) => `post ${id}`),
    ...created.messages.filter((id) => !stored.messages.has(id)).map((id) => `message ${id}`),
  ]
  return { result, created, lost, serverCpu }
}

export async function runStandaloneApiBench({
  connections = 32,
  durationS = 20,
  users = 16,
  killAfter = 600,
}: StandaloneBenchOptions = {}): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lemon-api-bench-'))
  try {
    console.log(
      `  load: ${connections} connections for ${durationS} s, ${users} users signed in, 5 reads + 5 writes per pass`,
    )
    const { result, created, lost, serverCpu } = await loadTest(join(dir, 'load.db'), { connections, durationS, users })
    const failures = result.errors + result.timeouts + result.non2xx
    const writes = Math.round(result.requests.total / 2)
    console.log(
      `  ${result.requests.total} requests in ${result.duration} s: ${result.requests.mean.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ~${writes} writes (${created.posts.length} posts and ${created.messages.length} messages created); ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx} ${JSON.stringify(result.statusCodeStats)}; lost ${lost.length}`,
    )
    if (lost.length) console.log(`  lost: ${lost.slice(0, 10).join(', ')}`)
    const cpuPerRequest = serverCpu === null ? null : (serverCpu * 1000) / result.requests.total
    // CPU only: the fsync each write waits for (the event loop with it, DatabaseSync being synchronous) is not in it.
    if (cpuPerRequest !== null)
      console.log(`  server CPU: ${serverCpu!.toFixed(1)} s, ${cpuPerRequest.toFixed(2)} ms per request`)

    console.log(
      `  kill -9 drill: ${users} users, ${connections} requests in flight, SIGKILL after ${killAfter} acknowledged writes`,
    )
    const drillStarted = performance.now()
    const drill = await runKillDrill({ dbFile: join(dir, 'drill.db'), users, concurrency: connections, killAfter })
    const acknowledged = Object.values(drill.acknowledged).reduce((a, b) => a + b, 0)
    console.log(
      `  ${acknowledged} writes acknowledged before the kill ${JSON.stringify(drill.acknowledged)}, ${drill.cutOff} cut off; after the restart ` +
        `(${(drill.restartMs / 1000).toFixed(1)} s): ${drill.missing.length} missing, session kept: ${drill.sessionSurvived}, refused: ${drill.refused.length} ` +
        `(${((performance.now() - drillStarted) / 1000).toFixed(1)} s in all)`,
    )
    if (drill.missing.length) console.log(`  missing: ${drill.missing.slice(0, 10).join(', ')}`)

    const at = `${connections} connections, load average ${loadavg()[0]!.toFixed(1)}`
    return [
      {
        name: `standalone API load, half reads, half writes, ${at}`,
        value: `${result.requests.mean.toFixed(0)} req/s`,
        budget: '—',
        pass: null,
      },
      { name: 'standalone API load, p99 latency', value: `${result.latency.p99} ms`, budget: '—', pass: null },
      ...(cpuPerRequest === null
        ? []
        : [
            {
              name: 'standalone API load, server CPU per request',
              value: `${cpuPerRequest.toFixed(2)} ms`,
              budget: '—',
              pass: null,
            },
          ]),
      {
        name: 'standalone API load, errors + timeouts + non-2xx',
        value: String(failures),
        budget: '0',
        pass: failures === 0,
      },
      {
        name: 'standalone API load, acknowledged creates missing from the file',
        value: `${lost.length} of ${created.posts.length + created.messages.length}`,
        budget: '0',
        pass: lost.length === 0,
      },
      {
        name: 'kill -9 drill, acknowledged writes missing after restart',
        value: `${drill.missing.length} of ${acknowledged}`,
        budget: '0',
        pass: drill.missing.length === 0 && drill.refused.length === 0 && drill.sessionSurvived,
      },
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
