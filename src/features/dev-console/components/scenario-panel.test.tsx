import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { getAccessToken } from '@/api/token-store'
import { scenarioPreset } from '@/schemas/scenario-presets'
import { fakeMockHandle, type FakeMockHandle } from '@/test/fake-mock-handle'
import type { RestartEnv } from '../model/app-restart'
import { ScenarioPanel } from './scenario-panel'

// /test-api › 测试场景 against the mock handle's contract (the mock's side: mock-server/services/scenario-apply.test.ts).

let handle: FakeMockHandle
let env: RestartEnv & { go: Mock<(path: string) => void> }

function renderPanel() {
  return render(<ScenarioPanel handle={handle} consolePath="/test-api" env={env} />)
}
const status = () => screen.getAllByRole('status')[0]!
const presets = () => screen.getByRole('list', { name: '预设场景' })

beforeEach(() => {
  handle = fakeMockHandle()
  env = { go: vi.fn<(path: string) => void>(), notes: sessionStorage }
  history.replaceState(null, '', '/test-api')
})
afterEach(() => {
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

describe('测试场景', { timeout: 20_000 }, () => {
  it('/test-api?scenario=flaky-network applies that preset once as the page opens, says so, and takes the query off the address', async () => {
    history.replaceState(null, '', '/test-api?scenario=flaky-network&tab=1#faults')
    const { unmount } = renderPanel()
    await waitFor(() => expect(handle.scenarios.apply).toHaveBeenCalledTimes(1))
    expect(handle.scenarios.apply).toHaveBeenCalledWith(scenarioPreset('flaky-network'))
    expect(location.pathname + location.search + location.hash).toBe('/test-api?tab=1#faults')
    await waitFor(() => expect(status()).toHaveTextContent('已应用场景「网络不稳定」：故障规则 1 条'))
    // A network scenario applies in place: no reload.
    expect(env.go).not.toHaveBeenCalled()
    // Opened again (a reload, Back), the address no longer asks for it.
    unmount()
    renderPanel()
    await screen.findByRole('list', { name: '预设场景' })
    expect(handle.scenarios.apply).toHaveBeenCalledTimes(1)
  })

  it('a link to a scenario that is not there says so and applies nothing', async () => {
    history.replaceState(null, '', '/test-api?scenario=saved-gone')
    renderPanel()
    await waitFor(() =>
      expect(status()).toHaveTextContent('链接中的场景「saved-gone」不存在（已保存的场景只在保存它的浏览器里）'),
    )
    expect(handle.scenarios.apply).not.toHaveBeenCalled()
    expect(location.search).toBe('')
  })

  it('lists every preset with what it sets, and applies one in one click: the app restarts signed in, and says it after', async () => {
    const user = userEvent.setup()
    vi.mocked(handle.scenarios.apply).mockResolvedValueOnce({
      session: {
        token: 'acc-demo',
        refreshToken: 'ref-demo',
        user: { id: 1, username: 'demo', displayName: '柠檬小主' },
      },
      counts: { posts: 320 },
      tookMs: 800,
    })
    const { unmount } = renderPanel()
    expect(within(presets()).getAllByRole('listitem')).toHaveLength(7)
    const heavy = within(presets()).getByRole('heading', { name: '重度用户' }).closest('li')!
    expect(heavy).toHaveTextContent('3000 帖 · 5000 消息')
    expect(heavy).toHaveTextContent('登录 heavy')
    const flaky = within(presets()).getByRole('heading', { name: '网络不稳定' }).closest('li')!
    expect(flaky).toHaveTextContent('30% 503')

    await user.click(screen.getByRole('button', { name: '应用场景「演示账号」' }))
    expect(handle.scenarios.apply).toHaveBeenCalledWith(scenarioPreset('demo'))
    expect(env.go).toHaveBeenCalledWith('/test-api')
    expect(getAccessToken()).toBe('acc-demo')

    // The reloaded page reads the note the restart left.
    unmount()
    renderPanel()
    await waitFor(() =>
      expect(status()).toHaveTextContent('已应用场景「演示账号」：已登录为 柠檬小主（demo）；帖子 320；网络正常'),
    )
  })

  it('a scenario the mock refuses shows why', async () => {
    const user = userEvent.setup()
    vi.mocked(handle.scenarios.apply).mockRejectedValueOnce(new TypeError('用户 heavy 不存在，无法登录'))
    renderPanel()
    await user.click(screen.getByRole('button', { name: '应用场景「重度用户」' }))
    expect(await screen.findByText('应用场景「重度用户」失败：用户 heavy 不存在，无法登录')).toBeInTheDocument()
    expect(env.go).not.toHaveBeenCalled()
  })

  it('copies a scenario’s link, whole', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    renderPanel()
    await user.click(screen.getByRole('button', { name: '复制链接：场景「慢速网络」' }))
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/test-api?scenario=slow-network`)
    expect(status()).toHaveTextContent('已复制「慢速网络」的链接')
  })

  it('saves the current state under a name, lists it beside the presets, applies and deletes it', async () => {
    const user = userEvent.setup()
    const { unmount } = renderPanel()
    expect(await screen.findByText('还没有保存的场景。保存后只在本浏览器中可用。')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: '保存当前状态为场景' })
    await user.type(within(form).getByLabelText('场景名称'), '离线点赞')
    await user.type(within(form).getByLabelText('说明（可选）'), '断网后点赞再联网')
    await user.click(within(form).getByRole('button', { name: '保存当前状态' }))
    expect(handle.scenarios.save).toHaveBeenCalledWith({ name: '离线点赞', description: '断网后点赞再联网' })
    const list = await screen.findByRole('list', { name: '已保存的场景' })
    expect(within(list).getByRole('heading', { name: '离线点赞' })).toBeInTheDocument()
    expect(within(list).getByText('断网后点赞再联网')).toBeInTheDocument()
    expect(status()).toHaveTextContent('已保存场景「离线点赞」')
    expect(within(form).getByLabelText('场景名称')).toHaveValue('')

    await user.click(within(list).getByRole('button', { name: '应用场景「离线点赞」' }))
    expect(handle.scenarios.apply).toHaveBeenCalledWith(handle.saved[0]!.scenario)
    // Saved data replaces the data: the app restarts into it (and lists it again).
    expect(env.go).toHaveBeenCalledWith('/test-api')
    unmount()
    renderPanel()

    await user.click(await screen.findByRole('button', { name: '删除场景「离线点赞」' }))
    expect(await screen.findByText('还没有保存的场景。保存后只在本浏览器中可用。')).toBeInTheDocument()
    expect(handle.saved).toEqual([])
  })

  it('shows a storage limit while one is set, and lifts it', async () => {
    const user = userEvent.setup()
    vi.mocked(handle.storageBudget).mockResolvedValue({ headroomBytes: 16_384, usedBytes: 4_096 })
    renderPanel()
    expect(await screen.findByText(/存储限制生效中：还可写入/)).toHaveTextContent(
      '还可写入 12 KB（已用 4.0 KB / 16 KB），超出的写入返回 507。',
    )
    vi.mocked(handle.storageBudget).mockResolvedValue(null)
    await user.click(screen.getByRole('button', { name: '解除限制' }))
    expect(handle.setStorageBudget).toHaveBeenCalledWith(null)
    await waitFor(() => expect(screen.queryByText(/存储限制生效中/)).not.toBeInTheDocument())
  })
})
