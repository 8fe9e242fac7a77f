import { conformanceProblems } from '../../conformance/src/contract/answer-checks'
import { contract } from '../fuzz/contract'

// Plain fetch against the Node host, as the real client would call it.
export const BASE = 'http://localhost/api'

export interface CallOptions {
  body?: unknown
  /** Sent as-is, for malformed-JSON cases. */
  rawBody?: string
  token?: string
  headers?: Record<string, string>
}

let checkContract = true
/** Off in the files that answer outside the contract on purpose (injected faults, ad-hoc probe handlers). */
export function setContractCheck(on: boolean): void {
  checkContract = on
}

export interface Envelope {
  success: boolean
  message: string
  // Tests read into data freely and validate it with the shared schemas where the shape matters.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any
  code?: string
  details?: { errors?: Array<{ field: string; message: string }> }
  meta?: unknown
  timestamp: string
}

export async function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { 'X-Platform': 'web', 'X-Client-Version': '1.0.0', ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  let body: string | undefined = options.rawBody
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] = 'application/json'
  }
  const response = await fetch(`${BASE}${path}`, { method, headers, body })
  const text = await response.text()
  // Every answer a contract test provokes must be one docs/openapi.json documents (issue 23): the deliberate 409s,
  // 429s and 403s of these tests reach answers random fuzzing seldom does.
  if (checkContract) {
    const problems = conformanceProblems(contract(), {
      method,
      url: response.url || `${BASE}${path}`,
      status: response.status,
      headers: response.headers,
      text,
    })
    if (problems.length)
      throw new Error(
        `${method} ${path} → ${response.status} is not what docs/openapi.json documents: ${problems.join(' | ')}`,
      )
  }
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Envelope, text }
}

export const DEMO = { email: 'demo@example.com', password: 'demo1234' }
export const ADMIN = { email: 'admin@example.com', password: 'admin1234' }

export async function loginAs(account: { email: string; password: string } = DEMO) {
  const { status, json } = await call('POST', '/auth/login', {
    body: { username: account.email, password: account.password },
  })
  if (status !== 200) throw new Error(`login failed: ${status} ${json.message}`)
  return json.data as { token: string; refreshToken: string; user: { id: number } & Record<string, unknown> }
}

/** The field names of a VALIDATION_001 answer, and its messages. */
export const fieldErrors = (json: Envelope) =>
  Object.fromEntries((json.details?.errors ?? []).map((e) => [e.field, e.message]))

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  username: 'new_user',
  email: 'new.user@example.com',
  password: 'abc12345',
  displayName: '新来的柠檬',
  ...overrides,
})
