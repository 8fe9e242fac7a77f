// Test doubles for the toggles' tests (never imported by the app).
import * as v from 'valibot'
import { ToggleValuesSchema } from '@/services/toggle/toggle-values'
import { defineQueuedOperation } from '@/services/offline-queue/operation-definition'

/** A post's like and unlike as a feature declares them, for tests that queue a toggle; never sent. */
export function likeOperations() {
  const define = (type: string, label: string) =>
    defineQueuedOperation({
      type,
      label,
      payload: v.object({ postId: v.number() }),
      result: ToggleValuesSchema,
      mergeKey: ({ postId }) => `like:post:${postId}`,
      replay: () => Promise.reject(new Error('not sent in this test')),
    })
  return { on: define('like', '点赞'), off: define('unlike', '取消点赞') }
}
