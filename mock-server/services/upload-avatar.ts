import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import { SERVER_MSG } from '../server-messages'
import { storeCheckedImage, type StoredUpload } from './upload-store'
import type { CheckedImage } from './upload-rules'

/** R7.35: the new avatar is stored and becomes the caller's avatar in the same request. */
export async function replaceAvatar(db: MockDb, userId: number, image: CheckedImage): Promise<StoredUpload> {
  const stored = await storeCheckedImage(db, userId, image)
  const updated = await db.write((tx) =>
    tx.update('users', userId, { avatar: stored.url, updatedAt: new Date().toISOString() }),
  )
  if (!updated) throw new HttpError(404, 'NOT_FOUND_001', SERVER_MSG.userNotFound)
  return stored
}
