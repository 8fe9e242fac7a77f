// For the tests: real HTTP servers on free ports, answering as the test says (or not at all).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll } from 'vitest'

export interface Received {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: Buffer
}

type Handler = (req: IncomingMessage, res: ServerResponse, received: Received) => void

/**
 * Call at the top of a test file: returns a starter of servers, each on a free port, all closed after the file's tests.
 * The starter's `received` lists what a server was sent, each body read whole before the handler runs.
 */
export function tinyServers(): (handler: Handler) => Promise<{ url: string; received: Received[] }> {
  const servers: Server[] = []
  afterAll(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
  return async (handler) => {
    const received: Received[] = []
    const server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const r = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) }
        received.push(r)
        handler(req, res, r)
      })
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }
  }
}

/** An address nothing listens on: a port just freed by a server of our own. */
export async function refusedUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}
