import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFirstScreenGate } from './first-screen'

const settledNow = async (gate: ReturnType<typeof createFirstScreenGate>) => {
  let done = false
  void gate.settled.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('first screen gate (boot work waits for the first frame)', () => {
  afterEach(() => vi.useRealTimers())

  it('releases at once after the first commit when no screen holds it', async () => {
    vi.useFakeTimers()
    const gate = createFirstScreenGate(1500)
    expect(await settledNow(gate)).toBe(false)
    gate.committed()
    expect(await settledNow(gate)).toBe(true)
  })

  it('waits for a hold registered before the commit', async () => {
    vi.useFakeTimers()
    const gate = createFirstScreenGate(1500)
    let finish = () => {}
    gate.hold(new Promise<void>((r) => (finish = r)))
    gate.committed()
    expect(await settledNow(gate)).toBe(false)
    finish()
    expect(await settledNow(gate)).toBe(true)
  })

  it('never waits longer than the cap, nor for a hold that fails', async () => {
    vi.useFakeTimers()
    const gate = createFirstScreenGate(1500)
    gate.hold(new Promise(() => {}))
    gate.committed()
    await vi.advanceTimersByTimeAsync(1499)
    expect(await settledNow(gate)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settledNow(gate)).toBe(true)

    const failing = createFirstScreenGate(1500)
    failing.hold(Promise.reject(new Error('image failed')))
    failing.committed()
    expect(await settledNow(failing)).toBe(true)
  })

  it('ignores holds that arrive after the commit', async () => {
    vi.useFakeTimers()
    const gate = createFirstScreenGate(1500)
    gate.committed()
    gate.hold(new Promise(() => {}))
    expect(await settledNow(gate)).toBe(true)
  })
})
