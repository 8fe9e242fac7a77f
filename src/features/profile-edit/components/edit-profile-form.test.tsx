import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { createSyncChannel, type SyncMessage } from '@/lib/broadcast'
import { connectCrossTab } from '@/services/global-state'
import { fakeBroadcastHub } from '@/test/fake-browser'
import { queryKeys } from '@/lib/query-keys'
import type { User } from '@/schemas/user.schema'
import { demoUser } from '@/test/mock-auth'
import { routeScaffold } from '@/test/render-route'
import { uploadAvatar } from '../api/upload-avatar'
import { EditProfile } from './edit-profile'

const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))

// A component test is about the form, not the upload: the multipart call is stood in for here and tested against
// msw in api/upload-avatar.test.ts.
vi.mock('../api/upload-avatar', () => ({ uploadAvatar: vi.fn() }))

const server = setupTestServer()

// The other tab, listening on a fake BroadcastChannel for what this one publishes.
let otherTab: SyncMessage[] = []
let disconnect = () => {}
beforeEach(() => {
  vi.clearAllMocks()
  const hub = fakeBroadcastHub()
  const here = createSyncChannel({ create: hub.create })
  const there = createSyncChannel({ create: hub.create })
  otherTab = []
  there.subscribe((m) => void otherTab.push(m))
  const stop = connectCrossTab({ channel: here })
  disconnect = () => {
    stop()
    here.close()
    there.close()
  }
})
afterEach(() => disconnect())

const ME: User = {
  ...demoUser,
  id: 7,
  username: 'lemon',
  displayName: '柠檬小主',
  bio: '热爱生活',
  location: '上海',
  website: null,
}
const stats = { postsCount: 3, followersCount: 4, followingCount: 5 }
const wire = (u: Partial<User>) => ({ ...ME, ...u })

function renderPage(user: User | null = ME) {
  const { wrapper, location, queryClient } = routeScaffold({ path: '/profile/edit' })
  const invalidated: unknown[][] = []
  const original = queryClient.invalidateQueries.bind(queryClient)
  queryClient.invalidateQueries = ((filters?: { queryKey?: readonly unknown[] }) => {
    if (filters?.queryKey) invalidated.push([...filters.queryKey])
    return original(filters)
  }) as typeof queryClient.invalidateQueries
  const onUserChanged = vi.fn()
  const utils = render(
    <EditProfile
      user={user}
      loginHref="/auth"
      profileHref="/profile"
      onUserChanged={onUserChanged}
      onSaved={() => location.navigate('/profile')}
    />,
    { wrapper },
  )
  return { ...utils, location, onUserChanged, invalidated, user: userEvent.setup() }
}

/** Answers PUT /users/profile with what was sent; `bodies` records each body. */
function acceptSaves() {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.put('*/api/users/profile', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return HttpResponse.json(ok({ user: wire(body as Partial<User>), stats }, { message: '个人资料已更新' }))
    }),
  )
  return bodies
}

const save = () => screen.getByRole('button', { name: '保存' })

describe('edit profile', () => {
  it('R2.53 visitors see 请先登录 with 立即登录 linking to /auth', () => {
    renderPage(null)
    expect(screen.getByRole('heading', { name: '请先登录' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '立即登录' })).toHaveAttribute('href', '/auth')
    expect(screen.queryByRole('form')).toBeNull()
  })

  it('R2.5 R2.54 the form has the avatar with its change button, sections 基本信息 and 个人详情, and the privacy reminder', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: '编辑资料' })).toBeInTheDocument()
    const form = screen.getByRole('form', { name: '编辑资料' })
    expect(within(form).getByRole('img', { name: '柠檬小主' })).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: /更换头像/ })).toBeInTheDocument()
    const basic = within(form).getByRole('region', { name: '基本信息' })
    expect(within(basic).getByLabelText('显示名称')).toHaveValue('柠檬小主')
    expect(within(basic).getByLabelText('个人简介')).toHaveValue('热爱生活')
    const details = within(form).getByRole('region', { name: '个人详情' })
    expect(within(details).getByRole('radiogroup', { name: '性别' })).toBeInTheDocument()
    expect(within(details).getByRole('button', { name: '生日 选择生日' })).toBeInTheDocument()
    expect(within(details).getByLabelText('所在地')).toHaveValue('上海')
    expect(within(details).getByLabelText('个人网站')).toHaveValue('')
    const privacy = within(form).getByRole('complementary', { name: '隐私提示' })
    expect(privacy).toHaveTextContent('显示名称和头像对所有人公开')
    expect(privacy).toHaveTextContent('个人简介等其他信息的可见范围可在隐私设置中调整')
    expect(privacy).toHaveTextContent('生日仅用于显示年龄')
  })

  it('R5.18 an empty or blank display name is refused with 显示名称不能为空 under the title 错误, and nothing is sent', async () => {
    const bodies = acceptSaves()
    const { user } = renderPage()
    const name = screen.getByLabelText('显示名称')
    await user.clear(name)
    await user.click(save())
    expect(toasts.error).toHaveBeenCalledWith('错误', '显示名称不能为空')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription(expect.stringContaining('显示名称不能为空'))
    await user.type(name, '   ')
    await user.click(save())
    expect(toasts.error).toHaveBeenCalledTimes(2)
    expect(bodies).toEqual([])
  })

  it('R5.18 R9.11 the display name is capped at 50 with a counter and sent trimmed', async () => {
    const bodies = acceptSaves()
    const { user } = renderPage()
    const name = screen.getByLabelText('显示名称')
    expect(name).toHaveAccessibleDescription('4/50')
    fireEvent.change(name, { target: { value: '😀'.repeat(51) } })
    expect(name).toHaveValue('😀'.repeat(50))
    expect(name).toHaveAccessibleDescription('50/50')
    await user.clear(name)
    await user.type(name, '  新的名字  ')
    await user.click(save())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]!.displayName).toBe('新的名字')
  })

  it('R5.19 R9.10 R9.12 bio has an n/200 counter, location ≤ 100, both in characters (𠀀 is one); typing stops at the limit', async () => {
    const bodies = acceptSaves()
    const { user } = renderPage()
    const bio = screen.getByLabelText('个人简介')
    expect(screen.getByText('4/200')).toBeInTheDocument()
    fireEvent.change(bio, { target: { value: '𠀀'.repeat(200) } })
    expect(screen.getByText('200/200')).not.toHaveClass('text-danger')
    fireEvent.change(bio, { target: { value: '𠀀'.repeat(201) } })
    expect(bio).toHaveValue('𠀀'.repeat(200))
    const location = screen.getByLabelText('所在地')
    fireEvent.change(location, { target: { value: '地'.repeat(101) } })
    expect(location).toHaveValue('地'.repeat(100))
    await user.click(save())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ bio: '𠀀'.repeat(200), location: '地'.repeat(100) })
  })

  it('R5.19 R9.10 R9.12 a bio and a location read longer than their limits (a read keeps 500) show over it, keep what is there and are refused with the spec text', async () => {
    const bodies = acceptSaves()
    const { user } = renderPage({ ...ME, bio: '字'.repeat(201), location: '地'.repeat(101) })
    expect(screen.getByText('201/200')).toHaveClass('text-danger')
    // Typing on adds nothing past the limit and cuts nothing already there, as the browser's maxlength would.
    await user.type(screen.getByLabelText('个人简介'), '多')
    expect(screen.getByLabelText('个人简介')).toHaveValue('字'.repeat(201))
    await user.click(save())
    expect(toasts.error).toHaveBeenCalledWith('错误', '个人简介不能超过200个字符')
    expect(screen.getByText('个人简介不能超过200个字符')).toBeInTheDocument()
    expect(screen.getByText('所在地不能超过100个字符')).toBeInTheDocument()
    expect(bodies).toEqual([])
  })

  it('R5.19 the website is a url input: only http(s) addresses are taken, example.com is sent as https://example.com and previewed as a safe link', async () => {
    const bodies = acceptSaves()
    const { user } = renderPage()
    const website = screen.getByLabelText('个人网站')
    expect(website).toHaveAttribute('type', 'url')
    fireEvent.change(website, { target: { value: 'javascript:alert(1)' } })
    expect(screen.queryByRole('link', { name: /alert/ })).toBeNull()
    await user.click(save())
    expect(toasts.error).toHaveBeenCalledWith('错误', '个人网站格式不正确')
    expect(bodies).toEqual([])
    fireEvent.change(website, { target: { value: 'lemon.example.com/me' } })
    const preview = screen.getByRole('link', { name: 'lemon.example.com/me' })
    expect(preview).toHaveAttribute('href', 'https://lemon.example.com/me')
    expect(preview).toHaveAttribute('rel', 'noopener noreferrer')
    expect(preview).toHaveAttribute('target', '_blank')
    await user.click(save())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]!.website).toBe('https://lemon.example.com/me')
  })

  it('R5.20 gender offers 未设置 and the four options; the choice is sent, 未设置 as null', async () => {
    const bodies = acceptSaves()
    const { user } = renderPage()
    const group = screen.getByRole('radiogroup', { name: '性别' })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['未设置', '男', '女', '其他', '不愿透露'])
    expect(within(group).getByRole('radio', { name: '未设置' })).toBeChecked()
    await user.click(within(group).getByRole('radio', { name: '不愿透露' }))
    expect(within(group).getByRole('radio', { name: '不愿透露' })).toBeChecked()
    await user.click(save())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]!.gender).toBe('prefer_not_to_say')
  })

  describe('birthday', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date(2024, 4, 15, 12, 0, 0))
    })
    afterEach(() => vi.useRealTimers())

    it('R5.21 an empty birthday is sent as null', async () => {
      const bodies = acceptSaves()
      const { user } = renderPage()
      await user.click(save())
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]!.birthDate).toBeNull()
      expect(bodies[0]).toEqual({
        displayName: '柠檬小主',
        bio: '热爱生活',
        location: '上海',
        website: '',
        gender: null,
        birthDate: null,
      })
    })

    it('R2.55 R5.21 the picker disables future days; a chosen date shows the age (x岁) and is sent', async () => {
      const bodies = acceptSaves()
      const { user } = renderPage({ ...ME, birthDate: '2000-05-16' })
      expect(screen.getByText('23岁')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: '生日 2000年5月16日' }))
      const dialog = await screen.findByRole('dialog')
      await user.selectOptions(within(dialog).getByRole('combobox', { name: '年份' }), '2024')
      expect(within(dialog).getByRole('button', { name: '2024年5月16日' })).toBeDisabled()
      await user.selectOptions(within(dialog).getByRole('combobox', { name: '年份' }), '2000')
      await user.click(within(dialog).getByRole('button', { name: '2000年5月15日' }))
      expect(screen.getByText('24岁')).toBeInTheDocument()
      await user.click(save())
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]!.birthDate).toBe('2000-05-15')
    })

    it('R5.21 清除 removes the birthday and its age, and the save sends null', async () => {
      const bodies = acceptSaves()
      const { user } = renderPage({ ...ME, birthDate: '1990-01-01' })
      await user.click(screen.getByRole('button', { name: '生日 1990年1月1日' }))
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '清除' }))
      expect(screen.queryByText(/岁$/)).toBeNull()
      await user.click(save())
      await waitFor(() => expect(bodies).toHaveLength(1))
      expect(bodies[0]!.birthDate).toBeNull()
    })
  })

  it('R7.8 R4.33 R8.31 a save sends the profile, gives the session the saved user, refreshes the caches here and in other tabs, says 保存成功 and goes to /profile', async () => {
    const bodies = acceptSaves()
    const { user, onUserChanged, invalidated, location } = renderPage()
    await user.clear(screen.getByLabelText('显示名称'))
    await user.type(screen.getByLabelText('显示名称'), '新名字')
    await user.click(screen.getByRole('radio', { name: '女' }))
    await user.click(save())
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile'))
    expect(bodies).toEqual([
      { displayName: '新名字', bio: '热爱生活', location: '上海', website: '', gender: 'female', birthDate: null },
    ])
    expect(onUserChanged).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, displayName: '新名字', gender: 'female' }),
    )
    expect(toasts.success).toHaveBeenCalledWith('保存成功', '您的个人资料已更新')
    const keys = [queryKeys.auth.profile, queryKeys.users.detail(7), queryKeys.posts.lists(), queryKeys.comments.all]
    for (const key of keys) expect(invalidated).toContainEqual([...key])
    const told = otherTab
      .filter((m) => m.type === 'cache.invalidate')
      .map((m) => (m as { queryKey: unknown[] }).queryKey)
    for (const key of keys) expect(told).toContainEqual([...key])
  })

  it('R8.31 a failed save says 保存失败 with the server message, marks the field the server named, and keeps every edit', async () => {
    server.use(
      http.put('*/api/users/profile', () =>
        HttpResponse.json(
          fail('显示名称已被占用', 'VALIDATION_001', {
            errors: [{ field: 'displayName', message: '显示名称已被占用' }],
          }),
          { status: 422 },
        ),
      ),
    )
    const { user, onUserChanged, location } = renderPage()
    const name = screen.getByLabelText('显示名称')
    await user.clear(name)
    await user.type(name, '改过的名字')
    await user.type(screen.getByLabelText('个人简介'), '，还有新简介')
    await user.click(screen.getByRole('radio', { name: '男' }))
    await user.click(save())
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('保存失败', '显示名称已被占用'))
    expect(name).toHaveValue('改过的名字')
    expect(screen.getByLabelText('个人简介')).toHaveValue('热爱生活，还有新简介')
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked()
    expect(name).toHaveAccessibleDescription(expect.stringContaining('显示名称已被占用'))
    expect(save()).toBeEnabled()
    expect(onUserChanged).not.toHaveBeenCalled()
    expect(location.history).toEqual(['/profile/edit'])
    expect(toasts.success).not.toHaveBeenCalled()
  })

  it('R2.5 取消 goes back to /profile without saving', async () => {
    const bodies = acceptSaves()
    const { user, location } = renderPage()
    await user.type(screen.getByLabelText('显示名称'), '改')
    await user.click(screen.getByRole('link', { name: '取消' }))
    expect(location.history.at(-1)).toBe('/profile')
    expect(bodies).toEqual([])
  })

  it('R2.5 while saving the button reads 保存中… and cannot be pressed again', async () => {
    let calls = 0
    server.use(
      http.put('*/api/users/profile', async ({ request }) => {
        calls++
        await delay(80)
        return HttpResponse.json(ok({ user: wire((await request.json()) as Partial<User>), stats }))
      }),
    )
    const { user, location } = renderPage()
    await user.click(save())
    const busy = await screen.findByRole('button', { name: /保存中…/ })
    expect(busy).toBeDisabled()
    fireEvent.click(busy)
    fireEvent.submit(screen.getByRole('form', { name: '编辑资料' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile'))
    expect(calls).toBe(1)
  })

  it('R1.8 R2.56 the avatar button opens the uploader; an upload gives the session the new avatar and refreshes the caches', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
    vi.mocked(uploadAvatar).mockResolvedValue('/uploads/avatars/new.png')
    const { user, onUserChanged, invalidated } = renderPage()
    await user.click(screen.getByRole('button', { name: /更换头像/ }))
    const dialog = await screen.findByRole('dialog', { name: '更换头像' })
    const file = new File([new Uint8Array(64)], 'me.png', { type: 'image/png' })
    fireEvent.change(within(dialog).getByLabelText('选择图片'), { target: { files: [file] } })
    await user.click(within(dialog).getByRole('button', { name: '确认上传' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('头像更新成功！'))
    expect(uploadAvatar).toHaveBeenCalledWith(file)
    expect(onUserChanged).toHaveBeenCalledWith({ ...ME, avatar: '/uploads/avatars/new.png' })
    expect(invalidated).toContainEqual([...queryKeys.auth.profile])
    expect(invalidated).toContainEqual([...queryKeys.posts.lists()])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
