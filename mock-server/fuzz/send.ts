import { expireAccessTokens } from '../auth-config'
import type { MockDb } from '../db'
import { tokenFor } from '../test/content-seed'
import type { BodySpec, FuzzRequest } from '../../conformance/src/generate/requests'

// Sends one generated request the way a browser would, with a live token for the user it names.

export const ORIGIN = 'http://localhost'

/** Access tokens per user, re-issued when a fuzzed logout or password reset revoked the previous one. */
export class TokenPool {
  readonly #db: MockDb
  readonly #tokens = new Map<number, string>()
  expired = ''
  revoked = ''

  constructor(db: MockDb) {
    this.#db = db
  }

  async init(): Promise<void> {
    this.expired = await tokenFor(this.#db, 1)
    await expireAccessTokens({ accessToken: this.expired })
    this.revoked = await tokenFor(this.#db, 1)
    await this.#db.write(async (tx) => {
      const [session] = tx.filter('sessions', (s) => s.accessToken === this.revoked)
      await tx.update('sessions', session!.id, { revoked: true })
    })
  }

  async forUser(userId: number): Promise<string> {
    const token = this.#tokens.get(userId)
    const session = token === undefined ? undefined : this.#db.find('sessions', (s) => s.accessToken === token)
    if (token !== undefined && session && !session.revoked && session.accessExpiresAt > Date.now()) return token
    const fresh = await tokenFor(this.#db, userId)
    this.#tokens.set(userId, fresh)
    return fresh
  }
}

function encodeBody(body: BodySpec, headers: Record<string, string>): BodyInit | undefined {
  switch (body.kind) {
    case 'none':
      return undefined
    case 'text':
      if (body.contentType !== undefined) headers['Content-Type'] = body.contentType
      return body.text
    case 'multipart': {
      const form = new FormData()
      for (const part of body.parts) {
        if ('text' in part) form.append(part.name, part.text)
        else form.append(part.name, new File([part.file.bytes], part.file.filename, { type: part.file.type }))
      }
      return form
    }
  }
}

export interface Answer {
  method: string
  url: string
  status: number
  headers: Headers
  text: string
  json: unknown
}

/** Sends a request the way a browser would; `idempotencyKey` replaces the generated one (unique per send). */
export async function send(request: FuzzRequest, tokens: TokenPool, idempotencyKey?: string): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers }
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey
  const { auth } = request
  if (auth.kind === 'user') headers.Authorization = `Bearer ${await tokens.forUser(auth.userId)}`
  else if (auth.kind === 'expired') headers.Authorization = `Bearer ${tokens.expired}`
  else if (auth.kind === 'revoked') headers.Authorization = `Bearer ${tokens.revoked}`
  else if (auth.kind === 'header') headers.Authorization = auth.value
  const url = `${ORIGIN}${request.url}`
  const response = await fetch(url, { method: request.method, headers, body: encodeBody(request.body, headers) })
  const text = await response.text()
  let json: unknown = undefined
  if (text) {
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
  }
  return { method: request.method, url, status: response.status, headers: response.headers, text, json }
}
