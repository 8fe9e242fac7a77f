import type { ReactElement } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { anonymousAuth, type AuthState } from '@/test/mock-auth'
import { LockIcon, UserIcon } from '@/components/ui/icons'
import { AtIcon, LockCheckIcon, MailIcon } from '@/components/ui/icons-more'

let auth: AuthState
vi.mock('../model/use-auth', () => ({ useAuth: () => auth }))
const { RegisterForm } = await import('./register-form')

const renderForm = () => {
  const { hook } = memoryLocation({ path: '/register' })
  return render(
    <Router hook={hook}>
      <RegisterForm privacyHref="/privacy" />
    </Router>,
  )
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('用户名'), 'lemon_fan')
  await user.type(screen.getByLabelText('显示名称'), '柠檬粉')
  await user.type(screen.getByLabelText('邮箱'), 'Fan@Example.com')
  await user.type(screen.getByLabelText('密码'), 'lemon1234')
  await user.type(screen.getByLabelText('确认密码'), 'lemon1234')
}

describe('RegisterForm', () => {
  beforeEach(() => {
    auth = anonymousAuth()
  })

  it('R2.73 has the five fields and a link to the privacy policy', () => {
    renderForm()
    for (const label of ['用户名', '显示名称', '邮箱', '密码', '确认密码'])
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacy')
  })

  it('R5.1 shows the username rule messages when the field loses focus', async () => {
    const user = userEvent.setup()
    renderForm()
    const field = screen.getByLabelText('用户名')
    await user.type(field, 'ab')
    await user.tab()
    expect(screen.getByText('用户名长度至少3个字符')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'bad name!')
    await user.tab()
    expect(screen.getByText('用户名只能包含字母、数字和下划线')).toBeInTheDocument()
  })

  it('R5.1 a username typed then erased says 用户名是必填项 on blur', async () => {
    const user = userEvent.setup()
    renderForm()
    const field = screen.getByLabelText('用户名')
    await user.type(field, 'a')
    await user.clear(field)
    await user.tab()
    expect(screen.getByRole('alert')).toHaveTextContent('用户名是必填项')
    expect(field).toHaveAccessibleDescription('用户名是必填项')
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it('R5.1 R9.13 a username of 21 characters says 用户名长度不能超过20个字符 on blur; 20 is accepted', async () => {
    const user = userEvent.setup()
    renderForm()
    const field = screen.getByLabelText('用户名')
    // The field lets more than 20 be typed, so the message is what stops a long name.
    await user.type(field, 'a'.repeat(21))
    expect(field).toHaveValue('a'.repeat(21))
    await user.tab()
    expect(screen.getByText('用户名长度不能超过20个字符')).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription('用户名长度不能超过20个字符')
    await user.clear(field)
    await user.type(field, 'a'.repeat(20))
    await user.tab()
    expect(screen.queryByText('用户名长度不能超过20个字符')).not.toBeInTheDocument()
    expect(field).not.toHaveAttribute('aria-invalid')
  })

  it('R5.3 R5.4 shows the email and password messages on blur', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email')
    await user.type(screen.getByLabelText('密码'), 'short')
    await user.tab()
    expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument()
    expect(screen.getByText('密码长度至少8个字符')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('密码'))
    await user.type(screen.getByLabelText('密码'), 'onlyletters')
    await user.tab()
    expect(screen.getByText('密码必须包含至少一个字母和一个数字')).toBeInTheDocument()
  })

  it('R5.2 the display name is required and at most 50 characters, said on blur', async () => {
    const user = userEvent.setup()
    renderForm()
    const field = screen.getByLabelText('显示名称')
    await user.type(field, '   ')
    await user.tab()
    expect(screen.getByText('显示名称不能为空')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, '柠'.repeat(51))
    await user.tab()
    expect(screen.getByText('显示名称长度不能超过50个字符')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, '柠'.repeat(50))
    await user.tab()
    expect(screen.queryByText('显示名称长度不能超过50个字符')).not.toBeInTheDocument()
  })

  it('R5.3 R5.4 an e-mail or password left empty says 邮箱是必填项 / 密码是必填项 on blur', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('邮箱'), 'a')
    await user.clear(screen.getByLabelText('邮箱'))
    await user.type(screen.getByLabelText('密码'), 'a')
    await user.clear(screen.getByLabelText('密码'))
    await user.tab()
    expect(screen.getByText('邮箱是必填项')).toBeInTheDocument()
    expect(screen.getByText('密码是必填项')).toBeInTheDocument()
  })

  it('R5.6 a field error clears as soon as the field is edited', async () => {
    const user = userEvent.setup()
    renderForm()
    const field = screen.getByLabelText('用户名')
    await user.type(field, 'ab')
    await user.tab()
    expect(screen.getByText('用户名长度至少3个字符')).toBeInTheDocument()
    await user.type(field, 'c')
    expect(screen.queryByText('用户名长度至少3个字符')).not.toBeInTheDocument()
  })

  it('R5.5 R5.6 submit is disabled while fields are empty or the passwords differ', async () => {
    const user = userEvent.setup()
    renderForm()
    const submit = screen.getByRole('button', { name: '注册' })
    expect(submit).toBeDisabled()
    await fillValid(user)
    expect(submit).toBeEnabled()
    await user.type(screen.getByLabelText('确认密码'), 'x')
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument()
    expect(submit).toBeDisabled()
  })

  it('R5.5 R3.13 submits the registration fields without the confirmation', async () => {
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: '注册' }))
    expect(auth.register).toHaveBeenCalledWith({
      username: 'lemon_fan',
      displayName: '柠檬粉',
      email: 'Fan@Example.com',
      password: 'lemon1234',
    })
  })

  it('R5.6 submit is disabled while the registration is pending', () => {
    auth = anonymousAuth({ isSubmitting: true })
    renderForm()
    expect(screen.getByRole('button', { name: /注册中/ })).toBeDisabled()
  })

  it('R8.15 a duplicate email shows 该邮箱已被注册，请使用其他邮箱 and keeps the input', async () => {
    const user = userEvent.setup()
    const { rerender } = renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: '注册' }))
    auth = anonymousAuth({
      lastAction: 'register',
      error: { type: 'BUSINESS_ERROR', status: 409, code: 'USER_EMAIL_EXISTS', message: 'x' },
    })
    const { hook } = memoryLocation({ path: '/register' })
    rerender(
      <Router hook={hook}>
        <RegisterForm privacyHref="/privacy" />
      </Router>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('该邮箱已被注册，请使用其他邮箱')
    expect(screen.getByLabelText('用户名')).toHaveValue('lemon_fan')
  })
  it.each(['用户名', '显示名称', '邮箱', '密码', '确认密码'])(
    'R5.6 submit is disabled when only %s is empty (the others valid)',
    async (label) => {
      const user = userEvent.setup()
      renderForm()
      await fillValid(user)
      const submit = screen.getByRole('button', { name: '注册' })
      expect(submit).toBeEnabled()
      await user.clear(screen.getByLabelText(label))
      expect(submit).toBeDisabled()
    },
  )

  it('gives each field a leading icon that says what it asks for: a person for the display name, not a spinner-like sparkle', () => {
    renderForm()
    // The glyph drawn in the field's box, beside its input, as markup of the icon set's component.
    const iconOf = (label: string) => screen.getByLabelText(label).parentElement?.querySelector('svg')?.outerHTML
    const drawn = (icon: ReactElement) => render(icon).container.innerHTML
    const expected = {
      用户名: drawn(<AtIcon size={18} />),
      显示名称: drawn(<UserIcon size={18} />),
      邮箱: drawn(<MailIcon size={18} />),
      密码: drawn(<LockIcon size={18} />),
      确认密码: drawn(<LockCheckIcon size={18} />),
    }
    for (const [label, svg] of Object.entries(expected)) expect(iconOf(label), label).toBe(svg)
    expect(new Set(Object.values(expected)).size).toBe(5)
  })
})
