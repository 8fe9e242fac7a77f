import { describe, expect, it } from 'vitest'
import { defineService } from './service'

describe('service slot', () => {
  it('throws with the service name when used before it is connected', () => {
    const slot = defineService<{ hello: () => string }>('greeter')
    expect(slot.connected).toBe(false)
    expect(() => slot.get()).toThrow(/greeter: used before it was connected/)
  })

  it('gives the connected service until the matching disconnect', () => {
    const slot = defineService<string>('name')
    const first = slot.connect('a')
    expect(slot.get()).toBe('a')
    const second = slot.connect('b')
    first() // a stale disconnect does not unplug the newer service
    expect(slot.get()).toBe('b')
    second()
    expect(() => slot.get()).toThrow()
  })
})
