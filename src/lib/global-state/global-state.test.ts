import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { createQueuedOperation } from '@machines/offline-queue.machine'
import { createSyncChannel, type SyncMessage } from '@/lib/broadcast'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { GLOBAL_STATE_MAX_AGE_MS, PersistedGlobalStateSchema } from '@/schemas/global-state.schema'
import { fakeBroadcastHub, fakeStorage } from './test-helpers'
import type * as GlobalState from './index'

type GlobalStateModule = typeof GlobalState

/** A fresh copy of the module with its own signals: one browser tab (or one page load). */
async function openTab() {
  vi.resetModules()
  return (await import('./index')) as GlobalStateModule
}

const T0 = 1_750_000_000_000
let gs: GlobalStateModule
const disposers: Array<() => void> = []

beforeEach(async () => {
  gs = await openTab()
})
afterEach(() => {
  for (const d of disposers.splice(0)) d()
  vi.useRealTimers()
})

function start(tab: GlobalStateModule, storage = fakeStorage(), hub = fakeBroadcastHub(), now = () => T0, invalidate?: (k: readonly unknown[]) => void) {
  const channel = createSyncChannel({ create: hub.create })
  disposers.push(tab.initGlobalState({ storage, channel, now, ...(invalidate && { invalidate }) }))
  return { storage, hub, channel }
}

describe('global state', () => {
  it('R3.17 typed setters update likeStatus, bookmarkStatus, followStatus, postCounts and userCounts', () => {
    gs.setLikeStatus(7, true, 11)
    gs.setBookmarkStatus(7, true, 3)
    gs.setFollowStatus(5, true, 100)
    gs.setCommentCount(7, 4)
    gs.setLikeStatus(8, false)
    expect(gs.likeStatus.value).toEqual({ 7: true, 8: false })
    expect(gs.bookmarkStatus.value).toEqual({ 7: true })
    expect(gs.followStatus.value).toEqual({ 5: true })
    expect(gs.postCounts.value).toEqual({ 7: { likes: 11, comments: 4, bookmarks: 3 } })
    expect(gs.userCounts.value).toEqual({ 5: { followers: 100 } })
    gs.setLikeStatus(7, false, -1)
    expect(gs.postCounts.value['7']?.likes).toBe(0)
  })

  it('R3.17 unreadMessages by user keep totalUnreadMessages in step unless the server total is given', () => {
    gs.setUnreadMessages(5, 3)
    gs.setUnreadMessages(6, 2)
    expect(gs.totalUnreadMessages.value).toBe(5)
    gs.setUnreadMessages(5, 0)
    expect(gs.totalUnreadMessages.value).toBe(2)
    gs.setUnreadMessages(6, 1, 9)
    expect(gs.unreadMessages.value).toEqual({ 5: 0, 6: 1 })
    expect(gs.totalUnreadMessages.value).toBe(9)
    gs.setTotalUnreadMessages(4)
    expect(gs.totalUnreadMessages.value).toBe(4)
  })

  it('R3.17 isOnline is the online-status signal, not a second copy', async () => {
    const online = await import('@/lib/online-status')
    expect(gs.isOnline).toBe(online.isOnline)
  })

  it('R3.17 the state is written to localStorage under lemon.globalState as { savedAt, state }', () => {
    const { storage } = start(gs)
    gs.setLikeStatus(7, true, 11)
    gs.setBookmarkStatus(8, true)
    gs.setLastSyncTime('posts', T0 - 5)
    const raw = JSON.parse(storage.data.get(STORAGE_KEYS.globalState)!)
    const parsed = v.parse(PersistedGlobalStateSchema, raw)
    expect(parsed.savedAt).toBe(T0)
    expect(parsed.state).toMatchObject({
      likeStatus: { 7: true },
      bookmarkStatus: { 8: true },
      postCounts: { 7: { likes: 11, comments: 0 } },
      lastSyncTime: { posts: T0 - 5 },
    })
  })

  it('R3.17 R4.35 a reload restores the stored state', async () => {
    const first = start(gs)
    gs.setLikeStatus(7, true, 11)
    gs.setBookmarkStatus(4, true)
    gs.setFollowStatus(2, true, 30)
    gs.setUnreadMessages(2, 3)

    const reloaded = await openTab()
    start(reloaded, first.storage, fakeBroadcastHub(), () => T0 + 1000)
    expect(reloaded.likeStatus.value).toEqual({ 7: true })
    expect(reloaded.bookmarkStatus.value).toEqual({ 4: true })
    expect(reloaded.followStatus.value).toEqual({ 2: true })
    expect(reloaded.userCounts.value).toEqual({ 2: { followers: 30 } })
    expect(reloaded.totalUnreadMessages.value).toBe(3)
  })

  it('R4.35 R9.17 state older than 24 hours is discarded on load', async () => {
    const first = start(gs)
    gs.setLikeStatus(7, true, 11)
    const saved = new Map(first.storage.data)

    const justInTime = await openTab()
    expect(justInTime.loadGlobalState({ storage: fakeStorage(new Map(saved)), now: () => T0 + GLOBAL_STATE_MAX_AGE_MS })).toBe(true)
    expect(justInTime.likeStatus.value).toEqual({ 7: true })

    const tooLate = await openTab()
    const storage = fakeStorage(new Map(saved))
    expect(tooLate.loadGlobalState({ storage, now: () => T0 + GLOBAL_STATE_MAX_AGE_MS + 1 })).toBe(false)
    expect(tooLate.likeStatus.value).toEqual({})
    expect(storage.data.has(STORAGE_KEYS.globalState)).toBe(false)
    expect(GLOBAL_STATE_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000)
  })

  it('R4.35 a stored blob that fails PersistedGlobalStateSchema is discarded', () => {
    for (const bad of ['{not json', JSON.stringify({ savedAt: T0, state: { likeStatus: { abc: 'yes' } } }), '42']) {
      const storage = fakeStorage(new Map([[STORAGE_KEYS.globalState, bad]]))
      expect(gs.loadGlobalState({ storage, now: () => T0 })).toBe(false)
      expect(storage.data.has(STORAGE_KEYS.globalState)).toBe(false)
    }
  })

  it('R4.35 resetGlobalState clears every field and the stored copy (logout)', () => {
    const { storage } = start(gs)
    gs.setLikeStatus(7, true, 11)
    gs.setBookmarkStatus(7, true)
    gs.setFollowStatus(5, true, 3)
    gs.setUnreadMessages(5, 2)
    gs.setPendingOperations([createQueuedOperation('like', { postId: 7 }, T0)])
    gs.setLastSyncTime('posts', T0)
    gs.resetGlobalState()
    for (const s of [gs.likeStatus, gs.bookmarkStatus, gs.followStatus, gs.postCounts, gs.userCounts, gs.unreadMessages, gs.lastSyncTime]) {
      expect(s.value).toEqual({})
    }
    expect(gs.totalUnreadMessages.value).toBe(0)
    expect(gs.pendingOperations.value).toEqual([])
    expect(storage.data.has(STORAGE_KEYS.globalState)).toBe(false)
  })

  it('R3.17 pendingOperations survive a reload, directions included (unlike stays unlike)', async () => {
    const first = start(gs)
    const ops = [createQueuedOperation('unlike', { postId: 7 }, T0), createQueuedOperation('unbookmark', { postId: 3 }, T0 + 1)]
    gs.setPendingOperations(ops)
    const stored = v.parse(PersistedGlobalStateSchema, JSON.parse(first.storage.data.get(STORAGE_KEYS.globalState)!))
    expect(stored.state.pendingOperations.map((p) => p.type)).toEqual(['like', 'bookmark'])

    const reloaded = await openTab()
    start(reloaded, first.storage)
    expect(reloaded.pendingOperations.value).toEqual(ops)
  })

  it("R3.17 one tab's write keeps the operations another tab queued, and removes only its own", async () => {
    const storage = fakeStorage()
    const hub = fakeBroadcastHub()
    start(gs, storage, hub)
    const tabB = await openTab()
    start(tabB, fakeStorage(storage.data), hub)
    const a = createQueuedOperation('like', { postId: 1 }, T0)
    const b = createQueuedOperation('bookmark', { postId: 2 }, T0 + 1)
    gs.setPendingOperations([a])
    tabB.setPendingOperations([b])
    gs.setLikeStatus(9, true) // tab A writes again
    const ids = () =>
      v.parse(PersistedGlobalStateSchema, JSON.parse(storage.data.get(STORAGE_KEYS.globalState)!)).state.pendingOperations.map((p) => p.id)
    expect(ids()).toEqual([a.id, b.id])
    gs.setPendingOperations([]) // tab A replayed its operation
    expect(ids()).toEqual([b.id])
  })

  it('R4.36 a like in one tab updates the other tab’s signals (and does not echo back)', async () => {
    const hub = fakeBroadcastHub()
    start(gs, fakeStorage(), hub)
    const tabB = await openTab()
    start(tabB, fakeStorage(), hub)
    gs.setLikeStatus(7, true, 11)
    expect(tabB.likeStatus.value).toEqual({ 7: true })
    expect(tabB.postCounts.value['7']).toEqual({ likes: 11, comments: 0 })
    tabB.setBookmarkStatus(7, true, 2)
    tabB.setFollowStatus(4, false, 8)
    tabB.setCommentCount(7, 6)
    tabB.setUnreadMessages(4, 2, 5)
    expect(gs.bookmarkStatus.value).toEqual({ 7: true })
    expect(gs.followStatus.value).toEqual({ 4: false })
    expect(gs.userCounts.value).toEqual({ 4: { followers: 8 } })
    expect(gs.postCounts.value['7']).toEqual({ likes: 11, comments: 6, bookmarks: 2 })
    expect(gs.totalUnreadMessages.value).toBe(5)
  })

  it('R4.36 another tab’s user action reaches the app (its caches), and this tab’s own actions do not', async () => {
    const hub = fakeBroadcastHub()
    const seenA = vi.fn()
    disposers.push(gs.initGlobalState({ storage: fakeStorage(), channel: createSyncChannel({ create: hub.create }), onRemoteAction: seenA }))
    const tabB = await openTab()
    const seenB = vi.fn()
    disposers.push(tabB.initGlobalState({ storage: fakeStorage(), channel: createSyncChannel({ create: hub.create }), onRemoteAction: seenB }))
    gs.setBookmarkStatus(7, true, 2)
    expect(seenB).toHaveBeenCalledExactlyOnceWith({ action: 'bookmark', postId: 7, isBookmarked: true, bookmarkCount: 2 })
    expect(seenA).not.toHaveBeenCalled()
  })

  it('R4.36 state updates and cache invalidations cross tabs; invalid patches are ignored', async () => {
    const hub = fakeBroadcastHub()
    const invalidateA = vi.fn()
    start(gs, fakeStorage(), hub, () => T0, invalidateA)
    const tabB = await openTab()
    const invalidateB = vi.fn()
    const { channel } = start(tabB, fakeStorage(), hub, () => T0, invalidateB)
    gs.publishStateUpdate({ totalUnreadMessages: 12, unreadMessages: { 3: 12 } })
    expect(tabB.totalUnreadMessages.value).toBe(12)
    expect(tabB.unreadMessages.value).toEqual({ 3: 12 })
    gs.publishInvalidate(['posts', 'detail', 7])
    expect(invalidateB).toHaveBeenCalledWith(['posts', 'detail', 7])
    expect(invalidateA).not.toHaveBeenCalled()
    const bad: SyncMessage = { type: 'state.update', patch: { totalUnreadMessages: -3, likeStatus: { x: 1 } } }
    channel.post(bad)
    expect(gs.totalUnreadMessages.value).toBe(12)
    expect(gs.likeStatus.value).toEqual({})
  })

  it('R4.37 R9.18 every 30 s while online: auth profile, posts and categories are invalidated', async () => {
    vi.useFakeTimers()
    const invalidate = vi.fn()
    gs.isOnline.value = true
    disposers.push(gs.startPeriodicSync({ invalidate, now: () => T0 }))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(invalidate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(invalidate.mock.calls).toEqual([[['auth', 'profile']], [['posts']], [['categories']]])
    expect(gs.lastSyncTime.value).toEqual({ 'auth.profile': T0, posts: T0, categories: T0 })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(invalidate).toHaveBeenCalledTimes(6)
    expect(gs.PERIODIC_SYNC_MS).toBe(30_000)
  })

  it('R4.37 no sync while offline; coming back online syncs at once; stop ends it', async () => {
    vi.useFakeTimers()
    const invalidate = vi.fn(() => Promise.reject(new Error('refetch failed')))
    gs.isOnline.value = false
    const stop = gs.startPeriodicSync({ invalidate })
    await vi.advanceTimersByTimeAsync(90_000)
    expect(invalidate).not.toHaveBeenCalled()
    gs.isOnline.value = true
    expect(invalidate).toHaveBeenCalledTimes(3)
    stop()
    await vi.advanceTimersByTimeAsync(90_000)
    expect(invalidate).toHaveBeenCalledTimes(3)
  })
})
