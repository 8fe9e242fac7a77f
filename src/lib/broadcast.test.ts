import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSyncChannel, SYNC_CHANNEL_NAME, type SyncMessage } from './broadcast'
import { fakeBroadcastHub } from '@/test/fake-browser'

const like: SyncMessage = { type: 'user.action', payload: { action: 'like', postId: 3, isLiked: true, likeCount: 9 } }

afterEach(() => {
  vi.useRealTimers()
})

describe('broadcast (cross-tab messages)', () => {
  it('R4.36 a message posted in one tab reaches the other tab, never the sender', () => {
    const hub = fakeBroadcastHub()
    const a = createSyncChannel({ create: hub.create })
    const b = createSyncChannel({ create: hub.create })
    const gotA = vi.fn()
    const gotB = vi.fn()
    a.subscribe(gotA)
    b.subscribe(gotB)
    a.post(like)
    expect(gotA).not.toHaveBeenCalled()
    expect(gotB).toHaveBeenCalledWith(like, expect.objectContaining({ source: a.source }))
  })

  it('R4.36 carries cache invalidations and every user action kind', () => {
    const hub = fakeBroadcastHub()
    const a = createSyncChannel({ create: hub.create })
    const b = createSyncChannel({ create: hub.create })
    const got: SyncMessage[] = []
    b.subscribe((m) => got.push(m))
    const messages: SyncMessage[] = [
      { type: 'cache.invalidate', queryKey: ['posts', { category: 'food' }] },
      like,
      { type: 'user.action', payload: { action: 'bookmark', postId: 3, isBookmarked: false } },
      { type: 'user.action', payload: { action: 'follow', userId: 5, isFollowing: true, followersCount: 12 } },
      { type: 'user.action', payload: { action: 'comment', postId: 3, commentsCount: 7 } },
    ]
    for (const m of messages) a.post(m)
    expect(got).toEqual(messages)
  })

  it('R4.36 malformed messages from another build are ignored', () => {
    const hub = fakeBroadcastHub()
    const b = createSyncChannel({ create: hub.create })
    const got = vi.fn()
    b.subscribe(got)
    const raw = hub.create(SYNC_CHANNEL_NAME)
    raw.postMessage('hello')
    raw.postMessage({
      source: 'x',
      sentAt: 1,
      message: { type: 'user.action', payload: { action: 'like', postId: -1 } },
    })
    raw.postMessage({ source: 'x', sentAt: 1, message: { type: 'unknown' } })
    // An older build's kinds this build has no use for.
    raw.postMessage({ source: 'x', sentAt: 1, message: { type: 'state.update', patch: { totalUnreadMessages: 4 } } })
    expect(got).not.toHaveBeenCalled()
    raw.postMessage({ source: 'x', sentAt: 1, message: like })
    expect(got).toHaveBeenCalledOnce()
  })

  it('R4.36 unsubscribe and close stop delivery; without BroadcastChannel posting is a no-op', () => {
    const hub = fakeBroadcastHub()
    const a = createSyncChannel({ create: hub.create })
    const b = createSyncChannel({ create: hub.create })
    const got = vi.fn()
    const off = b.subscribe(got)
    off()
    a.post(like)
    b.close()
    expect(hub.size()).toBe(1)
    expect(got).not.toHaveBeenCalled()
    const none = createSyncChannel({ create: () => null })
    expect(() => none.post(like)).not.toThrow()
    none.close()
  })

  it("R4.36 works over the platform's BroadcastChannel named lemon-sync", async () => {
    const a = createSyncChannel()
    const b = createSyncChannel()
    const got = new Promise<SyncMessage>((resolve) => b.subscribe(resolve))
    a.post(like)
    await expect(got).resolves.toEqual(like)
    a.close()
    b.close()
    expect(SYNC_CHANNEL_NAME).toBe('lemon-sync')
  })
})
