import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { getAccessToken, getRefreshToken, saveSession } from '@/api/token-store'
import { demoUser } from '@/test/mock-auth'
import { fakeMockHandle, installMockHandle, type FakeMockHandle } from '@/test/fake-mock-handle'
import { AuthDebugPage, maskToken } from './auth-debug-page'

const server = setupTestServer()
const links = { testApi: '/test-api', authDebug: '/auth-debug', login: '/login', settings: '/settings' }
const ACCESS = 'access-aaaaaa-1111-2222-zzzz'
const REFRESH = 'refresh-bbbbb-3333-4444-yyyy'
let handle: FakeMockHandle
let uninstall: () => void

function renderPage() {
  const location = memoryLocation({ path: '/auth-debug' })
  render(
    <Router hook={location.hook}>
      <AuthDebugPage links={links} />
    </Router>,
  )
}

beforeEach(() => {
  handle = fakeMockHandle()
  uninstall = installMockHandle(handle)
  saveSession({ token: ACCESS, refreshToken: REFRESH, user: demoUser })
  handle.tokens.set(ACCESS, {
    kind: 'access',
    userId: 1,
    expiresAt: Date.now() + 14 * 60_000 + 30_000,
    expired: false,
    revoked: false,
  })
  handle.tokens.set(REFRESH, {
    kind: 'refresh',
    userId: 1,
    expiresAt: Date.now() + 7 * 86_400_000,
    expired: false,
    revoked: false,
  })
})
afterEach(() => uninstall())

describe('/auth-debug', { timeout: 15_000 }, () => {
  it('masks tokens to the first 6 and last 4 characters', () => {
    expect(maskToken('abcdefghijklmnop')).toBe('abcdef…mnop')
    expect(maskToken('short')).toBe('•••••')
    expect(maskToken(null)).toBe('—')
  })

  it('R2.16 shows both tokens masked, their expiry from the mock and the cached user', async () => {
    renderPage()
    expect(screen.getByLabelText('访问令牌（已遮盖）')).toHaveTextContent('access…zzzz')
    expect(screen.getByLabelText('刷新令牌（已遮盖）')).toHaveTextContent('refres…yyyy')
    expect(document.body).not.toHaveTextContent(ACCESS)
    expect(document.body).not.toHaveTextContent(REFRESH)
    expect(await screen.findByText(/还剩 14 分/)).toBeInTheDocument()
    expect(screen.getByText(/还剩 6 天 23 小时|还剩 7 天/)).toBeInTheDocument()
    expect(handle.tokenInfo).toHaveBeenCalledWith(ACCESS)
    expect(screen.getByLabelText('缓存的用户 JSON')).toHaveTextContent(`"email": "${demoUser.email}"`)
  })

  it('R2.16 expires the access token now through the mock and says so', async () => {
    const user = userEvent.setup()
    renderPage()
    await screen.findByText(/还剩 14 分/)
    handle.tokens.set(ACCESS, { kind: 'access', userId: 1, expiresAt: Date.now() - 1, expired: true, revoked: false })
    await user.click(screen.getByRole('button', { name: '让访问令牌立即过期' }))
    expect(handle.expireToken).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('访问令牌已立即过期，下一个请求会收到 401 并自动刷新')).toBeInTheDocument()
    expect(await screen.findByText(/已过期/)).toBeInTheDocument()
  })

  it('R2.16 forces a refresh through the client and shows the new tokens', async () => {
    let sent: unknown
    server.use(
      http.post('*/api/auth/refresh', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(
          ok({ accessToken: 'newacc-5555-6666-7777-abcd', refreshToken: 'newref-8888-9999-0000-efgh' }),
        )
      }),
    )
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('button', { name: '强制刷新令牌' }))
    expect(await screen.findByText('刷新成功：新的访问令牌 newacc…abcd，新的刷新令牌 newref…efgh')).toBeInTheDocument()
    expect(sent).toEqual({ refreshToken: REFRESH })
    expect(getAccessToken()).toBe('newacc-5555-6666-7777-abcd')
    await waitFor(() => expect(screen.getByLabelText('访问令牌（已遮盖）')).toHaveTextContent('newacc…abcd'))
  })

  it('R2.16 a refused refresh says what happened (and the session is cleared)', async () => {
    server.use(
      http.post('*/api/auth/refresh', () => HttpResponse.json(fail('刷新令牌无效', 'AUTH_004'), { status: 401 })),
    )
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('button', { name: '强制刷新令牌' }))
    expect(await screen.findByText('刷新失败：刷新令牌无效或已过期，已清除登录状态')).toBeInTheDocument()
    expect(getRefreshToken()).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: '强制刷新令牌' })).toBeDisabled())
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login')
  })

  it('sets the lifetime of access tokens issued from now on', async () => {
    const user = userEvent.setup()
    renderPage()
    const form = screen.getByRole('form', { name: '访问令牌有效期' })
    const input = within(form).getByLabelText('新访问令牌有效期（秒）')
    expect(input).toHaveValue(900)
    await user.clear(input)
    await user.type(input, '30')
    await user.click(within(form).getByRole('button', { name: '应用' }))
    expect(handle.setAccessTokenTtl).toHaveBeenCalledWith(30_000)
    expect(await screen.findByText(/之后签发的访问令牌有效期为 30 秒/)).toBeInTheDocument()
  })

  it('without the mock the expiry says 未启用模拟后端', async () => {
    uninstall()
    renderPage()
    expect(await screen.findAllByText('到期时间：未启用模拟后端')).toHaveLength(2)
    expect(screen.getByRole('button', { name: '让访问令牌立即过期' })).toBeDisabled()
  })
})
