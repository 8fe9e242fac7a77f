import { describe, expect, it } from 'vitest'
import { preflight } from './preflight'
import { json, refusedUrl, tinyServers } from './tiny-server'

const tinyServer = tinyServers()
const health = {
  success: true,
  message: 'ok',
  data: { status: 'ok', version: '1.0.0', uptime: 3 },
  timestamp: '2025-01-01T00:00:00.000Z',
}

async function failed(baseUrl: string, timeoutMs = 2000): Promise<string> {
  const result = await preflight(baseUrl, timeoutMs)
  if (result.ok) throw new Error('preflight passed')
  expect(result.message).not.toMatch(/\n|\s{2}|at .*\.ts:\d/)
  return result.message
}

describe('preflight', () => {
  it('passes with the health envelope, whichever form the base URL takes', async () => {
    const server = await tinyServer((_req, res) => json(res, 200, health))
    expect(await preflight(`${server.url}/api/`, 2000)).toEqual({ ok: true, health })
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/api/health' })
  })

  it('says the backend is down', async () => {
    const base = await refusedUrl()
    expect(await failed(base)).toBe(
      `cannot reach ${base}/api/health: connection refused — is the backend running at --base-url?`,
    )
  })

  it('says a slow backend did not answer in time', async () => {
    const server = await tinyServer(() => {})
    expect(await failed(server.url, 200)).toBe(
      `no answer from ${server.url}/api/health in 200 ms (expected the API's JSON envelope)`,
    )
  })

  it('says the connection was cut', async () => {
    const server = await tinyServer((req) => req.socket.destroy())
    expect(await failed(server.url)).toBe(
      `${server.url}/api/health closed the connection before answering (expected an HTTP answer)`,
    )
  })

  it('says a web page is not the API', async () => {
    const server = await tinyServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end('<!doctype html>\n<html><body><div id="root"></div></body></html>')
    })
    expect(await failed(server.url)).toBe(
      `${server.url}/api/health answered text/html (a web page), not the API's JSON envelope: is --base-url the API's address rather than the app's?`,
    )
  })

  it('says JSON that is not the envelope is not the API', async () => {
    const server = await tinyServer((_req, res) => json(res, 200, {}))
    expect(await failed(server.url)).toBe(
      `${server.url}/api/health answered JSON that is not the API's envelope { success, message, data, timestamp } (missing success, message, data, timestamp): "{}"`,
    )
  })

  it('says what is wrong in an envelope-like answer', async () => {
    const server = await tinyServer((_req, res) => json(res, 200, { ...health, success: 'yes', timestamp: 1 }))
    expect(await failed(server.url)).toMatch(/\(success is "yes", not true; timestamp is not a string\)/)
  })

  it('says a body that is not JSON is not the API', async () => {
    const server = await tinyServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.end('OK\n')
    })
    expect(await failed(server.url)).toBe(
      `${server.url}/api/health answered text/plain: "OK", not JSON (expected the API's JSON envelope { success, message, data, timestamp })`,
    )
  })

  it('says an error status, with the error envelope’s code and message', async () => {
    const server = await tinyServer((_req, res) =>
      json(res, 503, { success: false, message: '数据无法读取', code: 'STORAGE_002', timestamp: 'x' }),
    )
    expect(await failed(server.url)).toBe(
      `${server.url}/api/health answered 503: STORAGE_002 数据无法读取 (expected 200 with the API's JSON envelope): is the backend healthy, and --base-url its address?`,
    )
  })

  it('says an error status without an envelope, with the start of its body', async () => {
    const server = await tinyServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('Cannot GET /api/health')
    })
    expect(await failed(server.url)).toBe(
      `${server.url}/api/health answered 404: "Cannot GET /api/health" (expected 200 with the API's JSON envelope): is the backend healthy, and --base-url its address?`,
    )
  })

  it('says a base URL that is not an address is not one', async () => {
    expect(await failed('127.0.0.1:8787')).toMatch(/^--base-url "127.0.0.1:8787" is not an/)
  })
})
