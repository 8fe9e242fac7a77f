import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { describe, expect, it } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { ForgotPasswordForm } from './forgot-password-form'

const server = setupTestServer()
const resetHref = (token: string) => `/reset-password?token=${encodeURIComponent(token)}`

function renderForm() {
  const location = memoryLocation({ path: '/forgot-password', record: true })
  render(
    <Router hook={location.hook}>
      <ForgotPasswordForm resetHref={resetHref} />
    </Router>,
  )
  return location
}

describe('forgot password', () => {
  it('checks the e-mail like registration does before sending anything', async () => {
    let calls = 0
    server.use(http.post('*/api/auth/forgot', () => (calls++, HttpResponse.json(ok({})))))
    const user = userEvent.setup()
    renderForm()
    expect(screen.getByRole('button', { name: '发送重置链接' })).toBeDisabled()
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: '发送重置链接' }))
    expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument()
    await user.type(screen.getByLabelText('邮箱'), 'x')
    expect(screen.queryByText('邮箱格式不正确')).not.toBeInTheDocument()
    expect(calls).toBe(0)
  })

  it('in the demo shows the reset link the e-mail would carry, as a real link, and says the e-mail was sent', async () => {
    let body: unknown
    server.use(
      http.post('*/api/auth/forgot', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(ok({ resetToken: 'tok en/1' }, { message: '如果该邮箱已注册，重置密码的邮件已发送' }))
      }),
    )
    const user = userEvent.setup()
    const location = renderForm()
    await user.type(screen.getByLabelText('邮箱'), ' Demo@Example.com ')
    await user.click(screen.getByRole('button', { name: '发送重置链接' }))
    const status = await screen.findByRole('status')
    expect(within(status).getByRole('heading', { name: '邮件已发送' })).toBeInTheDocument()
    expect(status).toHaveTextContent('demo@example.com')
    const link = within(status).getByRole('link', { name: /\/reset-password\?token=tok%20en%2F1$/ })
    expect(link).toHaveAttribute('href', '/reset-password?token=tok%20en%2F1')
    expect(body).toEqual({ email: 'demo@example.com' })
    await user.click(link)
    expect(location.history.at(-1)).toBe('/reset-password?token=tok%20en%2F1')
  })

  it('a server that really mails the link: no link on the page, only the message', async () => {
    server.use(http.post('*/api/auth/forgot', () => HttpResponse.json(ok(null))))
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('邮箱'), 'someone@example.com')
    await user.click(screen.getByRole('button', { name: '发送重置链接' }))
    expect(await screen.findByRole('heading', { name: '邮件已发送' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '重新发送' }))
    expect(screen.getByLabelText('邮箱')).toBeInTheDocument()
  })

  it('a failed request says why and keeps the e-mail', async () => {
    server.use(
      http.post('*/api/auth/forgot', () =>
        HttpResponse.json(fail('请求过于频繁，请稍后再试', 'RATE_LIMIT_001'), { status: 429 }),
      ),
    )
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('邮箱'), 'demo@example.com')
    await user.click(screen.getByRole('button', { name: '发送重置链接' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('请求过于频繁，请稍后再试')
    expect(screen.getByLabelText('邮箱')).toHaveValue('demo@example.com')
  })
})
