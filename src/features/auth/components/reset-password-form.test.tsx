import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { ResetPasswordForm } from './reset-password-form'

const server = setupTestServer()

function renderForm(token: string | null = 'tok-1') {
  const onDone = vi.fn()
  const location = memoryLocation({ path: '/reset-password' })
  render(
    <Router hook={location.hook}>
      <ResetPasswordForm token={token} forgotHref="/forgot-password" onDone={onDone} />
    </Router>,
  )
  return onDone
}

const newPassword = () => screen.getByLabelText('新密码')
const confirm = () => screen.getByLabelText('确认新密码')
const submit = () => screen.getByRole('button', { name: '重置密码' })

describe('reset password', () => {
  it('applies the register rules to the new password, with the same messages', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(newPassword(), 'short1')
    await user.tab()
    expect(screen.getByText('密码长度至少8个字符')).toBeInTheDocument()
    await user.clear(newPassword())
    expect(screen.queryByText('密码长度至少8个字符')).not.toBeInTheDocument()
    await user.type(newPassword(), 'onlyletters')
    await user.tab()
    expect(screen.getByText('密码必须包含至少一个字母和一个数字')).toBeInTheDocument()
  })

  it('the confirmation must match, and submit waits for both fields', async () => {
    const user = userEvent.setup()
    renderForm()
    expect(submit()).toBeDisabled()
    await user.type(newPassword(), 'lemon5678')
    expect(submit()).toBeDisabled()
    await user.type(confirm(), 'lemon567')
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument()
    expect(submit()).toBeDisabled()
    await user.type(confirm(), '8')
    expect(screen.queryByText('两次输入的密码不一致')).not.toBeInTheDocument()
    expect(submit()).toBeEnabled()
  })

  it('sends the token and the new password, then hands over to the page', async () => {
    let body: unknown
    server.use(
      http.post('*/api/auth/reset', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(ok(null, { message: '密码已重置' }))
      }),
    )
    const user = userEvent.setup()
    const onDone = renderForm('tok-1')
    await user.type(newPassword(), 'lemon5678')
    await user.type(confirm(), 'lemon5678')
    await user.click(submit())
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(body).toEqual({ token: 'tok-1', password: 'lemon5678' })
  })

  it('an invalid or expired token says so, with a way to ask again', async () => {
    server.use(
      http.post('*/api/auth/reset', () =>
        HttpResponse.json(fail('重置链接无效或已过期，请重新申请', 'AUTH_004'), { status: 400 }),
      ),
    )
    const user = userEvent.setup()
    const onDone = renderForm('used-token')
    await user.type(newPassword(), 'lemon5678')
    await user.type(confirm(), 'lemon5678')
    await user.click(submit())
    expect(await screen.findByRole('heading', { name: '链接不可用' })).toBeInTheDocument()
    expect(screen.getByText('重置链接无效或已过期，请重新申请')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '重新申请重置链接' })).toHaveAttribute('href', '/forgot-password')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('a link without a token is invalid at once', () => {
    renderForm(null)
    expect(screen.getByRole('heading', { name: '链接不可用' })).toBeInTheDocument()
    expect(screen.queryByLabelText('新密码')).not.toBeInTheDocument()
  })
})
