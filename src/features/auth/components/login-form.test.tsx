import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { anonymousAuth, type AuthState } from '@/test/mock-auth'

let auth: AuthState
vi.mock('../model/use-auth', () => ({ useAuth: () => auth }))
const { LoginForm } = await import('./login-form')

describe('LoginForm', () => {
  beforeEach(() => {
    auth = anonymousAuth()
  })

  it('R2.72 R6.6 quick-fill buttons fill the demo and the 管理员 accounts', async () => {
    const user = userEvent.setup()
    render(<LoginForm />)
    await user.click(screen.getByRole('button', { name: /管理员/ }))
    expect(screen.getByLabelText('邮箱')).toHaveValue('admin@example.com')
    expect(screen.getByLabelText('密码')).toHaveValue('admin1234')
    await user.click(screen.getByRole('button', { name: /体验账号/ }))
    expect(screen.getByLabelText('邮箱')).toHaveValue('demo@example.com')
    expect(screen.getByLabelText('密码')).toHaveValue('demo1234')
  })

  it('R5.8 submit is disabled until email and password are both filled, then sends them', async () => {
    const user = userEvent.setup()
    render(<LoginForm />)
    const submit = screen.getByRole('button', { name: '登录' })
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText('邮箱'), ' demo@example.com ')
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText('密码'), 'demo1234')
    expect(submit).toBeEnabled()
    await user.click(submit)
    expect(auth.login).toHaveBeenCalledWith('demo@example.com', 'demo1234')
  })

  it('R2.72 the password can be shown and hidden', async () => {
    const user = userEvent.setup()
    render(<LoginForm />)
    const pw = screen.getByLabelText('密码')
    expect(pw).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: '显示密码' }))
    expect(pw).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: '隐藏密码' }))
    expect(pw).toHaveAttribute('type', 'password')
  })

  it('R8.14 a 401 after submitting shows 邮箱或密码错误', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<LoginForm />)
    await user.type(screen.getByLabelText('邮箱'), 'demo@example.com')
    await user.type(screen.getByLabelText('密码'), 'nope12345')
    await user.click(screen.getByRole('button', { name: '登录' }))
    auth = anonymousAuth({
      lastAction: 'login',
      error: { type: 'AUTHENTICATION_ERROR', status: 401, code: 'AUTH_003', message: 'x' },
    })
    rerender(<LoginForm />)
    expect(await screen.findByText('邮箱或密码错误')).toBeInTheDocument()
  })

  it('R8.14 a network failure shows the connection message', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<LoginForm />)
    await user.type(screen.getByLabelText('邮箱'), 'demo@example.com')
    await user.type(screen.getByLabelText('密码'), 'demo1234')
    await user.click(screen.getByRole('button', { name: '登录' }))
    auth = anonymousAuth({ lastAction: 'login', error: { type: 'NETWORK_ERROR', status: 0, message: 'x' } })
    rerender(<LoginForm />)
    expect(await screen.findByText(/网络连接失败/)).toBeInTheDocument()
  })

  it('R5.8 the button shows progress and is disabled while logging in', () => {
    auth = anonymousAuth({ isSubmitting: true })
    render(<LoginForm />)
    expect(screen.getByRole('button', { name: /登录中/ })).toBeDisabled()
  })

  it('links 忘记密码？ to the forgotten-password page when the route gives one', () => {
    render(<LoginForm forgotHref="/forgot-password" />)
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/forgot-password')
  })
  it('R5.8 submit is disabled with the email empty and the password filled, and with the password empty and the email filled', async () => {
    const user = userEvent.setup()
    render(<LoginForm />)
    const submit = screen.getByRole('button', { name: '登录' })
    await user.type(screen.getByLabelText('密码'), 'demo1234')
    expect(submit).toBeDisabled()
    await user.type(screen.getByLabelText('邮箱'), 'demo@example.com')
    expect(submit).toBeEnabled()
    await user.clear(screen.getByLabelText('密码'))
    expect(submit).toBeDisabled()
  })
})
