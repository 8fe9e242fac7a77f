import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, setupTestServer } from '@/test/test-server'
import { anonymousAuth, demoUser, signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'

const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))
let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
const { ProfileEditRoute } = await import('./profile-edit.route')

const server = setupTestServer()

function renderEditRoute() {
  const { location } = renderRoute(<ProfileEditRoute />, { path: '/profile/edit' })
  return { location, user: userEvent.setup() }
}

describe('ProfileEditRoute', () => {
  beforeEach(() => {
    auth = anonymousAuth()
  })

  it('R6.2 R2.5 R2.53 visitors see 请先登录 with 立即登录 to /auth', () => {
    renderEditRoute()
    expect(screen.getByRole('heading', { name: '请先登录' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '立即登录' })).toHaveAttribute('href', '/auth')
  })

  it('R4.33 a save hands the saved user to the session and lands on /profile', async () => {
    auth = signedInAuth()
    server.use(
      http.put('*/api/users/profile', async ({ request }) =>
        HttpResponse.json(
          ok({
            user: { ...demoUser, ...((await request.json()) as object) },
            stats: { postsCount: 0, followersCount: 0, followingCount: 0 },
          }),
        ),
      ),
    )
    const { location, user } = renderEditRoute()
    expect(screen.getByLabelText('显示名称')).toHaveValue(demoUser.displayName)
    await user.type(screen.getByLabelText('所在地'), '杭州')
    await user.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile'))
    expect(auth.updateUser).toHaveBeenCalledWith(expect.objectContaining({ id: demoUser.id, location: '杭州' }))
  })
})
