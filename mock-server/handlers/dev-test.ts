import { http } from 'msw'
import { DevMockLoginRequestSchema, DevMockRegisterRequestSchema } from '@/schemas/dev-api.schema'
import { api, errorResponse, handle, HttpError, readJson, validate } from '../http'
import type { RequestContext } from '../http'
import { MOCK_API_VERSION } from './health'
import { devMockLogin, devMockPosts, devMockRegister, DevQuerySchema } from '../services/dev-test-service'

// R7.38: the developer page /test-api calls these directly and reads success, message, data,
// responseTime and version — errors included, so they answer in that shape too (plus code/details).

type DevResult = { message: string; data: unknown; status?: number }

export function devRoute(fn: (ctx: RequestContext) => Promise<DevResult> | DevResult) {
  return handle(async (ctx) => {
    const started = performance.now()
    const responseTime = () => Math.round((performance.now() - started) * 100) / 100
    try {
      const { message, data, status = 200 } = await fn(ctx)
      return Response.json(
        {
          success: true,
          message,
          data,
          responseTime: responseTime(),
          version: MOCK_API_VERSION,
          timestamp: new Date().toISOString(),
        },
        { status },
      )
    } catch (error) {
      // The usual error envelope, with the two fields the developer page shows beside it.
      const failed = errorResponse(error)
      const body = (await failed.json()) as Record<string, unknown>
      return Response.json(
        { ...body, data: null, responseTime: responseTime(), version: MOCK_API_VERSION },
        { status: failed.status },
      )
    }
  })
}

export const devTestHandlers = [
  http.get(
    api('/test/ping'),
    devRoute(() => ({ message: 'pong', data: { pong: true, serverTime: new Date().toISOString() } })),
  ),
  http.get(
    api('/test/mock-posts'),
    devRoute(({ request, db }) => {
      const { limit } = validate(DevQuerySchema, Object.fromEntries(new URL(request.url).searchParams))
      return { message: '获取模拟帖子成功', data: devMockPosts(db, limit) }
    }),
  ),
  http.post(
    api('/test/mock-register'),
    devRoute(async ({ request, db }) => ({
      message: '模拟注册校验通过（未保存）',
      data: devMockRegister(db, validate(DevMockRegisterRequestSchema, await readJson(request))),
    })),
  ),
  http.post(
    api('/test/mock-login'),
    devRoute(async ({ request, db }) => {
      const input = validate(DevMockLoginRequestSchema, await readJson(request))
      const user = await devMockLogin(db, input)
      if (!user) throw new HttpError(401, 'AUTH_003', '邮箱或密码错误')
      return { message: '模拟登录成功（未创建会话）', data: { user } }
    }),
  ),
]
