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
const { RegisterRoute } = await import('./register.route')

beforeEach(() => {
  auth = anonymousAuth()
})

function renderRegister() {
  const location = memoryLocation({ path: '/register', record: true })
  render(
    <Router hook={location.hook}>
      <Route path="/register" component={RegisterRoute} />
    </Router>,
  )
  return { location, user: userEvent.setup() }
}

describe('the register page', () => {
  it('R2.73 links to login (已有账号？ 去登录 goes to /login) and to the privacy policy', async () => {
    const { location, user } = renderRegister()
    expect(screen.getByRole('heading', { level: 1, name: '创建账号' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy')
    const link = screen.getByRole('link', { name: '去登录' })
    expect(link).toHaveAttribute('href', '/login')
    expect(link.parentElement).toHaveTextContent('已有账号？去登录')
    await user.click(link)
    expect(location.history?.at(-1)).toBe('/login')
  })
})
