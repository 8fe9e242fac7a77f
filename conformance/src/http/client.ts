// The kit's one HTTP client: every request of every check goes through send(), so every exchange is recorded the same
// way and every way a backend can fail to answer becomes one BackendError with a one-line message.
import type { Exchange, SentRequest } from '../model'
import { apiBase } from './base-url'
import { toBackendError } from './backend-error'
import { describeMultipart, receivedResponse } from './exchange-record'

export { BackendError, type BackendErrorKind } from './backend-error'

export interface FormPart {
  name: string
  value?: string
  file?: { bytes: Uint8Array; filename: string; type: string }
}

export interface RequestSpec {
  method: string
  /** Path and query, starting with /api/ (already percent-encoded). */
  path: string
  /** Sent as given; a name here replaces the Content-Type or Authorization the options below would set. */
  headers?: Record<string, string>
  /** Sets Authorization: Bearer <token>. */
  token?: string
  /** A JSON body, with Content-Type: application/json. */
  json?: unknown
  /** A raw body (bad JSON, odd content types); without contentType no Content-Type header is sent. */
  text?: { body: string; contentType?: string }
  /** A multipart/form-data body. */
  form?: FormPart[]
}

export interface Answer {
  exchange: Exchange
  method: string
  /** The full URL sent to, query included. */
  url: string
  status: number
  headers: Headers
  /** The whole body (the exchange keeps a cut copy). */
  text: string
  /** The body parsed as JSON whatever the Content-Type said; undefined when it does not parse. */
  json: unknown
}

export interface HttpClientOptions {
  baseUrl: string
  /** For each request, from sending to the whole body read. */
  timeoutMs: number
  /** The run's signal: aborting it (Ctrl-C) stops the requests in flight with a BackendError of kind 'aborted'. */
  signal?: AbortSignal
  /** Called with every exchange, answered or not, e.g. to attach it to the check that made it. */
  onExchange?: (exchange: Exchange) => void
}

export class HttpClient {
  readonly base: string
  #requests = 0

  constructor(private readonly options: HttpClientOptions) {
    this.base = apiBase(options.baseUrl)
  }

  /** Exchanges made so far, answered or not. */
  get requests(): number {
    return this.#requests
  }

  /** Throws BackendError when no whole answer came; any status is an answer. */
  async send(spec: RequestSpec): Promise<Answer> {
    const url = this.base + spec.path
    const { init, request } = prepare(spec, url)
    const runSignal = this.options.signal
    if (runSignal?.aborted)
      throw toBackendError(runSignal.reason, {
        url,
        timeoutMs: this.options.timeoutMs,
        runAborted: true,
        timedOut: false,
      })
    const timeout = AbortSignal.timeout(this.options.timeoutMs)
    const signal = runSignal ? AbortSignal.any([runSignal, timeout]) : timeout
    // A redirect is an answer to check, not to follow. Built before anything is counted as sent: a method, a header or
    // a body fetch refuses (a newline in a value, a body on a GET) throws a TypeError here, the check's mistake.
    const outgoing = new Request(url, { ...init, signal, redirect: 'manual' })
    this.#requests++
    const started = performance.now()
    let response: Response | undefined
    let exchange: Exchange
    try {
      response = await fetch(outgoing)
      const text = await response.text()
      exchange = {
        request,
        response: receivedResponse(response.status, response.headers, text, performance.now() - started),
      }
      this.options.onExchange?.(exchange)
      return {
        exchange,
        method: spec.method,
        url,
        status: response.status,
        headers: response.headers,
        text,
        json: parseJson(text),
      }
    } catch (error) {
      const failure = toBackendError(error, {
        url,
        timeoutMs: this.options.timeoutMs,
        runAborted: runSignal?.aborted ?? false,
        timedOut: timeout.aborted,
        status: response?.status,
      })
      exchange = { request, error: failure.message }
      // Half an answer still shows what the backend said before it stopped.
      if (response)
        exchange.response = receivedResponse(response.status, response.headers, '', performance.now() - started)
      this.options.onExchange?.(exchange)
      failure.exchange = exchange
      throw failure
    }
  }
}

function prepare(spec: RequestSpec, url: string): { init: RequestInit; request: SentRequest } {
  const headers: Record<string, string> = {}
  const request: SentRequest = { method: spec.method, url, headers }
  let body: BodyInit | undefined
  if (spec.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = request.body = JSON.stringify(spec.json)
  } else if (spec.text) {
    if (spec.text.contentType !== undefined) headers['content-type'] = spec.text.contentType
    request.body = spec.text.body
    // Bytes, not a string: fetch gives a string body Content-Type text/plain, and "no Content-Type" is a case to check.
    body = new TextEncoder().encode(spec.text.body)
  } else if (spec.form) {
    const form = new FormData()
    request.parts = []
    for (const part of spec.form) {
      if (part.file) {
        form.append(
          part.name,
          new Blob([part.file.bytes as Uint8Array<ArrayBuffer>], { type: part.file.type }),
          part.file.filename,
        )
        request.parts.push({
          name: part.name,
          file: { filename: part.file.filename, type: part.file.type, bytes: part.file.bytes.byteLength },
        })
      } else {
        form.append(part.name, part.value ?? '')
        request.parts.push({ name: part.name, value: part.value ?? '' })
      }
    }
    request.body = describeMultipart(request.parts)
    body = form
  }
  if (spec.token !== undefined) headers.authorization = `Bearer ${spec.token}`
  for (const [name, value] of Object.entries(spec.headers ?? {})) {
    for (const existing of Object.keys(headers))
      if (existing.toLowerCase() === name.toLowerCase()) delete headers[existing]
    headers[name] = value
  }
  return { init: { method: spec.method, headers, body }, request }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
