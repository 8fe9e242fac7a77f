import type { MockDb } from '../db'
import type { RecordOf } from '../records'

// Idempotency-Key (issue 23): a creating request sent again with the key of an earlier one — a retry whose answer
// was lost, an offline replay after a reload — gets the first answer and creates nothing new.

export type IdempotencyRecord = RecordOf<'idempotencyKeys'>

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000

/** A key: 1–255 visible ASCII characters (a UUID in practice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('')
const sha256 = async (bytes: BufferSource) => hex(await crypto.subtle.digest('SHA-256', bytes))

/**
 * What makes two requests the same: method, path with query, and the body. A multipart body is read field by
 * field (a browser writes a new boundary for each send of the same form, so its bytes differ between attempts).
 */
export async function fingerprintOf(request: Request): Promise<string> {
  const url = new URL(request.url)
  const parts = [request.method, url.pathname + url.search]
  const form = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data')
    ? await request
        .clone()
        .formData()
        .catch(() => undefined)
    : undefined
  if (form) {
    for (const [name, value] of form) {
      parts.push(
        typeof value === 'string'
          ? `${name}=${value}`
          : `${name}=file:${value.name}:${value.type}:${value.size}:${await sha256(await value.arrayBuffer())}`,
      )
    }
  } else {
    // Not a form, or a form that does not parse (no boundary): its bytes; the handler refuses it as bad input.
    parts.push(await request.clone().text())
  }
  return sha256(new TextEncoder().encode(parts.join('\n')))
}

/** The remembered first answer for this key, if it is younger than a day. */
export function findAnswer(db: MockDb, scope: string, key: string, now = Date.now()): IdempotencyRecord | undefined {
  return db.find('idempotencyKeys', (r) => r.scope === scope && r.key === key && now - r.createdAt < IDEMPOTENCY_TTL_MS)
}

/** Keeps an answer for its key, and forgets the keys older than a day. */
export function rememberAnswer(db: MockDb, answer: Omit<IdempotencyRecord, 'id'>): Promise<void> {
  return db.write(async (tx) => {
    for (const old of tx.filter(
      'idempotencyKeys',
      (r) => answer.createdAt - r.createdAt >= IDEMPOTENCY_TTL_MS || (r.scope === answer.scope && r.key === answer.key),
    )) {
      await tx.remove('idempotencyKeys', old.id)
    }
    await tx.create('idempotencyKeys', answer)
  })
}
