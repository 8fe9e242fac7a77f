import type { MockDb } from '../db'
import { toHex } from './crypto-text'
import { EXTENSION_BY_MIME } from './upload-image-info'
import { checkImage, type CheckedImage, type UploadKind } from './upload-rules'

// Uploaded files: the bytes are a blob in storage (IndexedDB in the browser, files beside the JSON data
// standalone, memory in tests) and the uploads collection holds who owns which path. The path is the
// public url, served back by GET /uploads/... (docs/architecture.md §5).

export interface StoredUpload {
  id: number
  /** Same as path: media urls starting with /uploads/ are what R3.14 rewrites to the API origin. */
  url: string
  path: string
  mime: string
  size: number
  width?: number
  height?: number
}

export const UPLOADS_PREFIX = '/uploads/'

// ASCII only, so the url needs no escaping; a Chinese file name simply becomes "image".
function safeStem(name: string): string {
  const stem = name
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return stem.slice(0, 40) || 'image'
}

/** /uploads/2026/11/3f9c0a1b2c4d-beach.webp: dated folders, a random part so names never collide. */
export function uploadPath(name: string, extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const random = toHex(crypto.getRandomValues(new Uint8Array(6)))
  return `${UPLOADS_PREFIX}${now.getUTCFullYear()}/${month}/${random}-${safeStem(name)}.${extension}`
}

/**
 * Stores an already checked image. The blob goes first, then the row: a row never points at a missing
 * blob, and a failed write removes the blob again.
 */
export async function storeCheckedImage(db: MockDb, ownerId: number, image: CheckedImage): Promise<StoredUpload> {
  const { bytes, info, name } = image
  const path = uploadPath(name, EXTENSION_BY_MIME[info.mime])
  await db.storage.putBlob(path, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: info.mime }))
  try {
    const row = await db.write((tx) =>
      tx.create('uploads', {
        ownerId,
        path,
        mime: info.mime,
        size: bytes.byteLength,
        createdAt: new Date().toISOString(),
      }),
    )
    return { id: row.id, url: path, path, mime: row.mime, size: row.size, width: info.width, height: info.height }
  } catch (error) {
    await db.storage.deleteBlob(path)
    throw error
  }
}

/**
 * Checks and stores one file from a form (refused as checkImage says when it is not an acceptable image). For other
 * handlers that take files, e.g. multipart POST /posts with `images`.
 */
export async function storeUpload(
  db: MockDb,
  ownerId: number,
  file: unknown,
  options: { kind?: UploadKind; field?: string } = {},
): Promise<StoredUpload> {
  const { kind = 'post', field = 'file' } = options
  return storeCheckedImage(db, ownerId, await checkImage(file, kind, field))
}

/** The stored file behind a /uploads/... path, or undefined. */
export async function readUpload(db: MockDb, path: string): Promise<{ blob: Blob; mime: string } | undefined> {
  if (!path.startsWith(UPLOADS_PREFIX)) return undefined
  const row = db.find('uploads', (u) => u.path === path)
  if (!row) return undefined
  const blob = await db.storage.getBlob(path)
  return blob ? { blob, mime: row.mime } : undefined
}
