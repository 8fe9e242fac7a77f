// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { getAccessToken, getCachedUser, getRefreshToken, setTokens } from '@/api/token-store'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { clearErrorLog, logError } from '@/services/error-log'
import { FAKE_STATE, fakeMockHandle, type FakeMockHandle } from '@/test/fake-mock-handle'
import { sampleReport } from '@/test/sample-bug-report'
import type { RestartEnv } from './app-restart'
import { bugReportFileName, bugReportText, describeReport, parseBugReport } from './bug-report'
import { restoreBugReport } from './bug-report-restore'
import { gatherBugReport } from './bug-report-sources'

// 问题报告, the page's side: what a report gathers, how a file is checked, and what restoring one does.

vi.mock('./test-results-source', () => ({
  loadTestResults: async () => ({
    build: { at: '2026-05-06T00:00:00.000Z', commit: 'f187ba0d', dirty: false, dev: false },
  }),
}))

let handle: FakeMockHandle
let env: RestartEnv & { go: Mock<(path: string) => void> }
beforeEach(() => {
  handle = fakeMockHandle()
  env = { go: vi.fn<(path: string) => void>(), notes: sessionStorage }
})
afterEach(() => {
  localStorage.clear()
  clearErrorLog()
})

describe('gatherBugReport', () => {
  it('holds the route, the description, the mock state with its session, the signed-in user, the error log, the machines, the build and the browser', async () => {
    localStorage.setItem(STORAGE_KEYS.cachedUser, JSON.stringify({ id: 1, username: 'demo', displayName: '柠檬小主' }))
    logError('api', 'POST /api/social/like/12 → 500 服务器内部错误')
    const report = await gatherBugReport(handle, { route: '/post/12', description: '  计数没变  ' })
    expect(report).toMatchObject({
      format: 'lemon-bug-report',
      version: 1,
      route: '/post/12',
      description: '计数没变',
      user: { id: 1, username: 'demo' },
      mock: FAKE_STATE,
      build: { builtAt: '2026-05-06T00:00:00.000Z', commit: 'f187ba0d' },
      environment: { language: expect.any(String), online: expect.any(Boolean) },
    })
    expect(report.errorLog.map((e) => e.message)).toEqual(['POST /api/social/like/12 → 500 服务器内部错误'])
    expect(Array.isArray(report.machines)).toBe(true)
    // The file reads back as the same report: the readable parts first, the data last on one line.
    const text = bugReportText(report)
    expect(parseBugReport(text)).toEqual({ ok: true, report })
    expect(text.indexOf('"route"')).toBeLessThan(text.indexOf('"mock"'))
    expect(text).toContain(`"data": ${JSON.stringify(FAKE_STATE.data)}`)
  })

  it('signed out in the mock: no user in the report', async () => {
    localStorage.setItem(STORAGE_KEYS.cachedUser, JSON.stringify({ id: 1, username: 'demo', displayName: '柠檬小主' }))
    vi.mocked(handle.exportState).mockResolvedValueOnce({ ...FAKE_STATE, session: null })
    expect((await gatherBugReport(handle, { route: '/', description: '' })).user).toBeNull()
  })
})

describe('parseBugReport', () => {
  it.each([
    ['text that is not JSON', '{', '导入失败：文件不是有效的 JSON'],
    [
      'the data export instead',
      JSON.stringify({ format: 'lemon-mock-db', version: 1, tables: {} }),
      '导入失败：这是演示数据文件，请在「演示数据」中用“导入数据”导入',
    ],
    ['another JSON file', JSON.stringify({ hello: 1 }), '导入失败：不是柠檬笔记的问题报告文件'],
    [
      'a later version',
      JSON.stringify({ ...sampleReport(), version: 2 }),
      '导入失败：问题报告内容无效（version：不支持这个版本的问题报告）',
    ],
    [
      'a bad route',
      JSON.stringify({ ...sampleReport(), route: 'post/12' }),
      '导入失败：问题报告内容无效（route：页面地址必须以 / 开头）',
    ],
  ])('says in Chinese what is wrong with %s', (_what, text, message) => {
    expect(parseBugReport(text)).toEqual({ ok: false, message })
  })

  it('names what will be restored', () => {
    const parsed = parseBugReport(JSON.stringify(sampleReport()))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(describeReport(parsed.report)).toMatch(
      /^报告创建于 .+，以 柠檬小主（demo）登录，故障规则 1 条，打开 \/post\/12。$/,
    )
    expect(bugReportFileName(new Date(2026, 4, 6, 7, 8, 9))).toBe('lemon-bug-report-20260506-070809.json')
  })
})

describe('restoreBugReport', () => {
  it('the mock takes the state; the app takes the report’s session and opens its route afresh', async () => {
    setTokens('acc-mine', 'ref-mine')
    localStorage.setItem(STORAGE_KEYS.feedSnapshot, '{"old":true}')
    const parsed = parseBugReport(JSON.stringify(sampleReport()))
    if (!parsed.ok) throw new Error(parsed.message)
    await restoreBugReport(handle, parsed.report, env)
    expect(handle.importState).toHaveBeenCalledWith(parsed.report.mock)
    expect([getAccessToken(), getRefreshToken(), getCachedUser()?.username]).toEqual(['acc-1', 'ref-1', 'demo'])
    expect(localStorage.getItem(STORAGE_KEYS.feedSnapshot)).toBeNull()
    expect(env.go).toHaveBeenCalledWith('/post/12')
  })

  it('a state the mock refuses changes nothing in the page', async () => {
    setTokens('acc-mine', 'ref-mine')
    vi.mocked(handle.importState).mockRejectedValueOnce(new Error('导入失败：tables.posts[0].id: 无效'))
    const parsed = parseBugReport(JSON.stringify(sampleReport()))
    if (!parsed.ok) throw new Error(parsed.message)
    await expect(restoreBugReport(handle, parsed.report, env)).rejects.toThrow('导入失败')
    expect(getAccessToken()).toBe('acc-mine')
    expect(env.go).not.toHaveBeenCalled()
  })
})
