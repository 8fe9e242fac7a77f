// @vitest-environment node
import { http, HttpResponse, delay } from 'msw'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { api } from './client'
import { CLIENT_VERSION, REQUEST_TIMEOUT_MS, resolveRequestTimeout } from './config'
import { ApiError } from './errors'
import { apiUrl, fail, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from './token-store'

const server = setupTestServer()

const ItemSchema = v.object({ id: v.number(), title: v.string() })

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('headers', () => {
  it('R7 sends platform, client version, a unique request id and the bearer token', async () => {
    setTokens('access-1', 'refresh-1')
    const seen: Headers[] = []
    server.use(
      http.get(apiUrl('/posts'), ({ request }) => {
        seen.push(request.headers)
        return HttpResponse.json(ok([]))
      }),
    )
    await api.get('/posts', { query: { page: 1 } })
    await api.get('/posts', { query: { page: 2 } })
    expect(seen).toHaveLength(2)
    for (const h of seen) {
      expect(h.get('X-Platform')).toBe('web')
      expect(h.get('X-Client-Version')).toBe(CLIENT_VERSION)
      expect(h.get('Authorization')).toBe('Bearer access-1')
      expect(h.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(seen[0]?.get('X-Request-Id')).not.toBe(seen[1]?.get('X-Request-Id'))
  })

  it('R6.7 calls marked auth:false go without authorization', async () => {
    setTokens('access-1', 'refresh-1')
    let authorization: string | null = 'unset'
    server.use(
      http.get(apiUrl('/categories'), ({ request }) => {
        authorization = request.headers.get('Authorization')
        return HttpResponse.json(ok([]))
      }),
    )
    await api.get('/categories', { auth: false })
    expect(authorization).toBeNull()
  })

  it('R7 sends no Authorization when logged out, and JSON bodies with a content type', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined
    server.use(
      http.post(apiUrl('/things'), async ({ request }) => {
        seen = {
          auth: request.headers.get('Authorization'),
          type: request.headers.get('Content-Type'),
          body: await request.json(),
        }
        return HttpResponse.json(ok({ id: 1, title: 'x' }))
      }),
    )
    const result = await api.post('/things', { body: { a: 1 }, schema: ItemSchema })
    expect(result.data).toEqual({ id: 1, title: 'x' })
    expect(seen).toEqual({ auth: null, type: 'application/json', body: { a: 1 } })
  })
})

describe('responses', () => {
  it('R3.15 returns data, meta and message of the envelope; query skips empty values', async () => {
    let search = ''
    const meta = { pagination: { page: 1, limit: 20, total: 1, hasNext: false } }
    server.use(
      http.get(apiUrl('/posts'), ({ request }) => {
        search = new URL(request.url).search
        return HttpResponse.json(ok([{ id: 1, title: '柠檬' }], { meta, message: '获取成功' }))
      }),
    )
    const result = await api.get('/posts', {
      schema: v.array(ItemSchema),
      query: { page: 1, limit: 20, category: undefined, search: '' },
    })
    expect(search).toBe('?page=1&limit=20')
    expect(result).toEqual({ data: [{ id: 1, title: '柠檬' }], meta, message: '获取成功' })
  })

  it('R5.27 R8.5 a body that is not a JSON object is an invalid-format error', async () => {
    server.use(
      http.get(
        apiUrl('/html'),
        () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
      http.get(apiUrl('/array'), () => HttpResponse.json([1, 2])),
    )
    for (const path of ['/html', '/array']) {
      const error = await caught(api.get(path))
      expect(error.type).toBe('INVALID_RESPONSE_FORMAT')
      expect(error.message).toBe('服务器响应解析失败')
    }
  })

  it('R5.28 data that fails the schema is a data-validation error with status 422', async () => {
    server.use(http.get(apiUrl('/posts/1'), () => HttpResponse.json(ok({ id: '1' }))))
    const error = await caught(api.get('/posts/1', { schema: ItemSchema }))
    expect(error.type).toBe('DATA_VALIDATION_ERROR')
    expect(error.status).toBe(422)
  })

  it('R5.29 VALIDATION_001 joins the field messages (or names) with a full-width semicolon', async () => {
    const errors = [
      { field: 'email', message: '邮箱格式不正确' },
      { field: 'password', message: '' },
    ]
    server.use(
      http.post(apiUrl('/auth/register'), () =>
        HttpResponse.json(fail('Validation failed', 'VALIDATION_001', { errors }), { status: 400 }),
      ),
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json(fail('Validation failed', 'VALIDATION_001'), { status: 422 }),
      ),
    )
    const error = await caught(api.post('/auth/register', { body: {}, auth: false }))
    expect(error).toMatchObject({
      type: 'VALIDATION_ERROR',
      status: 400,
      code: 'VALIDATION_001',
      message: '邮箱格式不正确；password',
    })
    expect(error.fieldErrors).toEqual(errors)
    expect((await caught(api.post('/auth/login', { body: {}, auth: false }))).message).toBe('输入数据验证失败')
  })

  it('R8.1 every failure the client surfaces is one of the eleven error types', async () => {
    const Item = v.object({ id: v.number() })
    server.use(
      http.get(apiUrl('/t/network'), () => HttpResponse.error()),
      http.get(apiUrl('/t/server'), () => HttpResponse.json({ success: false }, { status: 500 })),
      http.get(apiUrl('/t/client'), () => HttpResponse.json({ success: false }, { status: 404 })),
      http.get(apiUrl('/t/business'), () => HttpResponse.json(fail('今日次数已用完', 'CONFLICT_001'))),
      http.get(apiUrl('/t/timeout'), () => delay('infinite')),
      http.get(apiUrl('/t/validation'), () =>
        HttpResponse.json(fail('Validation failed', 'VALIDATION_001'), { status: 400 }),
      ),
      http.get(apiUrl('/t/authentication'), () => HttpResponse.json({ success: false }, { status: 401 })),
      http.get(apiUrl('/t/authorization'), () => HttpResponse.json({ success: false }, { status: 403 })),
      http.get(apiUrl('/t/rate'), () => HttpResponse.json({ success: false }, { status: 429 })),
      http.get(apiUrl('/t/format'), () => new HttpResponse('<html>not json</html>', { status: 200 })),
      http.get(apiUrl('/t/data'), () => HttpResponse.json(ok({ id: 'one' }))),
    )
    const types = {
      network: (await caught(api.get('/t/network', { auth: false }))).type,
      server: (await caught(api.get('/t/server', { auth: false }))).type,
      client: (await caught(api.get('/t/client', { auth: false }))).type,
      business: (await caught(api.get('/t/business', { auth: false }))).type,
      timeout: (await caught(api.get('/t/timeout', { auth: false, timeoutMs: 20 }))).type,
      validation: (await caught(api.get('/t/validation', { auth: false }))).type,
      authentication: (await caught(api.get('/t/authentication', { auth: false }))).type,
      authorization: (await caught(api.get('/t/authorization', { auth: false }))).type,
      rate: (await caught(api.get('/t/rate', { auth: false }))).type,
      format: (await caught(api.get('/t/format', { auth: false }))).type,
      data: (await caught(api.get('/t/data', { auth: false, schema: Item }))).type,
    }
    expect(types).toEqual({
      network: 'NETWORK_ERROR',
      server: 'SERVER_ERROR',
      client: 'CLIENT_ERROR',
      business: 'BUSINESS_ERROR',
      timeout: 'TIMEOUT_ERROR',
      validation: 'VALIDATION_ERROR',
      authentication: 'AUTHENTICATION_ERROR',
      authorization: 'AUTHORIZATION_ERROR',
      rate: 'RATE_LIMIT_ERROR',
      format: 'INVALID_RESPONSE_FORMAT',
      data: 'DATA_VALIDATION_ERROR',
    })
  })

  it('R3.15 R8.1 success:false with HTTP 200 is a business error carrying the server message', async () => {
    server.use(http.post(apiUrl('/odd'), () => HttpResponse.json(fail('今日次数已用完', 'CONFLICT_001'))))
    const error = await caught(api.post('/odd'))
    expect(error).toMatchObject({
      type: 'BUSINESS_ERROR',
      status: 200,
      code: 'CONFLICT_001',
      message: '今日次数已用完',
    })
  })

  it.each([
    [400, 'CLIENT_ERROR', '请求参数错误'],
    [401, 'AUTHENTICATION_ERROR', '认证失败，请重新登录'],
    [403, 'AUTHORIZATION_ERROR', '权限不足'],
    [404, 'CLIENT_ERROR', '请求的资源不存在'],
    [409, 'BUSINESS_ERROR', '数据冲突，请刷新后重试'],
    [422, 'VALIDATION_ERROR', '数据验证失败，请检查输入'],
    [429, 'RATE_LIMIT_ERROR', '请求过于频繁，请稍后再试'],
    [500, 'SERVER_ERROR', '服务器内部错误'],
    [502, 'SERVER_ERROR', '网关错误'],
    [503, 'SERVER_ERROR', '服务暂时不可用'],
    [504, 'SERVER_ERROR', '网关超时'],
    [507, 'SERVER_ERROR', '服务器暂时不可用，请稍后重试'],
    [418, 'CLIENT_ERROR', '未知错误，请联系客服'],
  ])('R8.12 R8.6 R8.7 R8.8 R8.9 R8.10 status %i without a server message → %s “%s”', async (status, type, message) => {
    server.use(http.get(apiUrl('/status'), () => HttpResponse.json({ success: false }, { status })))
    expect(await caught(api.get('/status', { auth: false }))).toMatchObject({ type, status, message })
  })

  it('R8.12 a gateway HTML page is mapped by its status, not as a parse failure', async () => {
    server.use(http.get(apiUrl('/gw'), () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })))
    expect(await caught(api.get('/gw'))).toMatchObject({ type: 'SERVER_ERROR', status: 502, message: '网关错误' })
  })

  it('R8.12 a 4xx server message wins over the default; a 5xx one does not', async () => {
    server.use(
      http.get(apiUrl('/posts/9'), () => HttpResponse.json(fail('帖子不存在', 'NOT_FOUND_001'), { status: 404 })),
      http.get(apiUrl('/boom'), () =>
        HttpResponse.json(fail('TypeError: x is undefined', 'SERVER_001'), { status: 500 }),
      ),
    )
    expect((await caught(api.get('/posts/9'))).message).toBe('帖子不存在')
    expect((await caught(api.get('/boom'))).message).toBe('服务器内部错误')
  })

  it('R8.3 a network failure is NETWORK_ERROR with status 0', async () => {
    server.use(http.get(apiUrl('/down'), () => HttpResponse.error()))
    expect(await caught(api.get('/down'))).toMatchObject({
      type: 'NETWORK_ERROR',
      status: 0,
      message: '网络连接失败，请检查网络设置',
    })
  })
})

describe('timeout', () => {
  it('R9.1 the client uses the configured 15000 ms, and 10000 ms when the setting is missing or unusable', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000)
    expect(resolveRequestTimeout('15000')).toBe(15_000)
    expect(resolveRequestTimeout(' 20000 ')).toBe(20_000)
    for (const unusable of [undefined, '', '  ', 'abc', '0', '-5', '1.5', 'Infinity']) {
      expect(resolveRequestTimeout(unusable)).toBe(10_000)
    }
  })

  it('R9.1 R8.4 a request still unanswered after 15 s is a timeout error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      server.use(http.get(apiUrl('/slow'), () => delay('infinite')))
      const pending = caught(api.get('/slow'))
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
      expect(await pending).toMatchObject({ type: 'TIMEOUT_ERROR', message: '请求超时（15000ms），请检查网络连接' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('R8.4 the timeout can be shortened per call and names its duration', async () => {
    server.use(http.post(apiUrl('/slow'), () => delay('infinite')))
    expect(await caught(api.post('/slow', { timeoutMs: 20 }))).toMatchObject({
      type: 'TIMEOUT_ERROR',
      message: '请求超时（20ms），请检查网络连接',
    })
  })

  it('a caller abort is passed through as an AbortError, not a timeout', async () => {
    server.use(http.post(apiUrl('/slow'), () => delay('infinite')))
    const controller = new AbortController()
    const pending = api.post('/slow', { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('dedupe', () => {
  it('R7.39 identical in-flight GETs share one request', async () => {
    let hits = 0
    server.use(
      http.get(apiUrl('/posts'), async () => {
        hits += 1
        await delay(20)
        return HttpResponse.json(ok([{ id: 1, title: 'a' }]))
      }),
    )
    const results = await Promise.all([
      api.get('/posts', { query: { page: 1 } }),
      api.get('/posts', { query: { page: 1 } }),
      api.get('/posts', { query: { page: 1 }, schema: v.array(ItemSchema) }),
    ])
    expect(hits).toBe(1)
    expect(results.map((r) => r.data)).toEqual([
      [{ id: 1, title: 'a' }],
      [{ id: 1, title: 'a' }],
      [{ id: 1, title: 'a' }],
    ])
    await api.get('/posts', { query: { page: 1 } })
    expect(hits).toBe(2) // settled requests are not cached
  })

  it('R7.39 different URLs or different tokens are not shared', async () => {
    let hits = 0
    server.use(
      http.get(apiUrl('/posts'), async () => {
        hits += 1
        await delay(10)
        return HttpResponse.json(ok([]))
      }),
    )
    const first = api.get('/posts', { query: { page: 1 } })
    const second = api.get('/posts', { query: { page: 2 } })
    setTokens('other-user', 'r')
    const third = api.get('/posts', { query: { page: 1 } })
    await Promise.all([first, second, third])
    expect(hits).toBe(3)
  })

  it('R7.39 one caller cancelling does not cancel the others', async () => {
    server.use(
      http.get(apiUrl('/posts'), async () => {
        await delay(20)
        return HttpResponse.json(ok(['x']))
      }),
    )
    const controller = new AbortController()
    const cancelled = api.get('/posts', { signal: controller.signal })
    const kept = api.get('/posts')
    controller.abort()
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' })
    expect((await kept).data).toEqual(['x'])
  })
})

describe('uploads', () => {
  it('R3.14 sends multipart form data and keeps /uploads urls same-origin with the mock', async () => {
    let contentType: string | null = null
    server.use(
      http.post(apiUrl('/upload/avatar'), ({ request }) => {
        contentType = request.headers.get('Content-Type')
        return HttpResponse.json(ok({ avatarUrl: '/uploads/a.webp' }))
      }),
    )
    const form = new FormData()
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png')
    const result = await api.upload('/upload/avatar', form, { schema: v.object({ avatarUrl: v.string() }) })
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(result.data.avatarUrl).toBe('/uploads/a.webp')
  })
})
