import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startStandaloneApi } from '../standalone'
import { tinySeed } from '../test/tiny-seed'
import { DEFECTS, defectFromEnv, type Defect } from '.'

// Each planted defect is in effect over HTTP, and the clean API answers the same requests rightly. One server per
// defect (its own database file), and a clean one started again for each comparison: the handlers share one active
// database, so two servers cannot run at once in this process. The tiny seed keeps each start cheap; the users and
// posts a check needs are made over HTTP like any client would.

const dir = mkdtempSync(join(tmpdir(), 'lemon-defects-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Answer {
  status: number
  headers: Headers
  body: {
    success?: boolean
    message?: string
    code?: string
    data?: unknown
    details?: { errors?: Array<{ field: string; message: string }> }
  }
}

interface Client {
  call(
    method: string,
    path: string,
    options?: { token?: string; json?: unknown; text?: string; headers?: Record<string, string> },
  ): Promise<Answer>
  /** A new user, signed in. */
  register(): Promise<{ id: number; token: string; refreshToken: string }>
  /** A new post of `token`'s user; its id. */
  post(token: string, title?: string): Promise<number>
}

let users = 0

function clientOf(url: string): Client {
  const call: Client['call'] = async (method, path, { token, json, text, headers = {} } = {}) => {
    const body = json === undefined ? text : JSON.stringify(json)
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body,
    })
    const raw = await response.text()
    return { status: response.status, headers: response.headers, body: raw ? (JSON.parse(raw) as Answer['body']) : {} }
  }
  return {
    call,
    register: async () => {
      const n = ++users
      const answer = await call('POST', '/api/auth/register', {
        json: { username: `user_${n}`, email: `user${n}@example.test`, password: 'passw0rd', displayName: `用户${n}` },
      })
      expect(answer.status).toBe(201)
      const data = answer.body.data as { token: string; refreshToken: string; user: { id: number } }
      return { id: data.user.id, token: data.token, refreshToken: data.refreshToken }
    },
    post: async (token, title = '今天的早餐') => {
      const answer = await call('POST', '/api/posts', {
        token,
        json: { title, content: '一碗豆浆两根油条', category: 'food' },
      })
      expect(answer.status).toBe(201)
      return (answer.body.data as { id: number }).id
    },
  }
}

/** Runs `observe` against a fresh API with `defect` planted (undefined: the clean API), then closes it. */
async function withApi<T>(defect: Defect | undefined, observe: (api: Client) => Promise<T>): Promise<T> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const api = await startStandaloneApi({
    port: 0,
    dbFile: join(dir, `${defect?.name ?? 'clean'}.db`),
    seed: tinySeed(),
    defect: defect?.name,
  })
  try {
    // The start-up line is how a person meets an API broken on purpose before trusting it; the clean API has none.
    if (defect) expect(warn).toHaveBeenCalledWith(expect.stringContaining(`DELIBERATE DEFECT "${defect.name}"`))
    else expect(warn).not.toHaveBeenCalled()
    warn.mockRestore()
    return await observe(clientOf(api.url))
  } finally {
    warn.mockRestore()
    await api.close()
  }
}

interface Demo {
  /** What the defect makes a client see, in a test title. */
  shows: string
  /** The same requests against any API; what they observed. */
  observe(api: Client): Promise<unknown>
  clean: unknown
  broken: unknown
}

const DEMOS: Record<string, Demo> = {
  'like-count-stored': {
    shows: 'a repeated like raises the count',
    async observe(api) {
      const author = await api.register()
      const fan = await api.register()
      const id = await api.post(author.token)
      await api.call('POST', `/api/social/like/${id}`, { token: fan.token })
      const again = await api.call('POST', `/api/social/like/${id}`, { token: fan.token })
      const view = await api.call('GET', `/api/posts/${id}`)
      const list = await api.call('GET', `/api/users/${author.id}/posts`)
      return {
        answer: again.body.data,
        detail: (view.body.data as { likesCount: number }).likesCount,
        list: (list.body.data as Array<{ likesCount: number }>)[0]?.likesCount,
      }
    },
    clean: { answer: { isLiked: true, likeCount: 1 }, detail: 1, list: 1 },
    broken: { answer: { isLiked: true, likeCount: 2 }, detail: 2, list: 2 },
  },
  'post-edit-by-anyone': {
    shows: "another user's post is changed by PUT",
    async observe(api) {
      const author = await api.register()
      const other = await api.register()
      const id = await api.post(author.token, '原来的标题')
      const put = await api.call('PUT', `/api/posts/${id}`, {
        token: other.token,
        json: { title: '被别人改了', content: '改掉', category: 'food' },
      })
      const after = await api.call('GET', `/api/posts/${id}`)
      return { status: put.status, title: (after.body.data as { title: string }).title }
    },
    clean: { status: 403, title: '原来的标题' },
    broken: { status: 200, title: '被别人改了' },
  },
  'idempotency-key-ignored': {
    shows: 'a retried create with the same key makes a second post',
    async observe(api) {
      const user = await api.register()
      const send = () =>
        api.call('POST', '/api/posts', {
          token: user.token,
          json: { title: '只发一次', content: '重试', category: 'food' },
          headers: { 'Idempotency-Key': 'retry-0001-abcdef' },
        })
      const first = await send()
      const second = await send()
      const list = await api.call('GET', `/api/users/${user.id}/posts`)
      return {
        statuses: [first.status, second.status],
        replayed: second.headers.get('idempotent-replayed'),
        posts: (list.body.data as unknown[]).length,
      }
    },
    clean: { statuses: [201, 201], replayed: 'true', posts: 1 },
    broken: { statuses: [201, 201], replayed: null, posts: 2 },
  },
  'method-not-allowed-as-404': {
    shows: 'a known path with a method it does not serve is 404',
    async observe(api) {
      const answer = await api.call('PATCH', '/api/posts')
      return { status: answer.status, code: answer.body.code, allow: answer.headers.get('allow') }
    },
    clean: { status: 405, code: 'METHOD_001', allow: 'GET, POST' },
    broken: { status: 404, code: 'NOT_FOUND_001', allow: null },
  },
  'page-repeats-last-item': {
    shows: "page 2 starts with page 1's last item",
    async observe(api) {
      const user = await api.register()
      for (const n of [1, 2, 3]) await api.post(user.token, `第${n}篇`)
      const page = async (n: number) => {
        const answer = await api.call('GET', `/api/users/${user.id}/posts?limit=2&page=${n}`)
        return (answer.body.data as Array<{ title: string }>).map((p) => p.title)
      }
      return [await page(1), await page(2), await page(3)]
    },
    clean: [['第3篇', '第2篇'], ['第1篇'], []],
    broken: [['第3篇', '第2篇'], ['第2篇', '第1篇'], ['第1篇']],
  },
  'post-content-missing': {
    shows: 'post answers have no content',
    async observe(api) {
      const user = await api.register()
      const id = await api.post(user.token)
      const detail = await api.call('GET', `/api/posts/${id}`)
      const list = await api.call('GET', '/api/posts')
      return {
        detail: 'content' in (detail.body.data as object),
        list: (list.body.data as object[]).every((p) => 'content' in p),
      }
    },
    clean: { detail: true, list: true },
    broken: { detail: false, list: false },
  },
  'logout-keeps-token': {
    shows: 'the token still works after logout',
    async observe(api) {
      const user = await api.register()
      const logout = await api.call('POST', '/api/auth/logout', { token: user.token })
      const profile = await api.call('GET', '/api/users/profile', { token: user.token })
      return { logout: logout.status, profileAfter: profile.status }
    },
    clean: { logout: 200, profileAfter: 401 },
    broken: { logout: 200, profileAfter: 200 },
  },
  'title-length-utf16': {
    shows: 'a title of 30 astral characters is refused as too long',
    async observe(api) {
      const user = await api.register()
      const answer = await api.call('POST', '/api/posts', {
        token: user.token,
        json: { title: '𠀀'.repeat(30), content: '三十个字', category: 'food' },
      })
      const tooLong = await api.call('POST', '/api/posts', {
        token: user.token,
        json: { title: '𠀀'.repeat(31), content: '三十一个字', category: 'food' },
      })
      return { thirty: [answer.status, answer.body.code ?? null, answer.body.message], thirtyOne: tooLong.status }
    },
    clean: { thirty: [201, null, '发布成功'], thirtyOne: 400 },
    broken: { thirty: [400, 'VALIDATION_001', '标题不能超过30个字符'], thirtyOne: 400 },
  },
  'bad-json-500': {
    shows: 'a body that is not JSON is a 500',
    async observe(api) {
      const answer = await api.call('POST', '/api/auth/login', {
        text: '{"username":',
        headers: { 'content-type': 'application/json' },
      })
      return [answer.status, answer.body.code]
    },
    clean: [400, 'VALIDATION_001'],
    broken: [500, 'SERVER_001'],
  },
  'sender-marks-read': {
    shows: "the sender's mark-read clears the receiver's unread",
    async observe(api) {
      const sender = await api.register()
      const receiver = await api.register()
      await api.call('POST', '/api/messages/send', {
        token: sender.token,
        json: { receiverId: receiver.id, content: '在吗？' },
      })
      await api.call('PUT', `/api/messages/conversations/${receiver.id}/mark-read`, { token: sender.token })
      const unread = await api.call('GET', '/api/messages/unread/count', { token: receiver.token })
      return (unread.body.data as { count: number }).count
    },
    clean: 1,
    broken: 0,
  },
  'unfollow-keeps-follower-count': {
    shows: 'the follower count stays up after an unfollow',
    async observe(api) {
      const fan = await api.register()
      const star = await api.register()
      await api.call('POST', `/api/social/follow/${star.id}`, { token: fan.token })
      const unfollow = await api.call('DELETE', `/api/social/follow/${star.id}`, { token: fan.token })
      const profile = await api.call('GET', `/api/users/${star.id}`)
      const data = profile.body.data as { user: { followers_count: number }; stats: { followersCount: number } }
      return { answer: unfollow.body.data, profile: [data.user.followers_count, data.stats.followersCount] }
    },
    clean: { answer: { isFollowing: false, followersCount: 0 }, profile: [0, 0] },
    broken: { answer: { isFollowing: false, followersCount: 1 }, profile: [1, 1] },
  },
  'validation-message-english': {
    shows: 'validation answers are in English',
    async observe(api) {
      const user = await api.register()
      const answer = await api.call('POST', '/api/posts', {
        token: user.token,
        json: { title: '', content: '有正文', category: 'food' },
      })
      return { status: answer.status, message: answer.body.message, errors: answer.body.details?.errors }
    },
    clean: { status: 400, message: '标题和内容不能为空', errors: [{ field: 'title', message: '标题和内容不能为空' }] },
    broken: {
      status: 400,
      message: 'Validation failed',
      errors: [{ field: 'title', message: 'Invalid value for "title"' }],
    },
  },
  'comment-count-kept-on-delete': {
    shows: 'a deleted comment is still counted',
    async observe(api) {
      const user = await api.register()
      const id = await api.post(user.token)
      const comment = await api.call('POST', `/api/comments?postId=${id}`, {
        token: user.token,
        json: { content: '第一条评论' },
      })
      await api.call('DELETE', `/api/comments/${(comment.body.data as { id: number }).id}`, { token: user.token })
      const view = await api.call('GET', `/api/posts/${id}`)
      const comments = await api.call('GET', `/api/comments/post/${id}`)
      return {
        commentsCount: (view.body.data as { commentsCount: number }).commentsCount,
        listed: (comments.body.data as unknown[]).length,
      }
    },
    clean: { commentsCount: 0, listed: 0 },
    broken: { commentsCount: 1, listed: 0 },
  },
  'refresh-token-reusable': {
    shows: 'a rotated refresh token refreshes again',
    async observe(api) {
      const user = await api.register()
      const first = await api.call('POST', '/api/auth/refresh', { json: { refreshToken: user.refreshToken } })
      const again = await api.call('POST', '/api/auth/refresh', { json: { refreshToken: user.refreshToken } })
      return [first.status, again.status]
    },
    clean: [200, 401],
    broken: [200, 200],
  },
  'unread-counts-own-messages': {
    shows: "the sender's own message counts as unread",
    async observe(api) {
      const sender = await api.register()
      const receiver = await api.register()
      await api.call('POST', '/api/messages/send', {
        token: sender.token,
        json: { receiverId: receiver.id, content: '你好' },
      })
      const count = async (token: string) =>
        ((await api.call('GET', '/api/messages/unread/count', { token })).body.data as { count: number }).count
      return { sender: await count(sender.token), receiver: await count(receiver.token) }
    },
    clean: { sender: 0, receiver: 1 },
    broken: { sender: 1, receiver: 1 },
  },
  'visitor-can-like': {
    shows: 'a visitor without a token may like',
    async observe(api) {
      const user = await api.register()
      const id = await api.post(user.token)
      const answer = await api.call('POST', `/api/social/like/${id}`)
      return [answer.status, answer.body.success]
    },
    clean: [401, false],
    broken: [200, true],
  },
}

describe('planted defects of the standalone API', () => {
  it('every defect has a demonstration here, a kebab-case name, rules and a description', () => {
    expect(DEFECTS.map((d) => d.name).sort()).toEqual(Object.keys(DEMOS).sort())
    for (const defect of DEFECTS) {
      expect(defect.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(defect.rules.length, defect.name).toBeGreaterThan(0)
      for (const rule of defect.rules) expect(rule, defect.name).toMatch(/^R\d+\.\d+$/)
      expect(defect.description.length, defect.name).toBeGreaterThan(40)
    }
  })

  it('an unknown defect name is refused before anything starts, listing the names', async () => {
    await expect(
      startStandaloneApi({ port: 0, dbFile: join(dir, 'never.db'), seed: tinySeed(), defect: 'no-such-defect' }),
    ).rejects.toThrow(/unknown defect "no-such-defect".*like-count-stored/)
  })

  it('LEMON_API_DEFECT is honoured only with LEMON_API_TEST=1', () => {
    expect(defectFromEnv({})).toBeUndefined()
    expect(() => defectFromEnv({ LEMON_API_DEFECT: 'bad-json-500' })).toThrow(/only with LEMON_API_TEST=1/)
    expect(() => defectFromEnv({ LEMON_API_DEFECT: 'bad-json-500', LEMON_API_TEST: 'yes' })).toThrow(
      /only with LEMON_API_TEST=1/,
    )
    expect(defectFromEnv({ LEMON_API_DEFECT: 'bad-json-500', LEMON_API_TEST: '1' })?.name).toBe('bad-json-500')
    expect(() => defectFromEnv({ LEMON_API_DEFECT: 'nope', LEMON_API_TEST: '1' })).toThrow(/unknown defect/)
  })

  it('npm run api with LEMON_API_DEFECT but without LEMON_API_TEST=1 refuses to start, in one line', async () => {
    const { LEMON_API_TEST: _test, ...env } = process.env
    const cli = fileURLToPath(new URL('../api-cli.ts', import.meta.url))
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', cli, '--db', join(dir, 'cli.db')],
        {
          cwd: fileURLToPath(new URL('../..', import.meta.url)),
          env: { ...env, LEMON_API_DEFECT: 'bad-json-500', PORT: '0' },
          timeout: 30_000,
        },
        (_error, stdout, stderr) => done({ code: child.exitCode, stdout, stderr }),
      )
    })
    expect(existsSync(join(dir, 'cli.db'))).toBe(false)
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'LEMON_API_DEFECT=bad-json-500 plants a deliberate defect and is honoured only with LEMON_API_TEST=1; not starting\n',
    })
  }, 30_000)

  for (const defect of DEFECTS) {
    const demo = DEMOS[defect.name]
    if (!demo) continue
    it(`defect ${defect.name}: ${demo.shows}`, async () => {
      expect(await withApi(defect, demo.observe)).toEqual(demo.broken)
      expect(await withApi(undefined, demo.observe)).toEqual(demo.clean)
    })
  }
})
