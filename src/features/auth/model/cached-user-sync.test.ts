// @vitest-environment node
import { createActor, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { authMachine } from '@machines/auth.machine'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import type { User } from '@/schemas/user.schema'
import { followCachedUser, followSignOutElsewhere } from './cached-user-sync'

const me: User = {
  id: 7,
  username: 'lemon',
  email: 'lemon@example.com',
  displayName: '柠檬',
  avatar: null,
  bio: '',
  location: null,
  website: null,
  gender: null,
  birthDate: null,
  age: null,
  verified: false,
  createdAt: null,
  updatedAt: null,
}

/** What another tab's localStorage.setItem looks like from here. */
function storageEvent(key: string, newValue: string | null) {
  return Object.assign(new Event('storage'), { key, newValue })
}

describe('the session follows the cached user other tabs write', () => {
  it("another tab's profile save (new name and avatar) reaches this tab's session without a reload", () => {
    const window = new EventTarget()
    const session = {
      getSnapshot: () => ({ hasTag: (t: string) => t === 'authenticated', context: { user: me } }),
      send: vi.fn(),
    }
    const stop = followCachedUser(session, window)
    const updated = { ...me, displayName: '新名字', avatar: '/uploads/avatars/7.png' }
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, JSON.stringify(updated)))
    expect(session.send).toHaveBeenCalledWith({ type: 'auth.userUpdated', user: updated })
    stop()
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, JSON.stringify({ ...updated, displayName: '又改了' })))
    expect(session.send).toHaveBeenCalledTimes(1)
  })

  it('ignores other keys, removals, junk, another user, the same user unchanged, and a signed-out tab', () => {
    const window = new EventTarget()
    let authenticated = true
    const session = {
      getSnapshot: () => ({ hasTag: () => authenticated, context: { user: authenticated ? me : null } }),
      send: vi.fn(),
    }
    followCachedUser(session, window)
    const renamed = JSON.stringify({ ...me, displayName: '新名字' })
    window.dispatchEvent(storageEvent(STORAGE_KEYS.themeMode, renamed))
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, null))
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, '{not json'))
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, JSON.stringify({ id: 7 })))
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, JSON.stringify({ ...me, id: 8, displayName: '别人' })))
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, JSON.stringify(me)))
    authenticated = false
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, renamed))
    expect(session.send).not.toHaveBeenCalled()
  })

  it('with the real session machine: the user changes and is persisted once, so the tabs never echo each other', async () => {
    const window = new EventTarget()
    const persisted: User[] = []
    // A restored session (a token at start-up) is signed in; its profile check is not provided here and fails
    // like a network error would, which keeps the session.
    const actor = createActor(
      authMachine.provide({ actions: { persistUser: (_, u: User) => void persisted.push(u) } }),
      {
        input: { token: 't', user: me },
      },
    ).start()
    await waitFor(actor, (s) => s.hasTag('authenticated') && !s.hasTag('checking'))
    const stop = followCachedUser(actor, window)
    const updated = { ...me, displayName: '新名字', avatar: '/uploads/avatars/7.png' }
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, JSON.stringify(updated)))
    expect(actor.getSnapshot().context.user).toEqual(updated)
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, JSON.stringify(updated)))
    expect(persisted).toEqual([updated])
    stop()
    actor.stop()
  })
})

describe('the session follows a sign-out in another tab', () => {
  it('the shared token removed elsewhere ends this signed-in session once, then shows the login page', () => {
    const window = new EventTarget()
    let authenticated = true
    const session = {
      getSnapshot: () => ({ hasTag: () => authenticated }),
      send: vi.fn(() => void (authenticated = false)),
    }
    const onSignedOut = vi.fn()
    const stop = followSignOutElsewhere(session, onSignedOut, window)
    // Not a sign-out: other keys, a new token (login, refresh), the cached user going.
    window.dispatchEvent(storageEvent(STORAGE_KEYS.cachedUser, null))
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken, 'new-token'))
    expect(session.send).not.toHaveBeenCalled()
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken, null))
    expect(session.send).toHaveBeenCalledWith({ type: 'auth.expired' })
    expect(onSignedOut).toHaveBeenCalledOnce()
    // Already signed out here: nothing more.
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken, null))
    expect(session.send).toHaveBeenCalledTimes(1)
    stop()
  })

  it('another tab clearing all of its storage counts too; after stop nothing is followed', () => {
    const window = new EventTarget()
    const session = { getSnapshot: () => ({ hasTag: () => true }), send: vi.fn() }
    const onSignedOut = vi.fn()
    const stop = followSignOutElsewhere(session, onSignedOut, window)
    window.dispatchEvent(Object.assign(new Event('storage'), { key: null, newValue: null }))
    expect(onSignedOut).toHaveBeenCalledOnce()
    stop()
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken, null))
    expect(onSignedOut).toHaveBeenCalledOnce()
  })

  it('with the real session machine: a signed-in session becomes anonymous and forgets its user', async () => {
    const window = new EventTarget()
    const actor = createActor(authMachine.provide({ actions: { clearSession: () => {} } }), {
      input: { token: 't', user: me },
    }).start()
    await waitFor(actor, (s) => s.hasTag('authenticated') && !s.hasTag('checking'))
    const onSignedOut = vi.fn()
    const stop = followSignOutElsewhere(actor, onSignedOut, window)
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken, null))
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(false)
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(onSignedOut).toHaveBeenCalledOnce()
    stop()
    actor.stop()
  })
})
