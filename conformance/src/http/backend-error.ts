// What went wrong when no (whole) answer came, in one line a person at a terminal can act on. Node's fetch (undici)
// reports these as TypeError('fetch failed') with the real reason in `cause` (sometimes nested), or as the abort
// signal's reason.
import type { Exchange } from '../model'

export type BackendErrorKind = 'refused' | 'timeout' | 'cut' | 'dns' | 'aborted' | 'other'

export class BackendError extends Error {
  override name = 'BackendError'
  /** The exchange as far as it went (set by HttpClient.send). */
  exchange?: Exchange
  constructor(
    readonly kind: BackendErrorKind,
    message: string,
    readonly url: string,
  ) {
    super(message)
  }
}

/** Where the request was when it failed: an answer's status line and headers may have come before its body broke. */
export interface FailureContext {
  url: string
  timeoutMs: number
  /** The run's signal was aborted (Ctrl-C): not the backend's fault. */
  runAborted: boolean
  /** The request's own time-out fired. */
  timedOut: boolean
  /** The status, when the headers came before the failure. */
  status?: number
}

export function toBackendError(error: unknown, ctx: FailureContext): BackendError {
  const { url, status } = ctx
  if (ctx.runAborted) return new BackendError('aborted', `request to ${url} stopped: the run was interrupted`, url)
  const codes = causes(error).flatMap((e) =>
    [e.code, e.name, e.message].filter((s): s is string => typeof s === 'string'),
  )
  const has = (...names: string[]) => names.some((n) => codes.includes(n))
  const during = status === undefined ? undefined : `answered ${status} but`

  if (
    ctx.timedOut ||
    has('TimeoutError', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT')
  ) {
    const secs = seconds(ctx.timeoutMs)
    return during
      ? new BackendError(
          'timeout',
          `${url} ${during} its body did not end within ${secs} (expected the whole body)`,
          url,
        )
      : new BackendError('timeout', `no answer from ${url} in ${secs} (expected the API's JSON envelope)`, url)
  }
  if (has('ECONNREFUSED'))
    return new BackendError(
      'refused',
      `cannot reach ${url}: connection refused — is the backend running at --base-url?`,
      url,
    )
  if (has('EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL')) {
    return new BackendError('refused', `cannot reach ${url}: no route to the host — is --base-url right?`, url)
  }
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME')) {
    return new BackendError(
      'dns',
      `cannot reach ${url}: unknown host ${new URL(url).hostname} — is --base-url right?`,
      url,
    )
  }
  if (has('ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'other side closed', 'terminated')) {
    return during
      ? new BackendError(
          'cut',
          `${url} ${during} closed the connection in the middle of its body (expected the whole body)`,
          url,
        )
      : new BackendError('cut', `${url} closed the connection before answering (expected an HTTP answer)`, url)
  }
  return new BackendError('other', `request to ${url} failed: ${detail(error)} (expected an HTTP answer)`, url)
}

interface ErrorLike {
  code?: unknown
  name?: unknown
  message?: unknown
  cause?: unknown
}

/** The error and its causes, outermost first (bounded: a cause chain may loop). */
function causes(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = []
  for (let e = error; e && typeof e === 'object' && chain.length < 8; e = (e as ErrorLike).cause)
    chain.push(e as ErrorLike)
  return chain
}

/** The innermost message that says more than "fetch failed", on one line. */
function detail(error: unknown): string {
  const messages = causes(error)
    .map((e) => (typeof e.message === 'string' ? e.message : ''))
    .filter((m) => m && m !== 'fetch failed')
  const text = messages.at(-1) ?? String(error)
  return text.replace(/\s+/g, ' ').trim()
}

export function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`
}
