import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSyncChannel, type SyncMessage } from '@/lib/broadcast'
import { connectCrossTab } from '@/services/global-state'
import { fakeBroadcastHub } from '@/test/fake-browser'
import { queryKeys } from '@/lib/query-keys'
import type { User } from '@/schemas/user.schema'
import { demoUser } from '@/test/mock-auth'
import { connectTestServices } from '@/test/services'
import { updateProfile } from '../api/update-profile'
import { uploadAvatar } from '../api/upload-avatar'
import { profileCacheKeys } from './profile-caches'
import { useAvatarUpload } from './use-avatar-upload'
import { useEditProfile } from './use-edit-profile'

const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))
// The calls themselves are tested against msw in ../api; here only what the flow does with their answers.
vi.mock('../api/update-profile', () => ({ updateProfile: vi.fn() }))
vi.mock('../api/upload-avatar', () => ({ uploadAvatar: vi.fn() }))

const ME: User = { ...demoUser, id: 9, displayName: '旧名字' }
const stats = { postsCount: 0, followersCount: 0, followingCount: 0 }

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

function setup<T>(hook: () => T) {
  const { queryClient } = connectTestServices()
  const spy = vi.spyOn(queryClient, 'invalidateQueries')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const rendered = renderHook(hook, { wrapper })
  const invalidated = () => spy.mock.calls.map(([filters]) => filters?.queryKey)
  return { ...rendered, invalidated }
}

const told = () =>
  otherTab.filter((m) => m.type === 'cache.invalidate').map((m) => (m as { queryKey: unknown[] }).queryKey)

describe('useEditProfile', () => {
  it('R4.33 R8.31 after a save: the session takes the saved user, auth/profile/user-posts/comment caches refetch here and in other tabs, 保存成功, then onSaved', async () => {
    const saved = { ...ME, displayName: '新名字' }
    vi.mocked(updateProfile).mockResolvedValue({ user: saved, stats })
    const onUserChanged = vi.fn()
    const order: string[] = []
    onUserChanged.mockImplementation(() => order.push('session'))
    toasts.success.mockImplementation(() => order.push('toast'))
    const onSaved = vi.fn(() => order.push('navigate'))
    const { result, invalidated } = setup(() => useEditProfile({ user: ME, onUserChanged, onSaved }))
    act(() => result.current.setField('displayName', '  新名字 '))
    act(() => result.current.submit())
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    expect(vi.mocked(updateProfile).mock.calls[0]![0]).toMatchObject({ displayName: '新名字' })
    expect(onUserChanged).toHaveBeenCalledWith(saved)
    expect(toasts.success).toHaveBeenCalledWith('保存成功', '您的个人资料已更新')
    expect(order).toEqual(['session', 'toast', 'navigate'])
    const expected = [
      queryKeys.auth.profile,
      queryKeys.users.detail(9),
      queryKeys.posts.lists(),
      queryKeys.comments.all,
    ]
    for (const key of expected) {
      expect(invalidated()).toContainEqual(key)
      expect(told()).toContainEqual([...key])
    }
    expect(profileCacheKeys(9)).toEqual(expect.arrayContaining(expected))
    expect(result.current.saving).toBe(true)
  })

  it('R8.31 a failed save says 保存失败 with the server message, or 请稍后重试 when there is none; the edits stay and nothing else happens', async () => {
    vi.mocked(updateProfile).mockRejectedValueOnce(new Error('服务器内部错误')).mockRejectedValueOnce(new Error(''))
    const onUserChanged = vi.fn()
    const onSaved = vi.fn()
    const { result, invalidated } = setup(() => useEditProfile({ user: ME, onUserChanged, onSaved }))
    act(() => result.current.setField('bio', '新的简介'))
    act(() => result.current.submit())
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('保存失败', '服务器内部错误'))
    await waitFor(() => expect(result.current.saving).toBe(false))
    act(() => result.current.submit())
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('保存失败', '请稍后重试'))
    expect(result.current.fields.bio).toBe('新的简介')
    expect(onUserChanged).not.toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
    expect(invalidated()).toEqual([])
    expect(told()).toEqual([])
  })

  it('R5.18 an invalid form never reaches the server: 错误 with the first message, and the field is marked', () => {
    const { result } = setup(() => useEditProfile({ user: ME, onUserChanged: vi.fn(), onSaved: vi.fn() }))
    act(() => result.current.setField('displayName', '   '))
    act(() => result.current.submit())
    expect(toasts.error).toHaveBeenCalledWith('错误', '显示名称不能为空')
    expect(result.current.errors.displayName).toBe('显示名称不能为空')
    expect(updateProfile).not.toHaveBeenCalled()
    act(() => result.current.setField('displayName', '好名字'))
    expect(result.current.errors.displayName).toBeUndefined()
  })
})

describe('useAvatarUpload', () => {
  it("R4.33 an uploaded avatar becomes the session user's at once and the caches showing it refetch here and in other tabs", async () => {
    vi.mocked(uploadAvatar).mockResolvedValue('/uploads/avatars/9-new.png')
    const onUserChanged = vi.fn()
    const { result, invalidated } = setup(() => useAvatarUpload({ user: ME, onUserChanged }))
    const file = new File([new Uint8Array(8)], 'a.png', { type: 'image/png' })
    await act(() => result.current(file))
    expect(uploadAvatar).toHaveBeenCalledWith(file)
    expect(onUserChanged).toHaveBeenCalledWith({ ...ME, avatar: '/uploads/avatars/9-new.png' })
    expect(invalidated()).toContainEqual(queryKeys.posts.lists())
    expect(told()).toContainEqual([...queryKeys.users.detail(9)])
  })

  it('a failed upload changes nothing and reaches the caller (the dialog says so)', async () => {
    vi.mocked(uploadAvatar).mockRejectedValue(new Error('图片大小不能超过2MB'))
    const onUserChanged = vi.fn()
    const { result, invalidated } = setup(() => useAvatarUpload({ user: ME, onUserChanged }))
    await expect(result.current(new File([], 'a.png', { type: 'image/png' }))).rejects.toThrow('图片大小不能超过2MB')
    expect(onUserChanged).not.toHaveBeenCalled()
    expect(invalidated()).toEqual([])
  })
})
