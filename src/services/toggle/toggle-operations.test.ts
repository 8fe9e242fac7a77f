import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import type { ReplayOutcome } from '@machines/offline-queue.machine'
import { queuedOperationsOf, type ToggleSendAndCommit } from './toggle-operations'

function setup() {
  const definition: ToggleSendAndCommit = {
    send: vi.fn(async (_targetId: number, method: 'POST' | 'DELETE') => ({ active: method === 'POST', count: 3 })),
    commit: vi.fn(),
  }
  const load = vi.fn(async () => definition)
  const operations = queuedOperationsOf(
    {
      on: { type: 'like', label: '点赞' },
      off: { type: 'unlike', label: '取消点赞' },
      payload: v.object({ postId: v.number() }),
      mergeKey: ({ postId }) => `like:post:${postId}`,
      payloadFor: (postId) => ({ postId }),
      targetOf: ({ postId }) => postId,
    },
    load,
  )
  return { definition, load, operations }
}

describe('queuedOperationsOf', () => {
  it('R4.14 the queued on and off keep the declared types, labels, payloads and one merge key for both', () => {
    const { operations, load } = setup()
    expect([operations.on.type, operations.on.label, operations.off.type, operations.off.label]).toEqual([
      'like',
      '点赞',
      'unlike',
      '取消点赞',
    ])
    expect(operations.on.mergeKey({ postId: 4 })).toBe(operations.off.mergeKey({ postId: 4 }))
    expect(operations.payloadFor(4)).toEqual({ postId: 4 })
    expect(operations.targetOf({ postId: 4 })).toBe(4)
    expect(v.parse(operations.on.result, { active: true, count: 2 })).toEqual({ active: true, count: 2 })
    // The definition (and its calls) loads with the first replay, not before.
    expect(load).not.toHaveBeenCalled()
  })

  it('R4.9 R4.14 a replay runs the definition’s own send (POST on, DELETE off) and commits the answer; a refusal commits nothing', async () => {
    const { operations, definition } = setup()
    const on = await operations.on.replay()
    const off = await operations.off.replay()
    expect(await on.send({ postId: 7 })).toEqual({ active: true, count: 3 })
    expect(await off.send({ postId: 8 })).toEqual({ active: false, count: 3 })
    expect(definition.send).toHaveBeenNthCalledWith(1, 7, 'POST')
    expect(definition.send).toHaveBeenNthCalledWith(2, 8, 'DELETE')
    on.settle?.({ postId: 7 }, { ok: true, result: { active: true, count: 3 } })
    expect(definition.commit).toHaveBeenCalledWith(7, { active: true, count: 3 })
    const refused: ReplayOutcome<{ active: boolean; count: number }> = { ok: false, error: new Error('no') }
    off.settle?.({ postId: 8 }, refused)
    expect(definition.commit).toHaveBeenCalledTimes(1)
  })

  it('R5.24 a definition’s send that refuses (no session) is the replay’s refusal: nothing else is sent', async () => {
    const { operations, definition } = setup()
    vi.mocked(definition.send).mockRejectedValueOnce(new Error('User not authenticated'))
    const on = await operations.on.replay()
    await expect(on.send({ postId: 7 })).rejects.toThrow('User not authenticated')
    expect(definition.send).toHaveBeenCalledTimes(1)
  })
})
