import { describe, expect, it } from 'vitest'
import type { Exchange } from '../model'
import { toBackendError } from './backend-error'
import { BackendError, HttpClient } from './client'
import { json, refusedUrl, tinyServers } from './tiny-server'

const tinyServer = tinyServers()
const ok = (res: Parameters<typeof json>[0]) =>
  json(res, 200, { success: true, message: 'ok', data: null, timestamp: '2025-01-01T00:00:00Z' })

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BackendError)
  return error as BackendError
}

describe('HttpClient', () => {
  it('takes the base URL with or without a trailing slash or /api, and never doubles /api', async () => {
    const server = await tinyServer((_req, res) => ok(res))
    for (const base of [server.url, `${server.url}/`, `${server.url}/api`, `${server.url}/api/`]) {
      const answer = await new HttpClient({ baseUrl: base, timeoutMs: 2000 }).send({
        method: 'GET',
        path: '/api/health?x=1',
      })
      expect(answer.exchange.request.url).toBe(`${server.url}/api/health?x=1`)
    }
    expect(server.received.map((r) => r.url)).toEqual(Array(4).fill('/api/health?x=1'))
  })

  it('keeps a path prefix before /api', async () => {
    const server = await tinyServer((_req, res) => ok(res))
    await new HttpClient({ baseUrl: `${server.url}/backend/api`, timeoutMs: 2000 }).send({
      method: 'GET',
      path: '/api/posts',
    })
    expect(server.received[0]!.url).toBe('/backend/api/posts')
  })

  it('rejects a base URL that is not an http address', () => {
    expect(() => new HttpClient({ baseUrl: 'localhost:8787', timeoutMs: 1000 })).toThrow(/not an http/)
    expect(() => new HttpClient({ baseUrl: 'not a url', timeoutMs: 1000 })).toThrow(/not an address/)
  })

  it('sends a JSON body with the token and records the whole exchange', async () => {
    const server = await tinyServer((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r1' })
      res.end('{"success":true,"data":{"id":7}}')
    })
    const seen: Exchange[] = []
    const client = new HttpClient({ baseUrl: server.url, timeoutMs: 2000, onExchange: (e) => seen.push(e) })
    const answer = await client.send({
      method: 'POST',
      path: '/api/posts',
      token: 't0k',
      json: { title: '春日 "quotes"' },
    })

    expect(server.received[0]).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer t0k', 'content-type': 'application/json' },
    })
    expect(server.received[0]!.body.toString()).toBe('{"title":"春日 \\"quotes\\""}')
    expect(answer.status).toBe(201)
    expect(answer.json).toEqual({ success: true, data: { id: 7 } })
    expect(answer.headers.get('x-request-id')).toBe('r1')
    expect(answer.exchange.request).toEqual({
      method: 'POST',
      url: `${server.url}/api/posts`,
      headers: { 'content-type': 'application/json', authorization: 'Bearer t0k' },
      body: '{"title":"春日 \\"quotes\\""}',
    })
    expect(answer.exchange.response).toMatchObject({ status: 201, body: '{"success":true,"data":{"id":7}}' })
    expect(answer.exchange.response!.headers['x-request-id']).toBe('r1')
    expect(answer.exchange.response!.ms).toBeGreaterThanOrEqual(0)
    expect(seen).toEqual([answer.exchange])
    expect(client.requests).toBe(1)
  })

  it('sends a raw body without a Content-Type unless one is given, and lets headers replace the defaults', async () => {
    const server = await tinyServer((_req, res) => ok(res))
    const client = new HttpClient({ baseUrl: server.url, timeoutMs: 2000 })
    await client.send({ method: 'POST', path: '/api/posts', text: { body: '{"title":' } })
    await client.send({
      method: 'POST',
      path: '/api/posts',
      text: { body: 'a=1', contentType: 'application/x-www-form-urlencoded' },
    })
    const answer = await client.send({
      method: 'POST',
      path: '/api/posts',
      json: {},
      token: 'a',
      headers: { 'Content-Type': 'text/plain', Authorization: 'Basic x' },
    })

    expect(server.received[0]!.headers['content-type']).toBeUndefined()
    expect(server.received[0]!.body.toString()).toBe('{"title":')
    expect(server.received[1]!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(server.received[2]!.headers).toMatchObject({ 'content-type': 'text/plain', authorization: 'Basic x' })
    expect(answer.exchange.request.headers).toEqual({ 'Content-Type': 'text/plain', Authorization: 'Basic x' })
  })

  it('sends multipart form data and records its parts', async () => {
    const server = await tinyServer((_req, res) => ok(res))
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47])
    const answer = await new HttpClient({ baseUrl: server.url, timeoutMs: 2000 }).send({
      method: 'POST',
      path: '/api/posts',
      form: [
        { name: 'title', value: '春日' },
        { name: 'images', file: { bytes, filename: 'a.png', type: 'image/png' } },
      ],
    })
    expect(server.received[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const body = server.received[0]!.body.toString('latin1')
    expect(body).toContain('name="images"; filename="a.png"')
    expect(body).toContain('Content-Type: image/png')
    expect(answer.exchange.request.parts).toEqual([
      { name: 'title', value: '春日' },
      { name: 'images', file: { filename: 'a.png', type: 'image/png', bytes: 4 } },
    ])
    expect(answer.exchange.request.body).toBe('<multipart: title=春日, images=<file a.png 4 B image/png>>')
  })

  it('keeps the whole body in the answer and a cut copy in the exchange', async () => {
    const big = 'x'.repeat(10_000)
    const server = await tinyServer((_req, res) => res.end(big))
    const answer = await new HttpClient({ baseUrl: server.url, timeoutMs: 2000 }).send({
      method: 'GET',
      path: '/api/posts',
    })
    expect(answer.text).toBe(big)
    expect(answer.json).toBeUndefined()
    expect(answer.exchange.response!.body).toMatch(/^x{4096}… \[cut: 10000 characters in all\]$/)
  })

  it('does not follow redirects', async () => {
    const server = await tinyServer((_req, res) => {
      res.writeHead(302, { location: '/elsewhere' })
      res.end()
    })
    const answer = await new HttpClient({ baseUrl: server.url, timeoutMs: 2000 }).send({
      method: 'GET',
      path: '/api/posts',
    })
    expect(answer.status).toBe(302)
    expect(server.received).toHaveLength(1)
  })

  it('throws a request fetch cannot send (a header, a body on a GET) as the caller’s mistake, before counting it', async () => {
    const client = new HttpClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 1000 })
    await expect(client.send({ method: 'GET', path: '/api/posts', headers: { 'x-a': 'line\nbreak' } })).rejects.toThrow(
      TypeError,
    )
    await expect(client.send({ method: 'GET', path: '/api/posts', json: {} })).rejects.toThrow(TypeError)
    expect(client.requests).toBe(0)
  })
})

describe('HttpClient when no answer comes', () => {
  it('says the connection was refused', async () => {
    const base = await refusedUrl()
    const client = new HttpClient({ baseUrl: base, timeoutMs: 2000 })
    const error = await failure(client.send({ method: 'GET', path: '/api/health' }))
    expect(error.kind).toBe('refused')
    expect(error.message).toBe(
      `cannot reach ${base}/api/health: connection refused — is the backend running at --base-url?`,
    )
    expect(error.exchange).toMatchObject({ request: { url: `${base}/api/health` }, error: error.message })
    expect(error.exchange!.response).toBeUndefined()
    expect(client.requests).toBe(1)
  })

  it('gives up after the time-out', async () => {
    const server = await tinyServer(() => {})
    const error = await failure(
      new HttpClient({ baseUrl: server.url, timeoutMs: 200 }).send({ method: 'GET', path: '/api/posts' }),
    )
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe(`no answer from ${server.url}/api/posts in 200 ms (expected the API's JSON envelope)`)
  })

  it('gives up on a body that never ends, keeping the status it had', async () => {
    const server = await tinyServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"success":')
    })
    const error = await failure(
      new HttpClient({ baseUrl: server.url, timeoutMs: 200 }).send({ method: 'GET', path: '/api/posts' }),
    )
    expect(error.kind).toBe('timeout')
    expect(error.message).toMatch(/answered 200 but its body did not end within 200 ms/)
    expect(error.exchange!.response).toMatchObject({ status: 200, body: '' })
  })

  it('says the connection was closed before an answer', async () => {
    const server = await tinyServer((req) => req.socket.destroy())
    const error = await failure(
      new HttpClient({ baseUrl: server.url, timeoutMs: 2000 }).send({ method: 'GET', path: '/api/posts' }),
    )
    expect(error.kind).toBe('cut')
    expect(error.message).toBe(
      `${server.url}/api/posts closed the connection before answering (expected an HTTP answer)`,
    )
  })

  it('says the connection was closed in the middle of a body', async () => {
    const server = await tinyServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
      res.write('{"success":', () => res.socket?.destroy())
    })
    const error = await failure(
      new HttpClient({ baseUrl: server.url, timeoutMs: 2000 }).send({ method: 'GET', path: '/api/posts' }),
    )
    expect(error.kind).toBe('cut')
    expect(error.message).toMatch(/answered 200 but closed the connection in the middle of its body/)
  })

  it('says something that is not HTTP answered', async () => {
    const server = await tinyServer((req) => {
      req.socket.end('SSH-2.0-OpenSSH\r\n')
    })
    const error = await failure(
      new HttpClient({ baseUrl: server.url, timeoutMs: 2000 }).send({ method: 'GET', path: '/api/posts' }),
    )
    expect(error.kind).toBe('other')
    expect(error.message).toMatch(
      new RegExp(
        `^request to ${server.url}/api/posts failed: Response does not match the HTTP/1.1 protocol .*\\(expected an HTTP answer\\)$`,
      ),
    )
  })

  it('stops a request in flight when the run is interrupted, in a way the caller can tell apart', async () => {
    const server = await tinyServer(() => {})
    const run = new AbortController()
    const client = new HttpClient({ baseUrl: server.url, timeoutMs: 5000, signal: run.signal })
    const pending = client.send({ method: 'GET', path: '/api/posts' })
    setTimeout(() => run.abort(), 50)
    const error = await failure(pending)
    expect(error.kind).toBe('aborted')
    // And a request after the interrupt is not sent at all.
    const after = await failure(client.send({ method: 'GET', path: '/api/posts' }))
    expect(after.kind).toBe('aborted')
    expect(server.received).toHaveLength(1)
  })
})

describe('the one-line messages of fetch errors', () => {
  const url = 'http://api.example.invalid:8787/api/health'
  const ctx = { url, timeoutMs: 10_000, runAborted: false, timedOut: false }
  const fetchFailed = (cause: object) => Object.assign(new TypeError('fetch failed'), { cause })

  it.each([
    [
      { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND api.example.invalid' },
      'dns',
      `cannot reach ${url}: unknown host api.example.invalid — is --base-url right?`,
    ],
    [
      { code: 'EAI_AGAIN', message: 'getaddrinfo EAI_AGAIN api.example.invalid' },
      'dns',
      `cannot reach ${url}: unknown host api.example.invalid — is --base-url right?`,
    ],
    [
      { code: 'UND_ERR_HEADERS_TIMEOUT', message: 'Headers Timeout Error' },
      'timeout',
      `no answer from ${url} in 10 s (expected the API's JSON envelope)`,
    ],
    [
      { code: 'UND_ERR_SOCKET', message: 'other side closed' },
      'cut',
      `${url} closed the connection before answering (expected an HTTP answer)`,
    ],
    [
      { code: 'ECONNRESET', message: 'read ECONNRESET' },
      'cut',
      `${url} closed the connection before answering (expected an HTTP answer)`,
    ],
    [
      { message: 'other side closed' },
      'cut',
      `${url} closed the connection before answering (expected an HTTP answer)`,
    ],
    [
      { code: 'ERR_TLS_CERT_ALTNAME_INVALID', message: "Hostname/IP does not match\ncertificate's altnames" },
      'other',
      `request to ${url} failed: Hostname/IP does not match certificate's altnames (expected an HTTP answer)`,
    ],
  ])('maps %o', (cause, kind, message) => {
    const error = toBackendError(fetchFailed(cause), ctx)
    expect(error.kind).toBe(kind)
    expect(error.message).toBe(message)
  })

  it('maps a time-out signal’s reason', () => {
    const error = toBackendError(new DOMException('The operation was aborted due to timeout', 'TimeoutError'), {
      ...ctx,
      timeoutMs: 1500,
    })
    expect(error.message).toBe(`no answer from ${url} in 1.5 s (expected the API's JSON envelope)`)
  })
})
