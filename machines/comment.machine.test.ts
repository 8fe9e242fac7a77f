import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ApiError, networkError } from '@/api/errors'
import { COMMENT_MESSAGES, commentErrorMessage, commentMachine, type CommentChange } from './comment.machine'
import { commentAdd, commentDelete } from './machine-test-data'

const httpError = (status: number, message: string) =>
  new ApiError({
    type: status >= 500 ? 'SERVER_ERROR' : status === 429 ? 'RATE_LIMIT_ERROR' : 'CLIENT_ERROR',
    status,
    message,
  })

const ADD = commentAdd
const DELETE = commentDelete

function setup(change: CommentChange, script: Array<unknown | Error | 'hang'>, online = true) {
  const calls: CommentChange[] = []
  const spies = { commit: vi.fn(), enqueue: vi.fn(), notifySuccess: vi.fn(), notifyError: vi.fn() }
  const machine = commentMachine.provide({
    actors: {
      send: fromPromise<unknown, CommentChange>(({ input }) => {
        calls.push(input)
        const next = script.shift()
        if (next === 'hang') return new Promise(() => {})
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
      }),
    },
    actions: {
      commit: (_, p) => spies.commit(p),
      enqueue: (_, p) => spies.enqueue(p),
      notifySuccess: (_, p) => spies.notifySuccess(p),
      notifyError: (_, p) => spies.notifyError(p),
    },
  })
  const actor = createActor(machine, { input: { change, online } }).start()
  return { actor, calls, spies }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('comment machine', () => {
  it('R4.20 an add is pending while sent; on success the server comment is committed and 评论发布成功！ shows', async () => {
    const saved = { id: 900, content: '好看！' }
    const { actor, spies, calls } = setup(ADD, [saved])
    expect(actor.getSnapshot().hasTag('pending')).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual([ADD])
    expect(spies.commit).toHaveBeenCalledExactlyOnceWith({ change: ADD, result: saved })
    expect(spies.notifySuccess).toHaveBeenCalledWith({ message: '评论发布成功！' })
    expect(actor.getSnapshot().output).toEqual({ outcome: 'done', result: saved, error: null })
  })

  it('R4.20 R8.21 a refused add ends failed with the mapped message and commits nothing (the placeholder goes)', async () => {
    const { actor, spies, calls } = setup(ADD, [httpError(429, '评论过于频繁，请稍后再试')])
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
    expect(spies.commit).not.toHaveBeenCalled()
    expect(spies.notifyError).toHaveBeenCalledWith({ message: '评论过于频繁，请稍后再试' })
    expect(actor.getSnapshot().output?.outcome).toBe('failed')
  })

  it('R9.26 a mutation that fails on the network or with a 5xx is retried once, after 1 s', async () => {
    const { actor, calls, spies } = setup(ADD, [httpError(503, '服务暂时不可用'), { id: 901 }])
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    expect(actor.getSnapshot().hasTag('pending')).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    expect(spies.commit).toHaveBeenCalledOnce()

    const twice = setup(DELETE, [networkError(), networkError(), { id: 40 }])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(twice.calls).toHaveLength(2)
    expect(twice.spies.notifyError).toHaveBeenCalledWith({ message: COMMENT_MESSAGES.network })
  })

  it('R4.21 R8.24 a delete commits the server’s answer and says 评论已删除; R8.23 a refusal restores it with the mapped message', async () => {
    const ok = setup(DELETE, [{ id: 40, deleted: [40, 41] }])
    await vi.advanceTimersByTimeAsync(0)
    expect(ok.spies.commit).toHaveBeenCalledWith({ change: DELETE, result: { id: 40, deleted: [40, 41] } })
    expect(ok.spies.notifySuccess).toHaveBeenCalledWith({ message: '评论已删除' })
    const refused = setup(DELETE, [httpError(403, '您没有权限删除此评论')])
    await vi.advanceTimersByTimeAsync(0)
    expect(refused.spies.commit).not.toHaveBeenCalled()
    expect(refused.spies.notifyError).toHaveBeenCalledWith({ message: '您没有权限删除此评论' })
  })

  it('R4.14 an add written offline goes to the offline queue without a call; a delete offline fails with the network message', async () => {
    const add = setup(ADD, [], false)
    expect(add.spies.enqueue).toHaveBeenCalledExactlyOnceWith(ADD)
    expect(add.calls).toEqual([])
    expect(add.actor.getSnapshot().output?.outcome).toBe('queued')
    const del = setup(DELETE, [], false)
    expect(del.calls).toEqual([])
    expect(del.spies.notifyError).toHaveBeenCalledWith({ message: '网络连接失败，请检查网络后重试' })
  })

  it('R4.14 an add whose call fails after the browser went offline is queued instead of lost', async () => {
    const { actor, spies } = setup(ADD, [networkError()])
    actor.send({ type: 'network.offline' })
    await vi.advanceTimersByTimeAsync(0)
    expect(spies.enqueue).toHaveBeenCalledOnce()
    expect(spies.notifyError).not.toHaveBeenCalled()
  })
})

describe('comment error messages', () => {
  it.each([
    ['R8.18', networkError(), '网络连接失败，请检查网络后重试'],
    ['R8.19', httpError(401, '认证失败，请重新登录'), '请先登录后再发表评论'],
    ['R8.20', httpError(400, '评论内容不能超过1000个字符'), '评论内容不符合要求，请修改后重试'],
    ['R8.21', httpError(429, '请求过于频繁'), '评论过于频繁，请稍后再试'],
    ['R8.22', httpError(404, '帖子不存在或已被删除'), '帖子不存在或已被删除'],
    ['R8.17', new Error(''), '评论失败，请重试'],
  ])('R8.17 R8.18 R8.19 R8.20 R8.21 R8.22 a failed add says the text mapped by keyword (%s)', (_, error, text) => {
    expect(commentErrorMessage('add', error)).toBe(text)
  })

  // Each keyword alone: the server message carries only that keyword, under a status (400) that maps to nothing by
  // itself, so the keyword alone decides the text.
  const alone = (message: string) => httpError(400, message)

  it.each(['Network unreachable', 'network', '网络不稳定', 'Failed to fetch'])(
    'R8.17 R8.18 the server message alone with the network keyword (%s) says 网络连接失败，请检查网络后重试',
    (message) => {
      expect(commentErrorMessage('add', alone(message))).toBe('网络连接失败，请检查网络后重试')
    },
  )

  it.each(['Unauthorized', 'Please login', '请登录后操作', '认证失败'])(
    'R8.17 R8.19 the server message alone with the unauthorized or login keyword (%s) says 请先登录后再发表评论',
    (message) => {
      expect(commentErrorMessage('add', alone(message))).toBe('请先登录后再发表评论')
    },
  )

  it.each(['Content rejected', '内容违规'])(
    'R8.17 R8.20 the server message alone with the content keyword (%s) says 评论内容不符合要求，请修改后重试',
    (message) => {
      expect(commentErrorMessage('add', alone(message))).toBe('评论内容不符合要求，请修改后重试')
    },
  )

  it.each(['Too frequent, slow down', 'Too many requests', '操作频繁'])(
    'R8.17 R8.21 the server message alone with the too-frequent keyword (%s) says 评论过于频繁，请稍后再试',
    (message) => {
      expect(commentErrorMessage('add', alone(message))).toBe('评论过于频繁，请稍后再试')
    },
  )

  it('R8.17 R8.22 a server message with no keyword is shown as it is; no message at all gives 评论失败，请重试', () => {
    expect(commentErrorMessage('add', alone('帖子已被作者关闭评论'))).toBe('帖子已被作者关闭评论')
    expect(commentErrorMessage('add', alone(''))).toBe('评论失败，请重试')
    expect(commentErrorMessage('add', new Error(''))).toBe('评论失败，请重试')
    expect(commentErrorMessage('add', undefined)).toBe('评论失败，请重试')
  })

  it.each([
    ['network', networkError(), '网络连接失败，请检查网络后重试'],
    ['permission', httpError(403, '权限不足'), '您没有权限删除此评论'],
    ['unauthorized', httpError(401, '认证失败'), '您没有权限删除此评论'],
    ['not found', httpError(404, '评论不存在或已被删除'), '评论不存在或已被删除'],
    ['anything else', httpError(500, '服务器内部错误'), '删除评论失败，请重试'],
  ])('R8.23 a failed delete (%s) says the mapped text', (_, error, text) => {
    expect(commentErrorMessage('delete', error)).toBe(text)
  })
})
