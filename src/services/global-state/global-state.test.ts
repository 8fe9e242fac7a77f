import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { createQueuedOperation } from '@machines/offline-queue.machine'
import { createSyncChannel, type SyncMessage, type UserAction } from '@/lib/broadcast'
import { defineQueuedOperation } from '@/services/offline-queue/operation-definition'
import { createOperationRegistry } from '@/services/offline-queue/operation-registry'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import {
  GLOBAL_STATE_MAX_AGE_MS,
  PendingOperationSchema,
  persistedGlobalStateSchema,
} from '@/schemas/global-state.schema'
import { fakeBroadcastHub, fakeStorage } from '@/test/fake-browser'
import type * as GlobalState from './index'

type GlobalStateModule = typeof GlobalState

/** A fresh copy of the module with its own signals: one browser tab (or one page load). */
async function openTab() {
  vi.resetModules()
  return (await import('./index')) as GlobalStateModule
}

/** The types these tests queue (a feature would declare them; only their payloads matter here). */
const postOperation = (type: string) =>
  defineQueuedOperation({
    type,
    label: type,
    payload: v.object({ postId: v.number() }),
    result: v.unknown(),
    mergeKey: () => null,
    replay: () => Promise.reject(new Error('not sent in these tests')),
  })
const operations = createOperationRegistry(['like', 'unlike', 'bookmark', 'unbookmark'].map(postOperation))
/** What is stored, whatever the types. */
const PersistedGlobalStateSchema = persistedGlobalStateSchema(PendingOperationSchema)

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

function start(
  tab: GlobalStateModule,
  storage = fakeStorage(),
  hub = fakeBroadcastHub(),
  now = () => T0,
  invalidate?: (k: readonly unknown[]) => void,
) {
  const channel = createSyncChannel({ create: hub.create })
  disposers.push(tab.initGlobalState({ operations, storage, channel, now, ...(invalidate && { invalidate }) }))
  return { storage, hub, channel }
}

describe('global state', () => {
  it('R3.17 isOnline is the online-status signal, not a second copy', async () => {
    const online = await import('@/services/online-status')
    expect(gs.isOnline).toBe(online.isOnline)
  })

  it('R3.17 the state is written to localStorage under lemon.globalState as { savedAt, state }', () => {
    const { storage } = start(gs)
    const like = createQueuedOperation('like', { postId: 7 }, T0)
    gs.setPendingOperations([like])
    const raw = JSON.parse(storage.data.get(STORAGE_KEYS.globalState)!)
    const parsed = v.parse(PersistedGlobalStateSchema, raw)
    expect(parsed.savedAt).toBe(T0)
    expect(parsed.state.pendingOperations.map((p) => p.id)).toEqual([like.id])
  })

  it('R3.17 R4.35 a reload restores the stored state; one stored by an older build (likeStatus, postCounts, …) loads without those fields', async () => {
    const like = createQueuedOperation('like', { postId: 7 }, T0)
    const older = {
      savedAt: T0,
      state: {
        likeStatus: { 7: true },
        bookmarkStatus: { 4: true },
        followStatus: { 2: true },
        postCounts: { 7: { likes: 11, comments: 0 } },
        userCounts: { 2: { followers: 30 } },
        unreadMessages: { 2: 3 },
        totalUnreadMessages: 3,
        pendingOperations: [
          like,
          // Its queue as it stored it then ({ type: family, payload: { operation, data } }): not read back, not a failure.
          {
            id: 'old-1',
            type: 'like',
            payload: { operation: 'unlike', data: { postId: 8 } },
            timestamp: T0,
            retryCount: 0,
          },
        ],
        lastSyncTime: { posts: T0 - 5 },
        isOnline: false,
      },
    }
    const storage = fakeStorage(new Map([[STORAGE_KEYS.globalState, JSON.stringify(older)]]))
    start(gs, storage, fakeBroadcastHub(), () => T0 + 1000)
    expect(gs.pendingOperations.value).toEqual([like])
    // Written back in this build's shape: nothing of the old copies is kept.
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.globalState)!).state).toEqual({ pendingOperations: [like] })
  })

  it('R3.17 a stored operation is read back by its registered type: another type, or a payload its type refuses, is left out', () => {
    const like = createQueuedOperation('like', { postId: 7 }, T0)
    const stored = {
      savedAt: T0,
      state: {
        pendingOperations: [
          createQueuedOperation('teleport', { postId: 7 }, T0),
          createQueuedOperation('unlike', { postId: 'x' }, T0),
          like,
        ],
      },
    }
    const storage = fakeStorage(new Map([[STORAGE_KEYS.globalState, JSON.stringify(stored)]]))
    expect(gs.loadGlobalState({ operations, storage, now: () => T0 })).toBe(true)
    expect(gs.pendingOperations.value).toEqual([like])
  })

  it('R4.35 R9.17 state older than 24 hours is discarded on load', async () => {
    const first = start(gs)
    const ops = [createQueuedOperation('like', { postId: 7 }, T0)]
    gs.setPendingOperations(ops)
    const saved = new Map(first.storage.data)

    const justInTime = await openTab()
    expect(
      justInTime.loadGlobalState({
        operations,
        storage: fakeStorage(new Map(saved)),
        now: () => T0 + GLOBAL_STATE_MAX_AGE_MS,
      }),
    ).toBe(true)
    expect(justInTime.pendingOperations.value).toEqual(ops)

    const tooLate = await openTab()
    const storage = fakeStorage(new Map(saved))
    expect(tooLate.loadGlobalState({ operations, storage, now: () => T0 + GLOBAL_STATE_MAX_AGE_MS + 1 })).toBe(false)
    expect(tooLate.pendingOperations.value).toEqual([])
    expect(storage.data.has(STORAGE_KEYS.globalState)).toBe(false)
    expect(GLOBAL_STATE_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000)
  })

  it('R4.35 a stored blob that fails PersistedGlobalStateSchema is discarded', () => {
    for (const bad of [
      '{not json',
      JSON.stringify({ savedAt: T0, state: { pendingOperations: 'yes' } }),
      JSON.stringify({ state: {} }),
      '42',
    ]) {
      const storage = fakeStorage(new Map([[STORAGE_KEYS.globalState, bad]]))
      expect(gs.loadGlobalState({ operations, storage, now: () => T0 })).toBe(false)
      expect(storage.data.has(STORAGE_KEYS.globalState)).toBe(false)
    }
  })

  it('R4.35 resetGlobalState clears the state and the stored copy (logout)', () => {
    const { storage } = start(gs)
    gs.setPendingOperations([createQueuedOperation('like', { postId: 7 }, T0)])
    gs.resetGlobalState()
    expect(gs.pendingOperations.value).toEqual([])
    expect(storage.data.has(STORAGE_KEYS.globalState)).toBe(false)
  })

  it('R3.17 pendingOperations survive a reload, directions included (unlike stays unlike)', async () => {
    const first = start(gs)
    const ops = [
      createQueuedOperation('unlike', { postId: 7 }, T0),
      createQueuedOperation('unbookmark', { postId: 3 }, T0 + 1),
    ]
    gs.setPendingOperations(ops)
    const stored = v.parse(PersistedGlobalStateSchema, JSON.parse(first.storage.data.get(STORAGE_KEYS.globalState)!))
    expect(stored.state.pendingOperations.map((p) => p.type)).toEqual(['unlike', 'unbookmark'])

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
    const c = createQueuedOperation('like', { postId: 3 }, T0 + 2)
    gs.setPendingOperations([a])
    tabB.setPendingOperations([b])
    gs.setPendingOperations([a, c]) // tab A writes again
    const ids = () =>
      v
        .parse(PersistedGlobalStateSchema, JSON.parse(storage.data.get(STORAGE_KEYS.globalState)!))
        .state.pendingOperations.map((p) => p.id)
    expect(ids()).toEqual([a.id, b.id, c.id])
    gs.setPendingOperations([]) // tab A replayed its operations
    expect(ids()).toEqual([b.id])
  })

  it('R4.36 every user action of one tab reaches the other tab’s app (its caches), never its own', async () => {
    const hub = fakeBroadcastHub()
    const seenA = vi.fn()
    disposers.push(
      gs.initGlobalState({
        operations,
        storage: fakeStorage(),
        channel: createSyncChannel({ create: hub.create }),
        onRemoteAction: seenA,
      }),
    )
    const tabB = await openTab()
    const seenB = vi.fn()
    disposers.push(
      tabB.initGlobalState({
        operations,
        storage: fakeStorage(),
        channel: createSyncChannel({ create: hub.create }),
        onRemoteAction: seenB,
      }),
    )
    const actions: UserAction[] = [
      { action: 'like', postId: 7, isLiked: true, likeCount: 11 },
      { action: 'bookmark', postId: 7, isBookmarked: true, bookmarkCount: 2 },
      { action: 'follow', userId: 4, isFollowing: false, followersCount: 8 },
      { action: 'comment', postId: 7, commentsCount: 6 },
    ]
    for (const action of actions) gs.publishUserAction(action)
    expect(seenB.mock.calls.map(([action]) => action)).toEqual(actions)
    expect(seenA).not.toHaveBeenCalled()
  })

  it('R4.36 cache invalidations cross tabs; malformed messages are ignored', async () => {
    const hub = fakeBroadcastHub()
    const invalidateA = vi.fn()
    const seenA = vi.fn()
    disposers.push(
      gs.initGlobalState({
        operations,
        storage: fakeStorage(),
        channel: createSyncChannel({ create: hub.create }),
        invalidate: invalidateA,
        onRemoteAction: seenA,
      }),
    )
    const tabB = await openTab()
    const invalidateB = vi.fn()
    const { channel } = start(tabB, fakeStorage(), hub, () => T0, invalidateB)
    gs.publishInvalidate(['posts', 'detail', 7])
    expect(invalidateB).toHaveBeenCalledWith(['posts', 'detail', 7])
    expect(invalidateA).not.toHaveBeenCalled()
    const bad = {
      type: 'user.action',
      payload: { action: 'like', postId: -3, isLiked: true },
    } as unknown as SyncMessage
    channel.post(bad)
    expect(seenA).not.toHaveBeenCalled()
  })

  it('R4.37 R9.18 every 30 s while online: auth profile, posts and categories are invalidated', async () => {
    vi.useFakeTimers()
    const invalidate = vi.fn()
    gs.isOnline.value = true
    disposers.push(gs.startPeriodicSync({ invalidate }))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(invalidate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(invalidate.mock.calls).toEqual([[['auth', 'profile']], [['posts']], [['categories']]])
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
