// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { getAccessToken, getCachedUser, getRefreshToken, setTokens } from '@/api/token-store'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { scenarioPreset } from '@/schemas/scenario-presets'
import type { ScenarioOutcome } from '@/schemas/scenario.schema'
import { pendingOperations } from '@/services/global-state'
import { fakeMockHandle, type FakeMockHandle } from '@/test/fake-mock-handle'
import { takeRestartNote, type RestartEnv } from './app-restart'
import { changesDataOrAccount, describeOutcome, runScenario } from './scenario-runner'

// Applying a scenario from the page: in place when only the network or the storage changes; otherwise the page takes
// the mock's session, forgets what it kept for the old data, leaves a note and reloads the developer pages.

let handle: FakeMockHandle
let env: RestartEnv & { go: Mock<(path: string) => void> }
const demoUser = { id: 1, username: 'demo', displayName: '柠檬小主', email: 'demo@example.com' }

beforeEach(() => {
  handle = fakeMockHandle()
  env = { go: vi.fn<(path: string) => void>(), notes: sessionStorage }
})
afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  pendingOperations.value = []
})

describe('runScenario', () => {
  it('a network scenario applies in place: the tokens stay, nothing reloads, and it says what it set', async () => {
    setTokens('acc-old', 'ref-old')
    vi.mocked(handle.scenarios.apply).mockResolvedValueOnce({ session: 'keep', tookMs: 40 })
    const flaky = scenarioPreset('flaky-network')!
    const result = await runScenario(handle, flaky, { consolePath: '/test-api', env })
    expect(handle.scenarios.apply).toHaveBeenCalledWith(flaky)
    expect(result).toEqual({ restarted: false, text: '已应用场景「网络不稳定」：故障规则 1 条' })
    expect(env.go).not.toHaveBeenCalled()
    expect(getAccessToken()).toBe('acc-old')
  })

  it('a scenario that changes the account keeps the new session, drops the old data’s leftovers and reloads the console with a note', async () => {
    setTokens('acc-old', 'ref-old')
    localStorage.setItem(STORAGE_KEYS.feedSnapshot, '{"old":true}')
    localStorage.setItem(STORAGE_KEYS.homeSnapshot, '{"old":true}')
    localStorage.setItem(STORAGE_KEYS.themeColor, 'peach')
    pendingOperations.value = [{ id: 'op1', type: 'like', payload: {}, timestamp: 1 } as never]
    const outcome: ScenarioOutcome = {
      session: { token: 'acc-new', refreshToken: 'ref-new', user: demoUser },
      counts: { posts: 320, messages: 127 },
      tookMs: 1234,
    }
    vi.mocked(handle.scenarios.apply).mockResolvedValueOnce(outcome)

    const result = await runScenario(handle, scenarioPreset('demo')!, { consolePath: '/test-api', env })
    expect(result.restarted).toBe(true)
    expect(env.go).toHaveBeenCalledWith('/test-api')
    expect([getAccessToken(), getRefreshToken(), getCachedUser()?.username]).toEqual(['acc-new', 'ref-new', 'demo'])
    expect(localStorage.getItem(STORAGE_KEYS.feedSnapshot)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.homeSnapshot)).toBeNull()
    expect(pendingOperations.value).toEqual([])
    // A choice of this device stays.
    expect(localStorage.getItem(STORAGE_KEYS.themeColor)).toBe('peach')
    // The reloaded console says it, once.
    expect(takeRestartNote()?.text).toBe(
      '已应用场景「演示账号」：已登录为 柠檬小主（demo）；帖子 320，消息 127；网络正常（用时 1.2 秒）',
    )
    expect(takeRestartNote()).toBeNull()
  })

  it('signed out by a scenario: the tokens and the cached user are gone', async () => {
    setTokens('acc-old', 'ref-old')
    vi.mocked(handle.scenarios.apply).mockResolvedValueOnce({ session: null, counts: { posts: 1 }, tookMs: 5 })
    await runScenario(
      handle,
      { id: 'out', name: '未登录', data: { kind: 'seed' }, account: { kind: 'signed-out' } },
      { consolePath: '/test-api', env },
    )
    expect([getAccessToken(), getRefreshToken(), getCachedUser()]).toEqual([null, null, null])
  })

  it('a scenario the mock refuses changes nothing in the page', async () => {
    setTokens('acc-old', 'ref-old')
    vi.mocked(handle.scenarios.apply).mockRejectedValueOnce(
      new TypeError('场景无效：id: 场景编号只能包含小写字母、数字和连字符'),
    )
    await expect(runScenario(handle, scenarioPreset('demo')!, { consolePath: '/test-api', env })).rejects.toThrow(
      '场景无效',
    )
    expect(getAccessToken()).toBe('acc-old')
    expect(env.go).not.toHaveBeenCalled()
  })
})

describe('describeOutcome', () => {
  it('names the expired token and the storage left', () => {
    expect(
      describeOutcome(scenarioPreset('expired-session')!, {
        session: { token: 'a', refreshToken: 'r', user: demoUser },
        tookMs: 300,
      }),
    ).toBe('已应用场景「登录已过期」：已登录为 柠檬小主（demo）；网络正常；访问令牌已过期（用时 0.3 秒）')
    expect(describeOutcome(scenarioPreset('storage-almost-full')!, { session: 'keep', tookMs: 10 })).toBe(
      '已应用场景「存储空间将满」：网络正常；存储只剩 16 KB',
    )
  })

  it('only the data or the account makes the app start afresh', () => {
    expect(
      ['new-user', 'demo', 'heavy-user', 'expired-session'].every((id) => changesDataOrAccount(scenarioPreset(id)!)),
    ).toBe(true)
    expect(
      ['flaky-network', 'slow-network', 'storage-almost-full'].some((id) => changesDataOrAccount(scenarioPreset(id)!)),
    ).toBe(false)
  })
})
