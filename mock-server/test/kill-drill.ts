import { randomUUID } from 'node:crypto'
import { createSqliteStorage } from '../storage/sqlite-storage'
import { seedLogins, signIn, spawnApi, type SignedIn } from './api-process'

// Issue 23's drill: `npm run api` is killed with SIGKILL in the middle of a stream of writes (posts, messages,
// likes, follows from several users at once), started again on the same database file, and every write that had
// been answered with a 2xx must be there. Used by the unit suite (small) and `npm run bench` (large).

export interface KillDrillOptions {
  dbFile: string
  /** Seed users signed in before the stream; writes rotate over them. */
  users: number
  /** Requests in flight at any time. */
  concurrency: number
  /** The kill is sent once this many writes have been answered; the others are still on the wire. */
  killAfter: number
}

type Acknowledged =
  | { kind: 'post'; id: number; title: string }
  | { kind: 'message'; id: number; content: string }
  | { kind: 'like'; userId: number; postId: number }
  | { kind: 'follow'; followerId: number; followingId: number }

export interface KillDrillResult {
  /** Writes answered 2xx before the kill, by kind. */
  acknowledged: Record<Acknowledged['kind'], number>
  /** Requests that had been sent but not answered when the process died. */
  cutOff: number
  /** Acknowledged writes absent after the restart (must be empty). */
  missing: string[]
  /** Answers other than 2xx before the kill (must be empty: the drill's requests are all valid). */
  refused: string[]
  /** A session made before the kill still works after it. */
  sessionSurvived: boolean
  restartMs: number
}

const KINDS = ['post', 'message', 'like', 'follow'] as const
/** Seed posts a like may point at (the fixtures have ≥ 300). */
const LIKED_POSTS = 300

export async function runKillDrill({
  dbFile,
  users,
  concurrency,
  killAfter,
}: KillDrillOptions): Promise<KillDrillResult> {
  const api = await spawnApi(dbFile)
  const signed: SignedIn[] = []
  for (const login of seedLogins(users)) signed.push(await signIn(api.url, login))

  const acknowledged: Acknowledged[] = []
  const refused: string[] = []
  let sent = 0
  let killing: Promise<void> | null = null

  async function send(n: number): Promise<void> {
    const user = signed[n % signed.length]!
    const other = signed[(n + 1) % signed.length]!
    const kind = KINDS[Math.floor(n / signed.length) % KINDS.length]!
    const headers = {
      authorization: `Bearer ${user.token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    }
    const post = (path: string, body?: unknown) =>
      fetch(`${api.url}${path}`, {
        method: 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    let response: Response
    let record: (data: { id: number }) => Acknowledged
    if (kind === 'post') {
      const title = `断电演练 ${n}`
      response = await post('/api/posts', { title, content: '写到一半被 kill -9 的帖子', category: 'food' })
      record = (data) => ({ kind, id: data.id, title })
    } else if (kind === 'message') {
      const content = `断电演练消息 ${n}`
      response = await post('/api/messages/send', { receiverId: other.userId, content })
      record = (data) => ({ kind, id: data.id, content })
    } else if (kind === 'like') {
      const postId = 1 + (n % LIKED_POSTS)
      response = await post(`/api/social/like/${postId}`)
      record = () => ({ kind, userId: user.userId, postId })
    } else {
      response = await post(`/api/social/follow/${other.userId}`)
      record = () => ({ kind, followerId: user.userId, followingId: other.userId })
    }
    // Acknowledged only once the whole answer is read: a kill mid-body is a write the client never saw succeed.
    const body = (await response.json()) as { data: { id: number } }
    if (response.status >= 200 && response.status < 300) acknowledged.push(record(body.data))
    else refused.push(`${kind} #${n}: ${response.status} ${JSON.stringify(body)}`)
    if (acknowledged.length >= killAfter) killing ??= api.kill()
  }

  async function worker(): Promise<void> {
    while (!killing) {
      try {
        await send(sent++)
      } catch {
        // Refused connection or reset socket: the process is dying or dead.
        if (!killing) throw new Error('a request failed before the kill')
        return
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  // Assigned inside the workers, which TypeScript's narrowing (still `null` here) does not see.
  await (killing as Promise<void> | null)
  const cutOff = sent - acknowledged.length - refused.length

  const restarted = performance.now()
  const again = await spawnApi(dbFile)
  const restartMs = performance.now() - restarted
  const missing: string[] = []
  let sessionSurvived: boolean
  try {
    const profile = await fetch(`${again.url}/api/users/profile`, {
      headers: { authorization: `Bearer ${signed[0]!.token}` },
    })
    sessionSurvived = profile.status === 200
    for (const write of acknowledged) {
      if (write.kind !== 'post') continue
      const answer = await fetch(`${again.url}/api/posts/${write.id}`)
      const title = answer.status === 200 ? ((await answer.json()) as { data: { title: string } }).data.title : null
      if (title !== write.title) missing.push(`post ${write.id} (GET answered ${answer.status})`)
    }
    // The rest is read from the file itself, through a second connection beside the running server.
    const storage = createSqliteStorage(dbFile)
    const { tables } = await storage.loadSnapshot()
    storage.close()
    const has = (rows: Record<string, unknown>[] | undefined, match: Record<string, unknown>) =>
      (rows ?? []).some((row) => Object.entries(match).every(([k, v]) => row[k] === v))
    for (const write of acknowledged) {
      if (write.kind === 'message' && !has(tables.messages, { id: write.id, content: write.content }))
        missing.push(`message ${write.id}`)
      if (write.kind === 'like' && !has(tables.likes, { userId: write.userId, postId: write.postId }))
        missing.push(`like ${write.userId}→${write.postId}`)
      if (
        write.kind === 'follow' &&
        !has(tables.follows, { followerId: write.followerId, followingId: write.followingId })
      ) {
        missing.push(`follow ${write.followerId}→${write.followingId}`)
      }
    }
  } finally {
    await again.stop()
  }
  const counts = { post: 0, message: 0, like: 0, follow: 0 }
  for (const write of acknowledged) counts[write.kind]++
  return { acknowledged: counts, cutOff, missing, refused, sessionSurvived, restartMs }
}
