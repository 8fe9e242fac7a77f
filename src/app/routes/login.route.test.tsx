import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { anonymousAuth, type AuthState } from '@/test/mock-auth'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const { LoginRoute } = await import('./login.route')

beforeEach(() => {
  auth = anonymousAuth()
})

function renderLogin() {
  const location = memoryLocation({ path: '/login', record: true })
  render(
    <Router hook={location.hook}>
      <Route path="/login" component={LoginRoute} />
    </Router>,
  )
  return { location, user: userEvent.setup() }
}

describe('the login page', () => {
  it('R2.72 links to register: 还没有账号？ 立即注册 goes to /register', async () => {
    const { location, user } = renderLogin()
    expect(screen.getByRole('heading', { level: 1, name: '欢迎回来' })).toBeInTheDocument()
    const link = screen.getByRole('link', { name: '立即注册' })
    expect(link).toHaveAttribute('href', '/register')
    expect(link.parentElement).toHaveTextContent('还没有账号？立即注册')
    await user.click(link)
    expect(location.history?.at(-1)).toBe('/register')
  })
})
