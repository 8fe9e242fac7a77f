// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { isOnline } from '@/lib/online-status'
import { existingToggleActor, resetToggles, subscribeToggleActors, toggleActorFor } from './toggle-registry'

describe('toggle registry', () => {
  it('R4.10 one actor per post and kind is shared by every button, and follows the network state', () => {
    const a = toggleActorFor('like', 5, { active: false, count: 3 })
    expect(toggleActorFor('like', 5, { active: false, count: 3 })).toBe(a)
    expect(toggleActorFor('bookmark', 5, { active: false, count: 0 })).not.toBe(a)
    isOnline.value = false
    expect(a.getSnapshot().context.online).toBe(false)
    isOnline.value = true
    expect(a.getSnapshot().context.online).toBe(true)
  })

  it('R4.4 a reset stops every actor and its network subscription; the next user gets fresh ones', () => {
    const a = toggleActorFor('like', 6, { active: true, count: 1 })
    resetToggles()
    expect(a.getSnapshot().status).toBe('stopped')
    isOnline.value = false
    isOnline.value = true
    const b = toggleActorFor('like', 6, { active: false, count: 0 })
    expect(b).not.toBe(a)
    expect(b.getSnapshot().context).toMatchObject({ active: false, count: 0 })
  })

  it('starts no actor until one is asked for, and tells subscribers when one appears or all go', () => {
    resetToggles()
    let told = 0
    const unsubscribe = subscribeToggleActors(() => told++)
    expect(existingToggleActor('bookmark', 9)).toBeUndefined()
    const a = toggleActorFor('bookmark', 9, { active: false, count: 2 })
    expect(existingToggleActor('bookmark', 9)).toBe(a)
    toggleActorFor('bookmark', 9, { active: false, count: 2 })
    expect(told).toBe(1)
    resetToggles()
    expect(told).toBe(2)
    expect(existingToggleActor('bookmark', 9)).toBeUndefined()
    unsubscribe()
  })
})
