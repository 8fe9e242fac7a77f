import * as v from 'valibot'
import { backendReady } from '@/api/backend-ready'
import { API_BASE_URL, CLIENT_VERSION } from '@/api/config'
import { DevApiResponseSchema } from '@/schemas/dev-api.schema'

// R7.38: the developer page calls the local backend directly (plain fetch, no session, no retries) and shows
// whatever came back: success, message, data, responseTime and version, errors included.

export type DevEndpoint = 'health' | 'ping' | 'mockPosts' | 'mockRegister' | 'mockLogin'

export const DEV_ENDPOINTS: Record<DevEndpoint, { method: 'GET' | 'POST'; path: string; label: string }> = {
  health: { method: 'GET', path: '/health', label: '健康检查' },
  ping: { method: 'GET', path: '/test/ping', label: 'Ping' },
  mockPosts: { method: 'GET', path: '/test/mock-posts', label: '模拟帖子' },
  mockRegister: { method: 'POST', path: '/test/mock-register', label: '模拟注册' },
  mockLogin: { method: 'POST', path: '/test/mock-login', label: '模拟登录' },
}

export interface MockRegisterBody {
  username: string
  email: string
  password: string
  displayName: string
}
export interface MockLoginBody {
  email: string
  password: string
}

export interface DevCallResult {
  endpoint: DevEndpoint
  method: string
  path: string
  /** HTTP status; 0 when the request never got an answer. */
  status: number
  success: boolean
  message: string
  data: unknown
  /** The server's own figure when it sends one (ms), else null. */
  responseTime: number | null
  /** Measured here, from sending to the parsed answer (ms). */
  roundTripMs: number
  version: string | null
}

const url = (path: string) => {
  const full = `${API_BASE_URL}${path}`
  // Outside a page (Node tests) fetch needs an absolute URL, as in the client.
  return globalThis.location ? full : new URL(full, 'http://localhost').href
}

/** Calls one developer endpoint; never throws (a network failure is a result with status 0). */
export async function callDevEndpoint(
  endpoint: DevEndpoint,
  body?: MockRegisterBody | MockLoginBody,
): Promise<DevCallResult> {
  const { method, path } = DEV_ENDPOINTS[endpoint]
  await backendReady()
  const started = performance.now()
  const base = { endpoint, method, path: `${API_BASE_URL}${path}` }
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10
  let res: Response
  try {
    res = await fetch(url(path), {
      method,
      headers: {
        Accept: 'application/json',
        'X-Platform': 'web',
        'X-Client-Version': CLIENT_VERSION,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    })
  } catch (error) {
    return {
      ...base,
      status: 0,
      success: false,
      message: `请求失败：${error instanceof Error ? error.message : String(error)}`,
      data: null,
      responseTime: null,
      roundTripMs: elapsed(),
      version: null,
    }
  }
  const text = await res.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return {
      ...base,
      status: res.status,
      success: false,
      message: '服务器响应解析失败',
      data: text.slice(0, 2000),
      responseTime: null,
      roundTripMs: elapsed(),
      version: null,
    }
  }
  const parsed = v.safeParse(DevApiResponseSchema, json)
  const roundTripMs = elapsed()
  if (!parsed.success) {
    return {
      ...base,
      status: res.status,
      success: false,
      message: '响应不是预期的格式',
      data: json,
      responseTime: null,
      roundTripMs,
      version: null,
    }
  }
  const { success, message, data, responseTime, version } = parsed.output
  // GET /health answers the usual envelope: its version is inside data.
  const dataVersion = (data as { version?: unknown } | null | undefined)?.version
  return {
    ...base,
    status: res.status,
    success: success && res.ok,
    message,
    data: data ?? null,
    responseTime,
    roundTripMs,
    version: version ?? (typeof dataVersion === 'string' ? dataVersion : null),
  }
}
