import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { callDevEndpoint } from './dev-endpoints'

const server = setupTestServer()
const devBody = (data: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  message: 'ok',
  data,
  responseTime: 1.5,
  version: '1.0.0',
  ...extra,
})

describe('developer endpoints', () => {
  it('R7.38 GET health, test ping and test mock posts; reads success, message, data, responseTime and version', async () => {
    const seen: string[] = []
    server.use(
      http.get(apiUrl('/health'), ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`)
        return HttpResponse.json({ success: true, message: 'ok', data: { status: 'ok', version: '1.0.0', uptime: 3 } })
      }),
      http.get(apiUrl('/test/ping'), ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`)
        return HttpResponse.json(devBody({ pong: true }, { message: 'pong' }))
      }),
      http.get(apiUrl('/test/mock-posts'), ({ request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`)
        return HttpResponse.json(devBody([{ id: 1 }], { responseTime: 0.42, version: '2.0.0' }))
      }),
    )
    const health = await callDevEndpoint('health')
    expect(health).toMatchObject({
      status: 200,
      success: true,
      data: { status: 'ok' },
      version: '1.0.0',
      responseTime: null,
    })
    expect(health.roundTripMs).toBeGreaterThanOrEqual(0)
    expect(await callDevEndpoint('ping')).toMatchObject({
      success: true,
      message: 'pong',
      data: { pong: true },
      responseTime: 1.5,
      version: '1.0.0',
    })
    expect(await callDevEndpoint('mockPosts')).toMatchObject({
      data: [{ id: 1 }],
      responseTime: 0.42,
      version: '2.0.0',
    })
    expect(seen).toEqual(['GET /api/health', 'GET /api/test/ping', 'GET /api/test/mock-posts'])
  })

  it('R6.7 GET /health goes without authorization even with tokens stored', async () => {
    setTokens('a1', 'r1')
    const seen: { method: string; authorization: string | null }[] = []
    server.use(
      http.get(apiUrl('/health'), ({ request }) => {
        seen.push({ method: request.method, authorization: request.headers.get('authorization') })
        return HttpResponse.json({ success: true, message: 'ok', data: { status: 'ok', version: '1.0.0', uptime: 3 } })
      }),
    )
    expect(await callDevEndpoint('health')).toMatchObject({ status: 200, success: true })
    expect(seen).toEqual([{ method: 'GET', authorization: null }])
  })

  it('R7.38 POST test mock register and mock login send the fields as JSON, without a token', async () => {
    const bodies: unknown[] = []
    const auth: (string | null)[] = []
    const echo = async ({ request }: { request: Request }) => {
      bodies.push(await request.json())
      auth.push(request.headers.get('authorization'))
      return HttpResponse.json(devBody(null))
    }
    server.use(http.post(apiUrl('/test/mock-register'), echo), http.post(apiUrl('/test/mock-login'), echo))
    await callDevEndpoint('mockRegister', {
      username: 'lemon',
      email: 'a@b.c',
      password: 'abc12345',
      displayName: '柠檬',
    })
    await callDevEndpoint('mockLogin', { email: 'a@b.c', password: 'abc12345' })
    expect(bodies).toEqual([
      { username: 'lemon', email: 'a@b.c', password: 'abc12345', displayName: '柠檬' },
      { email: 'a@b.c', password: 'abc12345' },
    ])
    expect(auth).toEqual([null, null])
  })

  it('R7.38 an error answer is shown, not thrown: success false with its message, responseTime and version', async () => {
    server.use(
      http.post(apiUrl('/test/mock-login'), () =>
        HttpResponse.json(
          {
            success: false,
            message: '邮箱或密码错误',
            code: 'AUTH_003',
            data: null,
            responseTime: 0.8,
            version: '1.0.0',
          },
          { status: 401 },
        ),
      ),
    )
    expect(await callDevEndpoint('mockLogin', { email: 'x@y.z', password: 'nope1234' })).toMatchObject({
      status: 401,
      success: false,
      message: '邮箱或密码错误',
      responseTime: 0.8,
      version: '1.0.0',
    })
  })

  it('a network failure is a result with status 0', async () => {
    server.use(http.get(apiUrl('/test/ping'), () => HttpResponse.error()))
    expect(await callDevEndpoint('ping')).toMatchObject({ status: 0, success: false, data: null })
  })
})
