import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { getResponse } from 'msw'
import { seed } from '../fixtures/data'
import { setActiveDb } from './active-db'
import { openDb, type MockDb } from './db'
import { defectBanner, defectNamed, withDefect } from './defects'
import { handlers } from './handlers'
import { unclaimedResponse } from './handlers/not-found'
import { MAX_BODY_BYTES } from './http/body-limit'
import { fail } from './http/envelope'
import type { Seed } from './seed'
import { SERVER_MSG } from './server-messages'
import { createSqliteStorage } from './storage/sqlite-storage'
import { testHookResponse } from './test-hooks'

// The third host (docs/architecture.md §5): the same handlers over real HTTP on localhost, for clients that are not
// this app (curl, a mobile build, the real backend team's contract checks). A small node:http server
// builds a fetch Request per request and asks msw's getResponse; @mswjs/http-middleware crashes with msw 3.
// The data lives in an SQLite file (storage/sqlite-storage.ts); `npm run api` itself is api-cli.ts.

/** Where `npm run api` keeps its data unless DB_FILE or --db says otherwise. */
export const DEFAULT_DB_FILE = '.api-data.db'

export interface StandaloneOptions {
  port?: number
  host?: string
  /** The SQLite database; created from the seed when missing. */
  dbFile?: string
  /** Serves POST /api/test/reset and /api/test/expire-token (mock-server/test-hooks.ts); off: unknown paths. */
  testHooks?: boolean
  /** Tests only: plants this deliberate defect (mock-server/defects) in the answers; an unknown name throws. */
  defect?: string
  /** Tests: the rows a missing database file is created from (default: the fixtures). */
  seed?: Seed
}

export interface StandaloneApi {
  url: string
  db: MockDb
  server: Server
  close(): Promise<void>
}

const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, X-Platform, X-Client-Version, X-Request-Id, Idempotency-Key',
  'Access-Control-Expose-Headers': 'Retry-After, Content-Length, Idempotent-Replayed',
  'Access-Control-Max-Age': '600',
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  })
}

async function send(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string> = { ...CORS_HEADERS }
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const body = method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer())
  if (body) headers['content-length'] = String(body.length)
  res.writeHead(response.status, headers)
  res.end(body)
}

/** The handlers' answer, or the envelope's 404 for a request none of them claims. */
const handlersAnswer = async (request: Request): Promise<Response> =>
  (await getResponse(handlers, request)) ?? fail(404, 'NOT_FOUND_001', SERVER_MSG.endpointNotFound)

async function serve(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  testHooks: boolean,
  answer: typeof handlersAnswer,
): Promise<void> {
  const method = req.method ?? 'GET'
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS)
    res.end()
    return
  }
  // fetch's Request refuses these methods outright; the API answers them like any method it does not serve.
  if (FETCH_FORBIDDEN_METHODS.has(method.toUpperCase())) {
    await send(res, unclaimedResponse(new URL(req.url ?? '/', origin), handlers), method)
    return
  }
  let request: Request
  try {
    request = await toRequest(req, origin)
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge
    await send(res, fail(tooLarge ? 413 : 400, 'VALIDATION_001', tooLarge ? '请求体过大' : SERVER_MSG.badJson), method)
    if (tooLarge) req.destroy()
    return
  }
  const response = (testHooks ? await testHookResponse(request) : undefined) ?? (await answer(request))
  // A network failure injected by faults.ts: drop the connection, as a broken network would.
  if (response.type === 'error') {
    res.destroy()
    return
  }
  await send(res, response, method)
}

/** The db behind the standalone API over `dbFile`, seeded when the file is missing (also used by --export/--import). */
export function openApiDb(dbFile: string, from: Seed = seed): Promise<MockDb> {
  const path = resolve(dbFile)
  return openDb({ storage: createSqliteStorage(path), seed: from, broadcast: false, name: `lemon-api-${path}` })
}

export async function startStandaloneApi({
  port = 8787,
  host = '127.0.0.1',
  dbFile = DEFAULT_DB_FILE,
  testHooks = false,
  defect,
  seed: from,
}: StandaloneOptions = {}): Promise<StandaloneApi> {
  const planted = defect === undefined ? undefined : defectNamed(defect)
  const db = await openApiDb(dbFile, from)
  setActiveDb(db)
  const answer = planted ? withDefect(planted, handlersAnswer, db) : handlersAnswer
  if (planted) console.warn(defectBanner(planted))
  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`
    serve(req, res, origin, testHooks, answer).catch((error: unknown) => {
      console.error('[mock-api] request failed', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json', ...CORS_HEADERS })
      res.end(
        JSON.stringify({
          success: false,
          message: SERVER_MSG.serverError,
          code: 'SERVER_001',
          timestamp: new Date().toISOString(),
        }),
      )
    })
  })
  try {
    await new Promise<void>((done, failed) => {
      server.once('error', failed)
      server.listen(port, host, () => done())
    })
  } catch (error) {
    setActiveDb(null)
    db.close()
    throw error
  }
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://${host}:${actualPort}`,
    db,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => {
          setActiveDb(null)
          db.close()
          done()
        })
      }),
  }
}
