import { render, screen } from '@testing-library/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { anonymousAuth, demoUser, signedInAuth, type AuthState } from '@/test/mock-auth'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
const { ProfileRoute } = await import('./profile.route')

const renderRoute = () =>
  render(
    <Router hook={memoryLocation({ path: '/profile' }).hook}>
      <ProfileRoute />
    </Router>,
  )

describe('ProfileRoute', () => {
  beforeEach(() => {
    auth = anonymousAuth()
  })

  it('R2.42 R6.2 visitors see 请先登录 with a button to /login', () => {
    renderRoute()
    expect(screen.getByRole('heading', { name: '请先登录' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login')
  })

  it('R2.44 shows the display name, the 用户 badge and @username when no gender or age is set', () => {
    auth = signedInAuth()
    renderRoute()
    expect(screen.getByRole('heading', { name: demoUser.displayName })).toBeInTheDocument()
    expect(screen.getByText('用户')).toBeInTheDocument()
    expect(screen.getByText('@demo')).toBeInTheDocument()
  })

  it('R2.44 user text is rendered as text, never as HTML', () => {
    auth = signedInAuth({ user: { ...demoUser, bio: '<img src=x onerror="alert(1)">你好' } })
    renderRoute()
    expect(screen.getByText('<img src=x onerror="alert(1)">你好')).toBeInTheDocument()
    expect(document.querySelector('img[src="x"]')).toBeNull()
  })
})
