import { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupTestServer } from '@/test/test-server'
import { clearErrorLog, logError } from '@/services/error-log'
import { queryKeys } from '@/lib/query-keys'
import { fakeMockHandle, installMockHandle, type FakeMockHandle } from '@/test/fake-mock-handle'
import { renderRoute } from '@/test/render-route'
import { TestApiPage } from './test-api-page'

// The bundled results are a build-time chunk (scripts/vite-test-results.ts); the rule browser's own tests feed them.
vi.mock('../model/test-results-source', () => ({ useTestResults: () => ({ status: 'loading' }) }))

const server = setupTestServer()
// happy-dom has a page origin: match any host, as the page's own requests go to it.
const apiUrl = (path: string) => `*/api${path}`
const links = { testApi: '/test-api', authDebug: '/auth-debug', login: '/login', settings: '/settings' }
let handle: FakeMockHandle
let uninstall: () => void

function renderPage({ viewerId = 1 as number | null } = {}) {
  return renderRoute(<TestApiPage links={links} viewerId={viewerId} />, {
    path: '/test-api',
    queryClient: new QueryClient(),
  })
}

const devAnswer = (data: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  message: 'ok',
  data,
  responseTime: 1.5,
  version: '1.0.0',
  ...extra,
})
const response = () => screen.getByLabelText('接口响应')

beforeEach(() => {
  handle = fakeMockHandle()
  uninstall = installMockHandle(handle)
})
afterEach(() => {
  uninstall()
  clearErrorLog()
})

// The page is large (the rules table, five panels): a busy CI machine needs more than the default 5 s.
describe('/test-api', { timeout: 20_000 }, () => {
  it('R2.16 R7.38 the test buttons call health, ping and mock posts and show success, message, data, responseTime and version', async () => {
    server.use(
      http.get(apiUrl('/test/ping'), () =>
        HttpResponse.json(
          devAnswer({ pong: true, serverTime: '2026-01-01T00:00:00Z' }, { message: 'pong', responseTime: 0.37 }),
        ),
      ),
      http.get(apiUrl('/health'), () =>
        HttpResponse.json({ success: true, message: 'ok', data: { status: 'ok', version: '1.0.0', uptime: 12 } }),
      ),
      http.get(apiUrl('/test/mock-posts'), () =>
        HttpResponse.json(devAnswer([{ id: 7, title: '早餐' }], { message: '获取模拟帖子成功' })),
      ),
    )
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('button', { name: /Ping/ }))
    const dl = await screen.findByLabelText('接口响应')
    expect(within(dl).getByText('true')).toBeInTheDocument()
    expect(within(dl).getByText('pong')).toBeInTheDocument()
    expect(within(dl).getByText(/0\.37 ms/)).toBeInTheDocument()
    expect(within(dl).getByText('1.0.0')).toBeInTheDocument()
    expect(screen.getByLabelText('响应数据 data')).toHaveTextContent('"pong": true')

    await user.click(screen.getByRole('button', { name: /健康检查/ }))
    await waitFor(() => expect(screen.getByLabelText('响应数据 data')).toHaveTextContent('"uptime": 12'))
    expect(within(response()).getByText('1.0.0')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /模拟帖子/ }))
    await waitFor(() => expect(screen.getByLabelText('响应数据 data')).toHaveTextContent('"title": "早餐"'))
    expect(within(response()).getByText('获取模拟帖子成功')).toBeInTheDocument()
  })

  it('R7.38 mock register sends username, email, password and displayName; mock login email and password; errors are shown', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(apiUrl('/test/mock-register'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(devAnswer({ stored: false }, { message: '模拟注册校验通过（未保存）' }))
      }),
      http.post(apiUrl('/test/mock-login'), async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json(
          {
            success: false,
            message: '邮箱或密码错误',
            code: 'AUTH_003',
            data: null,
            responseTime: 0.9,
            version: '1.0.0',
          },
          { status: 401 },
        )
      }),
    )
    const user = userEvent.setup()
    renderPage()
    const register = screen.getByRole('form', { name: '模拟注册' })
    await user.clear(within(register).getByLabelText('用户名'))
    await user.type(within(register).getByLabelText('用户名'), 'lemon_qa')
    await user.click(within(register).getByRole('button', { name: '发送模拟注册' }))
    expect(await within(response()).findByText('模拟注册校验通过（未保存）')).toBeInTheDocument()

    const login = screen.getByRole('form', { name: '模拟登录' })
    await user.clear(within(login).getByLabelText('密码'))
    await user.type(within(login).getByLabelText('密码'), 'wrong123')
    await user.click(within(login).getByRole('button', { name: '发送模拟登录' }))
    expect(await within(response()).findByText('邮箱或密码错误')).toBeInTheDocument()
    expect(within(response()).getByText('false')).toBeInTheDocument()
    expect(screen.getByText('HTTP 401', { exact: false })).toBeInTheDocument()
    expect(bodies).toEqual([
      { username: 'lemon_qa', email: 'qa@example.com', password: 'lemon1234', displayName: 'QA 测试' },
      { email: 'demo@example.com', password: 'wrong123' },
    ])
  })

  it('R2.16 a tab bar links the two developer pages', () => {
    renderPage()
    const nav = screen.getByRole('navigation', { name: '开发者工具' })
    expect(within(nav).getByRole('link', { name: /接口与数据/ })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: /认证调试/ })).toHaveAttribute('href', '/auth-debug')
  })

  it('adds, lists, removes and clears fault rules through the mock handle', async () => {
    const user = userEvent.setup()
    renderPage()
    const form = await screen.findByRole('form', { name: '添加故障规则' })
    await user.selectOptions(within(form).getByLabelText('强制状态'), '')
    await user.click(within(form).getByRole('button', { name: '添加规则' }))
    expect(screen.getByText('请至少设置延迟、强制状态或网络失败中的一项')).toBeInTheDocument()

    await user.selectOptions(within(form).getByLabelText('强制状态'), '500')
    await user.type(within(form).getByLabelText('次数'), '2')
    await user.click(within(form).getByRole('button', { name: '添加规则' }))
    expect(handle.rules).toMatchObject([{ method: 'GET', path: '/api/posts', status: 500, times: 2 }])
    const list = screen.getByRole('list', { name: '故障规则' })
    expect(within(list).getByText('强制 500 · 剩 2 次')).toBeInTheDocument()

    await user.clear(within(form).getByLabelText('路径'))
    await user.type(within(form).getByLabelText('路径'), '/api/*')
    await user.selectOptions(within(form).getByLabelText('强制状态'), '')
    await user.click(within(form).getByLabelText('网络失败（请求直接断开）'))
    await user.type(within(form).getByLabelText('延迟（毫秒）'), '800')
    await user.clear(within(form).getByLabelText('次数'))
    await user.click(within(form).getByRole('button', { name: '添加规则' }))
    expect(within(list).getByText('网络失败 · 延迟 800 ms · 一直生效')).toBeInTheDocument()

    // A share of the requests: a flaky network.
    await user.click(within(form).getByLabelText('网络失败（请求直接断开）'))
    await user.clear(within(form).getByLabelText('延迟（毫秒）'))
    await user.selectOptions(within(form).getByLabelText('强制状态'), '503')
    await user.type(within(form).getByLabelText('比例（%）'), '30')
    await user.click(within(form).getByRole('button', { name: '添加规则' }))
    expect(handle.rules.at(-1)).toMatchObject({ path: '/api/*', status: 503, rate: 0.3 })
    expect(within(list).getByText('30% 的请求 · 强制 503 · 一直生效')).toBeInTheDocument()
    await user.click(within(list).getAllByRole('button', { name: '删除规则 GET /api/*' }).at(-1)!)

    await user.click(within(list).getByRole('button', { name: '删除规则 GET /api/posts' }))
    expect(handle.rules.map((r) => r.path)).toEqual(['/api/*'])
    await user.click(screen.getByRole('button', { name: '清除全部' }))
    expect(handle.rules).toEqual([])
    expect(screen.getByText('没有规则，所有请求正常返回')).toBeInTheDocument()
  })

  it('exports the database as a JSON file, imports one, and resets the demo data after a confirmation', async () => {
    const createUrl = vi.fn(() => 'blob:export')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const user = userEvent.setup()
    const { queryClient } = renderPage()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')

    await user.click(await screen.findByRole('button', { name: '导出数据' }))
    expect(await screen.findByText(/已导出 lemon-notes-data-\d{8}-\d{6}\.json/)).toBeInTheDocument()
    expect(click).toHaveBeenCalled()

    const file = new File(['{"format":"lemon-mock-db","version":1}'], 'backup.json', { type: 'application/json' })
    await user.upload(screen.getByLabelText('导入数据'), file)
    expect(await screen.findByText('已导入：用户 2，帖子 5')).toBeInTheDocument()
    expect(handle.importData).toHaveBeenCalledWith('{"format":"lemon-mock-db","version":1}')
    expect(invalidate).toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: '重置演示数据' }))
    const dialog = await screen.findByRole('alertdialog', { name: '重置演示数据？' })
    await user.click(within(dialog).getByRole('button', { name: '重置' }))
    expect(await screen.findByText('演示数据已重置为初始状态')).toBeInTheDocument()
    expect(handle.resetData).toHaveBeenCalledTimes(1)
    click.mockRestore()
    vi.unstubAllGlobals()
  })

  it('an import the mock refuses shows why', async () => {
    vi.mocked(handle.importData).mockRejectedValueOnce(new Error('导入失败：文件不是有效的 JSON'))
    const user = userEvent.setup()
    renderPage()
    await user.upload(
      await screen.findByLabelText('导入数据'),
      new File(['{'], 'bad.json', { type: 'application/json' }),
    )
    expect(await screen.findByText('导入失败：文件不是有效的 JSON')).toBeInTheDocument()
  })

  it('receives a message from the chosen user and asks for the unread count at once', async () => {
    const user = userEvent.setup()
    const { queryClient } = renderPage({ viewerId: 1 })
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const form = await screen.findByRole('form', { name: '模拟收到消息' })
    const picker = within(form).getByLabelText('发送者')
    await waitFor(() => expect(picker).toHaveValue('2'))
    // The logged-in user cannot write to themself: they are not offered.
    expect(within(picker).queryByText(/柠檬小主/)).not.toBeInTheDocument()
    await user.clear(within(form).getByLabelText('消息内容'))
    await user.type(within(form).getByLabelText('消息内容'), '在吗？')
    await user.click(within(form).getByRole('button', { name: '收到这条消息' }))
    expect(await screen.findByText('已收到来自 阿美 的消息')).toBeInTheDocument()
    expect(handle.receiveMessage).toHaveBeenCalledWith({ fromUserId: 2, content: '在吗？' })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.messages.all })
  })

  it('receiving a message needs a login', async () => {
    renderPage({ viewerId: null })
    expect(await screen.findByText(/登录后可用/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login')
  })

  it('shows the client error log, newest first, and clears it', async () => {
    const user = userEvent.setup()
    renderPage()
    act(() => {
      logError('manual', new Error('第一个'))
      logError('api', 'GET /api/posts → 500 服务器内部错误')
    })
    const list = screen.getByRole('list', { name: '错误记录' })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('GET /api/posts → 500 服务器内部错误')
    expect(items[1]).toHaveTextContent('Error: 第一个')
    expect(screen.getByText('共 2 条（2 条待写入）')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '立即写入' }))
    expect(screen.getByText('共 2 条')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '清空' }))
    expect(screen.getByText('暂无错误记录')).toBeInTheDocument()
  })

  it('browses the spec rules with their test status, filtered by text, section, layer and status', async () => {
    const user = userEvent.setup()
    renderPage()
    const table = screen.getByRole('region', { name: '规则列表' })
    const total = Number(/共 (\d+) 条规则/.exec(screen.getByText(/共 \d+ 条规则/).textContent!)![1])
    expect(total).toBeGreaterThan(250)
    // 40 rows at first, everything on request.
    expect(within(table).getAllByRole('row')).toHaveLength(41)
    await user.type(screen.getByLabelText('搜索'), 'R2.16')
    // The rule itself, and the few rules whose tests also name it (the route-table journey names R2.1–R2.17).
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(20))
    expect(
      within(table)
        .getAllByRole('rowheader')
        .every((h) => h.textContent!.startsWith('R2.')),
    ).toBe(true)
    expect(within(table).getByRole('rowheader', { name: 'R2.16' })).toBeInTheDocument()
    expect(within(table).queryByRole('rowheader', { name: 'R4.1' })).not.toBeInTheDocument()
    await user.clear(screen.getByLabelText('搜索'))
    await user.selectOptions(screen.getByLabelText('章节'), '9')
    await user.selectOptions(screen.getByLabelText('层'), 'constant')
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .every((h) => h.textContent!.startsWith('R9.')),
      ).toBe(true),
    )
    await user.click(screen.getByRole('button', { name: '重置筛选' }))
    await user.click(screen.getByRole('button', { name: `显示全部 ${total} 条` }))
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(total + 1))
  }, 20_000)

  it('opened as /test-api?scenario=flaky-network, applies that scenario at once and says so', async () => {
    history.replaceState(null, '', '/test-api?scenario=flaky-network')
    try {
      renderPage()
      const scenarios = await screen.findByRole('region', { name: '测试场景' })
      await waitFor(() =>
        expect(within(scenarios).getAllByRole('status')[0]).toHaveTextContent('已应用场景「网络不稳定」'),
      )
      expect(handle.scenarios.apply).toHaveBeenCalledTimes(1)
      expect(handle.scenarios.apply).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'flaky-network', faults: [expect.objectContaining({ status: 503, rate: 0.3 })] }),
      )
      expect(location.search).toBe('')
    } finally {
      history.replaceState(null, '', '/')
    }
  })

  it('says 未启用模拟后端 where the mock is needed when the app runs against a real backend', async () => {
    uninstall()
    renderPage()
    // 测试场景, 问题报告, 故障注入, 演示数据, 模拟收到消息.
    expect((await screen.findAllByText(/未启用模拟后端：当前连接的是真实后端/)).length).toBe(5)
    // The developer calls go to the backend directly and still work.
    expect(screen.getByRole('button', { name: /Ping/ })).toBeEnabled()
  })
})
