import { commentOperations } from '@/features/comments/model/queued-operations'
import { followOperations } from '@/features/follow/model/queued-operations'
import { messageOperations } from '@/features/messages/model/queued-operations'
import { likeBookmarkOperations } from '@/features/likes-bookmarks/model/queued-operations'
import { createOperationRegistry } from '@/services/offline-queue/operation-registry'

/**
 * Every type of operation the offline queue holds (R4.14). Each feature declares its own, once (type,
 * label, merge key, payload and result schemas, replay), in its model/queued-operations.ts, and lists them
 * in its part: a type added to a feature changes nothing here; a new feature adds its part to this list.
 * Read at start-up (the stored queue is read back with it); each replay's calls load when first sent.
 */
export const APP_OPERATIONS = createOperationRegistry([
  ...likeBookmarkOperations,
  ...followOperations,
  ...commentOperations,
  ...messageOperations,
])
