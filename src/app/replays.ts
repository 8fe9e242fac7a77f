import { commentReplays } from '@/features/comments/model/replays'
import { followReplays } from '@/features/follow/model/replays'
import { messageReplays } from '@/features/messages/model/replays'
import { socialReplays } from '@/features/social/model/replays'
import type { ReplayRegistry } from '@/lib/offline-queue/replays'

/**
 * How every queued operation replays: each feature brings its part; a type left out does not compile
 * (and services.test.ts checks it). Loaded by the offline queue when it first has something to send.
 */
export const APP_REPLAYS: ReplayRegistry = { ...socialReplays, ...followReplays, ...commentReplays, ...messageReplays }
