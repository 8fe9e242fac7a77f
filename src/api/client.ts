import type * as v from 'valibot'
import { RETRY_DEFAULTS, RetryError, retryMessages, withRetry } from '@machines/retry'
import { defineService } from '@/lib/service'
import { RefreshResponseSchema } from '@/schemas/auth.schema'
import { announceRetry, reportApiFailure } from './api-events'
import { backendReady } from './backend-ready'
import { API_BASE_URL, CLIENT_VERSION, REQUEST_TIMEOUT_MS } from './config'
import { readEnvelope, validateData, type ApiResult } from './envelope'
import { ApiError, errorFromResponse, networkError, timeoutError } from './errors'
import { createInflightRegistry } from './inflight'
import { resolveMediaFields, resolveMediaUrls } from './media-url'
import { createRefresher } from './refresh'
import { getAccessToken, getRefreshToken } from './token-store'

export type { ApiResult } from './envelope'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type AnySchema = v.GenericSchema<unknown, unknown>
type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions<S extends v.GenericSchema = AnySchema> {
  /** valibot schema for `data`; without it `data` is `unknown`. */
  schema?: S
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  /** false for the R6.7 calls that must go without Authorization (and never trigger a refresh). */
  auth?: boolean
  timeoutMs?: number
  /**
   * R4.38–R4.40, R9.2, R9.31: a call that fails on the network, by timing out or with a 5xx is tried
   * again (2 attempts in all, 1 s later), with a toast for each retry. On by default for calls that
   * change something; false for calls with a retry policy of their own (the query cache's §9 options for
   * GETs, the like toggle's R4.13, the offline queue's backoff) or none (sign-in, R4.4 logout).
   */
  retry?: boolean
  /**
   * Issue 23: a creating call names itself once, and every attempt (a retry, the send after a refresh, an offline
   * replay that passes the same key) carries the same Idempotency-Key, so the server creates it once.
   */
  idempotencyKey?: string
}

interface SendOptions {
  method: Method
  url: string
  body: unknown
  auth: boolean
  timeoutMs: number
  signal: AbortSignal | undefined
  idempotencyKey: string | undefined
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value))
  }
  const full = params.size > 0 ? `${url}?${params}` : url
  // Outside a page (Node tests, scripts) fetch needs an absolute URL.
  return globalThis.location ? full : new URL(full, 'http://localhost').href
}

function buildHeaders(token: string | null, body: unknown, idempotencyKey: string | undefined): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'X-Platform': 'web',
    'X-Client-Version': CLIENT_VERSION,
    'X-Request-Id': crypto.randomUUID(),
  })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey)
  // FormData sets its own multipart boundary.
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  return headers
}

const encodeBody = (body: unknown) =>
  body === undefined || body instanceof FormData ? (body as FormData | undefined) : JSON.stringify(body)

/** Runs one exchange under the R9.1 timeout, mapping transport failures to §8 errors. */
async function withTimeout<T>(opts: SendOptions, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs)
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal
  try {
    return await run(signal)
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (opts.signal?.aborted) throw error // the caller cancelled: callers (TanStack Query) expect the AbortError
    if (timeout.signal.aborted) throw timeoutError(opts.timeoutMs)
    throw networkError(error)
  } finally {
    clearTimeout(timer)
  }
}

/**
 * What the client keeps between requests: R4.2's single-flight refresh (also on demand: the QA console's 强制刷新)
 * and R7.39's GETs in flight.
 */
export interface ApiClientState {
  refresh: () => Promise<boolean>
  inflight: ReturnType<typeof createInflightRegistry>
}

/**
 * Created by the app's start (src/app/start-app.ts, beside how its backend starts), the build's prerender and the
 * tests' setup: a request sent before it is connected throws.
 */
export const apiClient = defineService<ApiClientState>('api client')

/** Creates the client's refresher and in-flight registry and connects them; returns the disconnect. */
export function connectApiClient(): () => void {
  return apiClient.connect({
    refresh: createRefresher(
      async (refreshToken) =>
        (
          await request('POST', '/auth/refresh', {
            body: { refreshToken },
            schema: RefreshResponseSchema,
            auth: false,
            retry: false,
          })
        ).data,
    ),
    inflight: createInflightRegistry(),
  })
}

/** One exchange plus the R4.2 recovery: on a 401, one shared refresh, then the request once more. */
async function send(opts: SendOptions, retried = false): Promise<ApiResult<unknown>> {
  await backendReady()
  const token = opts.auth ? getAccessToken() : null
  const result = await withTimeout(opts, async (signal) => {
    const res = await fetch(opts.url, {
      method: opts.method,
      headers: buildHeaders(token, opts.body, opts.idempotencyKey),
      body: encodeBody(opts.body),
      signal,
    })
    if (res.status === 401 && opts.auth && !retried && getRefreshToken()) return 'unauthorized' as const
    return readEnvelope(res)
  }).catch((error: unknown) => {
    // The error log and the network check listen (src/api/api-events.ts); a caller's own abort is no failure.
    if (error instanceof ApiError) reportApiFailure({ method: opts.method, url: opts.url, error })
    throw error
  })
  if (result !== 'unauthorized') return result

  // A request that left before another one's refresh finished just needs the new token.
  const renewed = getAccessToken() !== token || (await apiClient.get().refresh())
  if (!renewed) throw errorFromResponse(401)
  return send(opts, true)
}

/** Lets each caller of a shared GET cancel its own wait without cancelling the others. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * Runs `call` under the retry helper with the R4.40 toasts; the caller sees the call's own last error
 * (or the abort). A call that was never retried fails with its own message alone: the screen shows it.
 */
async function withRetries<T>(
  call: (signal: AbortSignal | undefined) => Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  let retried = false
  try {
    return await withRetry((_, s) => call(s), {
      attempts: RETRY_DEFAULTS.apiAttempts,
      baseMs: RETRY_DEFAULTS.baseMs,
      factor: RETRY_DEFAULTS.factor,
      capMs: RETRY_DEFAULTS.capMs,
      signal,
      onRetry: (delayMs, attempt, max) => {
        retried = true
        announceRetry({ kind: 'info', message: retryMessages.scheduled(delayMs, attempt, max) })
      },
    })
  } catch (error) {
    if (!(error instanceof RetryError)) throw error
    if (retried) {
      announceRetry(
        error.reason === 'cancelled'
          ? { kind: 'info', message: retryMessages.cancelled }
          : { kind: 'error', message: error.message },
      )
    }
    throw error.cause
  }
}

async function request<S extends v.GenericSchema = AnySchema>(
  method: Method,
  path: string,
  options: RequestOptions<S> & { transform?: (data: unknown) => unknown } = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  const {
    schema,
    query,
    body,
    signal,
    auth = true,
    timeoutMs = REQUEST_TIMEOUT_MS,
    transform,
    retry = method !== 'GET',
    idempotencyKey,
  } = options
  // Loud before the app connects the client, whatever the request.
  const { inflight } = apiClient.get()
  const url = buildUrl(path, query)
  const base = { method, url, body, auth, timeoutMs, idempotencyKey }

  let raw: ApiResult<unknown>
  if (method === 'GET') {
    // R7.39: same URL and same identity → same answer; the token is part of the key.
    const key = `${url}\n${auth ? (getAccessToken() ?? '') : ''}`
    raw = await untilAborted(
      inflight.share(key, () => send({ ...base, signal: undefined })),
      signal,
    )
  } else if (retry) {
    raw = await withRetries((s) => send({ ...base, signal: s }), signal)
  } else {
    raw = await send({ ...base, signal })
  }

  const data = transform ? transform(raw.data) : resolveMediaFields(raw.data)
  return { ...raw, data: schema ? validateData(schema, data) : (data as v.InferOutput<S>) }
}

type Options<S extends v.GenericSchema> = Omit<RequestOptions<S>, 'body'>

/** The one HTTP client (docs/architecture.md §2): headers, auth refresh, dedupe, timeout, envelope and schema checks. */
export const api = {
  get: <S extends v.GenericSchema = AnySchema>(path: string, options?: Options<S>) => request('GET', path, options),
  post: <S extends v.GenericSchema = AnySchema>(path: string, options?: RequestOptions<S>) =>
    request('POST', path, options),
  put: <S extends v.GenericSchema = AnySchema>(path: string, options?: RequestOptions<S>) =>
    request('PUT', path, options),
  patch: <S extends v.GenericSchema = AnySchema>(path: string, options?: RequestOptions<S>) =>
    request('PATCH', path, options),
  delete: <S extends v.GenericSchema = AnySchema>(path: string, options?: RequestOptions<S>) =>
    request('DELETE', path, options),
  /** multipart POST; `/uploads/...` urls in the answer are resolved against the API origin (R3.14). */
  upload: <S extends v.GenericSchema = AnySchema>(path: string, formData: FormData, options?: Options<S>) =>
    request('POST', path, { ...options, body: formData, transform: resolveMediaUrls }),
}
