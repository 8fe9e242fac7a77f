import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { fakeMockHandle, type FakeMockHandle } from '@/test/fake-mock-handle'
import { sampleReport } from '@/test/sample-bug-report'
import type { RestartEnv } from '../model/app-restart'
import { BugReportPanel } from './bug-report-panel'

// /test-api › 问题报告 against the mock handle's contract.

vi.mock('../model/test-results-source', () => ({
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
afterEach(() => vi.unstubAllGlobals())

const renderPanel = (initialRoute = '/post/12') =>
  render(<BugReportPanel handle={handle} initialRoute={initialRoute} env={env} />)
const file = (text: string, name = 'report.json') => new File([text], name, { type: 'application/json' })

describe('问题报告', { timeout: 20_000 }, () => {
  it('exports one file with the route the tester came from (editable), their description, and warns it carries the tokens', async () => {
    const blobs: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:report')),
        revokeObjectURL: vi.fn(),
      }),
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const user = userEvent.setup()
    renderPanel()
    expect(screen.getByText(/文件里有当前账号的访问令牌和刷新令牌/)).toBeInTheDocument()
    const route = screen.getByLabelText('报告打开的页面')
    expect(route).toHaveValue('/post/12')
    await user.clear(route)
    await user.type(route, '/post/12?from=feed')
    await user.type(screen.getByLabelText('问题描述（可选）'), '点赞后计数没变')
    await user.click(screen.getByRole('button', { name: '导出问题报告' }))
    expect(
      await screen.findByText(/^已导出 lemon-bug-report-\d{8}-\d{6}\.json（[\d.]+ KB），打开 \/post\/12\?from=feed$/),
    ).toBeInTheDocument()
    expect(click).toHaveBeenCalled()
    const report = JSON.parse(await blobs[0]!.text())
    expect(report).toMatchObject({
      format: 'lemon-bug-report',
      route: '/post/12?from=feed',
      description: '点赞后计数没变',
      mock: { session: { accessToken: 'acc-from-mock' } },
    })
    click.mockRestore()
  })

  it('a bad file shows a clear Chinese message and changes nothing', async () => {
    const user = userEvent.setup()
    renderPanel()
    await user.upload(screen.getByLabelText('导入问题报告'), file('{"format":"lemon-bug-report","version":1}'))
    expect(await screen.findByText(/^导入失败：问题报告内容无效（createdAt：/)).toBeInTheDocument()
    await user.upload(screen.getByLabelText('导入问题报告'), file('不是 JSON'))
    expect(await screen.findByText('导入失败：文件不是有效的 JSON')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(handle.importState).not.toHaveBeenCalled()
    expect(env.go).not.toHaveBeenCalled()
  })

  it('a good file asks first, then restores the state and opens the report’s route', async () => {
    const user = userEvent.setup()
    renderPanel('/')
    await user.upload(screen.getByLabelText('导入问题报告'), file(JSON.stringify(sampleReport())))
    const dialog = await screen.findByRole('alertdialog', { name: '导入问题报告？' })
    expect(dialog).toHaveTextContent('以 柠檬小主（demo）登录，故障规则 1 条，打开 /post/12。')
    await user.click(within(dialog).getByRole('button', { name: '导入并打开' }))
    expect(handle.importState).toHaveBeenCalledWith(
      expect.objectContaining({ session: expect.objectContaining({ refreshToken: 'ref-1' }) }),
    )
    expect(env.go).toHaveBeenCalledWith('/post/12')
  })

  it('a report the mock refuses says why, and the page stays', async () => {
    const user = userEvent.setup()
    vi.mocked(handle.importState).mockRejectedValueOnce(
      new Error('导入失败：tables.posts[0].authorId: 引用的 users 9 不存在'),
    )
    renderPanel('/')
    await user.upload(screen.getByLabelText('导入问题报告'), file(JSON.stringify(sampleReport())))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '导入并打开' }))
    expect(await screen.findByText('导入失败：tables.posts[0].authorId: 引用的 users 9 不存在')).toBeInTheDocument()
    expect(env.go).not.toHaveBeenCalled()
  })
})
