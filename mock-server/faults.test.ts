import * as v from 'valibot'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ErrorEnvelopeSchema } from '@/schemas/envelope.schema'
import {
  addFault,
  clearFaults,
  FAULT_STATUSES,
  faultMatches,
  FAULTS_STORAGE_KEY,
  getFaults,
  localStorageFaultStore,
  memoryFaultStore,
  removeFault,
  setFaults,
  setFaultRandom,
  setFaultStore,
  subscribeFaults,
  type FaultRule,
} from './faults'
import { expireAccessTokenNow, resetDataToSeed, startTestBackend, stopTestBackend } from './node'
import { BASE, call, loginAs, setContractCheck } from './test/api-client'

// Forced answers are outside the API's contract by design: they stand in for a broken server or network.
setContractCheck(false)

beforeEach(async () => {
  setFaultStore(memoryFaultStore())
  await startTestBackend()
})
afterAll(() => {
  clearFaults()
  stopTestBackend()
})

const EXPECTED_CODES: Record<number, string> = {
  401: 'AUTH_002',
  403: 'FORBIDDEN_001',
  404: 'NOT_FOUND_001',
  409: 'CONFLICT_001',
  422: 'VALIDATION_001',
  429: 'RATE_LIMIT_001',
  500: 'SERVER_001',
  503: 'SERVICE_UNAVAILABLE_001',
}

describe('forced status', () => {
  it.each(FAULT_STATUSES)(
    'a forced %i answers the error envelope with its code and a Chinese message',
    async (status) => {
      addFault({ method: 'GET', path: '/api/health', status })
      const { status: got, json } = await call('GET', '/health')
      expect(got).toBe(status)
      const body = v.parse(ErrorEnvelopeSchema, json)
      expect(body.code).toBe(EXPECTED_CODES[status])
      expect(body.message).toMatch(/[\u4e00-\u9fff]/)
    },
  )

  it('forced 401 says 登录已过期，请重新登录 and 500 says 服务器内部错误', async () => {
    addFault({ path: '/api/health', status: 401 })
    expect((await call('GET', '/health')).json.message).toBe('登录已过期，请重新登录')
    setFaults([{ path: '/api/health', status: 500 }])
    expect((await call('GET', '/health')).json.message).toBe('服务器内部错误')
  })

  it('forced 429 carries Retry-After; 422 carries details.errors', async () => {
    addFault({ path: '/api/health', status: 429 })
    const r = await fetch(`${BASE}/health`)
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBe('5')
    setFaults([{ path: '/api/health', status: 422 }])
    const { json } = await call('GET', '/health')
    expect(json.details?.errors?.[0]?.message).toBe('数据验证失败，请检查输入')
  })

  it('a forced status answers before the handler: a forced 500 on register changes no data', async () => {
    addFault({ method: 'POST', path: '/api/auth/register', status: 500 })
    const body = { username: 'ghost_user', email: 'ghost@example.com', password: 'abc12345', displayName: '幽灵' }
    expect((await call('POST', '/auth/register', { body })).status).toBe(500)
    clearFaults()
    expect((await call('POST', '/auth/register', { body })).status).toBe(201)
  })
})

describe('matching', () => {
  const rule = (r: Partial<FaultRule>): FaultRule => ({
    id: 'x',
    method: '*',
    path: '/api/posts*',
    enabled: true,
    ...r,
  })

  it('rules match by method and path pattern (* anything, :name one segment)', () => {
    expect(faultMatches(rule({}), 'GET', '/api/posts')).toBe(true)
    expect(faultMatches(rule({}), 'POST', '/api/posts/12/x')).toBe(true)
    expect(faultMatches(rule({}), 'GET', '/api/users/1')).toBe(false)
    expect(faultMatches(rule({ method: 'GET' }), 'get', '/api/posts')).toBe(true)
    expect(faultMatches(rule({ method: 'GET' }), 'DELETE', '/api/posts')).toBe(false)
    expect(faultMatches(rule({ path: '/api/posts/:id' }), 'GET', '/api/posts/12')).toBe(true)
    expect(faultMatches(rule({ path: '/api/posts/:id' }), 'GET', '/api/posts/12/comments')).toBe(false)
    expect(faultMatches(rule({ path: '/api/a.b' }), 'GET', '/api/aXb')).toBe(false)
    expect(faultMatches(rule({ enabled: false }), 'GET', '/api/posts')).toBe(false)
  })

  it('a rule for another endpoint leaves this one alone', async () => {
    addFault({ method: 'GET', path: '/api/posts*', status: 503 })
    addFault({ method: 'POST', path: '/api/health', status: 503 })
    expect((await call('GET', '/health')).status).toBe(200)
  })

  it('a rule with times applies that many times, then removes itself (retry demos)', async () => {
    addFault({ path: '/api/health', status: 503, times: 2 })
    expect((await call('GET', '/health')).status).toBe(503)
    expect(getFaults()[0]?.times).toBe(1)
    expect((await call('GET', '/health')).status).toBe(503)
    expect(getFaults()).toEqual([])
    expect((await call('GET', '/health')).status).toBe(200)
  })

  it('a rule with a rate breaks that share of matching requests, drawn per request; a spared one is untouched', async () => {
    const draws = [0.1, 0.5, 0.29, 0.3, 0.95]
    const restore = setFaultRandom(() => draws.shift()!)
    try {
      addFault({ path: '/api/health', status: 500, rate: 0.3, times: 5 })
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await call('GET', '/health')).status)
      expect(statuses).toEqual([500, 200, 500, 200, 200])
      // Only the requests it broke used up its times.
      expect(getFaults()[0]?.times).toBe(3)
    } finally {
      restore()
    }
  })

  it('over many requests a 30 % rule breaks about three in ten (the real draw)', async () => {
    addFault({ path: '/api/health', status: 503, rate: 0.3 })
    let broken = 0
    for (let i = 0; i < 200; i++) if ((await call('GET', '/health')).status === 503) broken++
    // 60 expected; these bounds are five standard deviations away.
    expect(broken).toBeGreaterThan(30)
    expect(broken).toBeLessThan(95)
  })

  it('bad rules are refused with TypeError and change nothing', () => {
    addFault({ id: 'keep', path: '/api/health', status: 500 })
    expect(() => addFault({ path: '/api/x', status: 500, rate: 0 })).toThrow(TypeError)
    expect(() => addFault({ path: '/api/x', status: 500, rate: 1.5 })).toThrow(TypeError)
    expect(() => addFault({ path: 'no-slash' })).toThrow(TypeError)
    expect(() => setFaults([{ path: '/api/x', status: 418 as 500 }])).toThrow(TypeError)
    expect(() => addFault({ path: '/api/x', latencyMs: -1 })).toThrow(TypeError)
    expect(getFaults().map((r) => r.id)).toEqual(['keep'])
    removeFault('keep')
    expect(getFaults()).toEqual([])
  })
})

describe('latency and network failure', () => {
  it('extra latency delays the answer by at least the configured ms', async () => {
    addFault({ method: 'GET', path: '/api/health', latencyMs: 60 })
    const started = performance.now()
    const { status } = await call('GET', '/health')
    expect(status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
  })

  it('a network failure makes fetch reject, like a dropped connection', async () => {
    addFault({ path: '/api/health', networkError: true })
    await expect(fetch(`${BASE}/health`)).rejects.toThrow(TypeError)
    clearFaults()
    expect((await fetch(`${BASE}/health`)).status).toBe(200)
  })
})

describe('global actions', () => {
  it('expire the access token now: the next call answers 401 AUTH_002, refresh still works', async () => {
    const { token, refreshToken } = await loginAs()
    expect((await call('GET', '/users/profile', { token })).status).toBe(200)
    expect(await expireAccessTokenNow(token)).toBe(1)
    const after = await call('GET', '/users/profile', { token })
    expect([after.status, after.json.code]).toEqual([401, 'AUTH_002'])
    const refreshed = await call('POST', '/auth/refresh', { body: { refreshToken } })
    expect(refreshed.status).toBe(200)
  })

  it('expire without a token expires every live access token', async () => {
    const a = await loginAs()
    const b = await loginAs({ email: 'admin@example.com', password: 'admin1234' })
    expect(await expireAccessTokenNow()).toBeGreaterThanOrEqual(2)
    expect((await call('GET', '/users/profile', { token: a.token })).status).toBe(401)
    expect((await call('GET', '/users/profile', { token: b.token })).status).toBe(401)
  })

  it('reset data restores the seed (a registered user is gone)', async () => {
    const body = { username: 'temp_user', email: 'temp@example.com', password: 'abc12345', displayName: '临时' }
    expect((await call('POST', '/auth/register', { body })).status).toBe(201)
    await resetDataToSeed()
    const login = await call('POST', '/auth/login', { body: { username: 'temp@example.com', password: 'abc12345' } })
    expect(login.status).toBe(401)
  })
})

describe('persistence of the settings', () => {
  it('settings are saved to the store and read back by a fresh load (a reload)', () => {
    const store = memoryFaultStore()
    setFaultStore(store)
    addFault({ id: 'slow-posts', method: 'get', path: '/api/posts*', latencyMs: 800 })
    expect(JSON.parse(store.load()!)).toEqual([
      { id: 'slow-posts', method: 'GET', path: '/api/posts*', latencyMs: 800, enabled: true },
    ])
    setFaultStore(memoryFaultStore())
    expect(getFaults()).toEqual([])
    setFaultStore(memoryFaultStore(store.load()))
    expect(getFaults()).toEqual([
      { id: 'slow-posts', method: 'GET', path: '/api/posts*', latencyMs: 800, enabled: true },
    ])
  })

  it('corrupt or foreign stored settings are ignored, never a crash; bad rules are dropped', () => {
    setFaultStore(memoryFaultStore('{not json'))
    expect(getFaults()).toEqual([])
    setFaultStore(memoryFaultStore('{"a":1}'))
    expect(getFaults()).toEqual([])
    setFaultStore(
      memoryFaultStore(
        JSON.stringify([{ id: 'ok', path: '/api/x', status: 500 }, { id: 'bad', path: 'x' }, { path: '/api/no-id' }]),
      ),
    )
    expect(getFaults().map((r) => r.id)).toEqual(['ok'])
  })

  it('the localStorage store keeps the rules under lemon.mockFaults', () => {
    const data = new Map<string, string>()
    const fake = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, value: string) => void data.set(k, value),
    } as unknown as Storage
    setFaultStore(localStorageFaultStore(fake))
    addFault({ id: 'down', path: '/api/*', status: 503 })
    expect(JSON.parse(data.get(FAULTS_STORAGE_KEY)!)[0]).toMatchObject({ id: 'down', status: 503 })
    setFaultStore(localStorageFaultStore(fake))
    expect(getFaults()[0]?.id).toBe('down')
  })

  it('subscribers hear every change until they unsubscribe', () => {
    const seen: number[] = []
    const stop = subscribeFaults((rules) => seen.push(rules.length))
    addFault({ path: '/api/a', status: 500 })
    addFault({ path: '/api/b', status: 500 })
    clearFaults()
    stop()
    addFault({ path: '/api/c', status: 500 })
    expect(seen).toEqual([1, 2, 0])
  })
})
