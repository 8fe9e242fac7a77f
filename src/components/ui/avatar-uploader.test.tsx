import { useState } from 'react'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AVATAR_MAX_BYTES } from '@/schemas/upload.schema'
import { AvatarUploader } from './avatar-uploader'

const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))

let n = 0
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`)
  URL.revokeObjectURL = vi.fn()
  vi.clearAllMocks()
})

const png = (name = 'me.png', size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' })

function Harness({
  onUpload,
  onOpenChange = () => {},
}: {
  onUpload: (file: File) => Promise<void>
  onOpenChange?: (open: boolean) => void
}) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <AvatarUploader
        open={open}
        onOpenChange={(o) => {
          setOpen(o)
          onOpenChange(o)
        }}
        currentAvatar={null}
        name="柠檬小主"
        onUpload={onUpload}
      />
    </>
  )
}

async function setup(onUpload = vi.fn(() => Promise.resolve()), onOpenChange = vi.fn()) {
  render(<Harness onUpload={onUpload} onOpenChange={onOpenChange} />)
  const dialog = await screen.findByRole('dialog', { name: '更换头像' })
  const input = within(dialog).getByLabelText('选择图片') as HTMLInputElement
  return { dialog, input, onUpload, onOpenChange, user: userEvent.setup() }
}

const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } })

describe('AvatarUploader', () => {
  it('R2.56 a labelled dialog with the hint (JPG, PNG, GIF, 最大 2MB, 建议正方形), a visible choose button, the current avatar and 取消 / 确认上传', async () => {
    const { dialog, input } = await setup()
    expect(dialog).toHaveAccessibleDescription('支持 JPG、PNG、GIF 格式，最大 2MB，建议使用正方形图片')
    expect(input).toHaveAttribute('type', 'file')
    expect(input.accept).toContain('image/png')
    expect(within(dialog).getByText('选择图片')).toBeVisible()
    expect(within(dialog).getByRole('img', { name: '柠檬小主' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '确认上传' })).toBeInTheDocument()
  })

  it('R5.22 R8.29 confirming with nothing chosen says 请先选择图片 and uploads nothing', async () => {
    const { dialog, onUpload, user } = await setup()
    await user.click(within(dialog).getByRole('button', { name: '确认上传' }))
    expect(toasts.error).toHaveBeenCalledWith('请先选择图片')
    expect(within(dialog).getByText('请先选择图片')).toBeInTheDocument()
    expect(onUpload).not.toHaveBeenCalled()
  })

  it('R5.22 a file that is not an image is refused with 请选择图片文件', async () => {
    const { dialog, input, onUpload, user } = await setup()
    choose(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(toasts.error).toHaveBeenCalledWith('请选择图片文件')
    expect(within(dialog).getByText('请选择图片文件')).toBeInTheDocument()
    expect(within(dialog).queryByRole('img', { name: '新头像预览' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: '确认上传' }))
    expect(onUpload).not.toHaveBeenCalled()
  })

  it('R5.22 R9.15 an image over 2 MB is refused with 图片大小不能超过2MB; exactly 2 MB is taken', async () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024)
    const { dialog, input } = await setup()
    choose(input, png('big.png', AVATAR_MAX_BYTES + 1))
    expect(toasts.error).toHaveBeenCalledWith('图片大小不能超过2MB')
    expect(within(dialog).queryByRole('img', { name: '新头像预览' })).toBeNull()
    choose(input, png('ok.png', AVATAR_MAX_BYTES))
    expect(within(dialog).getByRole('img', { name: '新头像预览' })).toBeInTheDocument()
    expect(within(dialog).queryByText('图片大小不能超过2MB')).toBeNull()
  })

  it('R2.56 a chosen image is previewed (round), and 移除预览 goes back to the current avatar', async () => {
    const { dialog, input, user } = await setup()
    choose(input, png())
    const preview = within(dialog).getByRole('img', { name: '新头像预览' })
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:preview-/))
    expect(preview).toHaveClass('rounded-full', 'object-cover')
    expect(within(dialog).getByText('已选择：me.png')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '移除预览' }))
    expect(within(dialog).queryByRole('img', { name: '新头像预览' })).toBeNull()
    expect(within(dialog).getByRole('img', { name: '柠檬小主' })).toBeInTheDocument()
  })

  it('R2.56 R8.29 confirm uploads the chosen file, says 头像更新成功！ and closes', async () => {
    const { dialog, input, onUpload, onOpenChange, user } = await setup()
    const file = png()
    choose(input, file)
    await user.click(within(dialog).getByRole('button', { name: '确认上传' }))
    expect(onUpload).toHaveBeenCalledWith(file)
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('头像更新成功！'))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('R8.29 a failed upload says 头像上传失败，请重试 with the server message and keeps the choice for another try', async () => {
    const onUpload = vi
      .fn()
      .mockRejectedValueOnce(new Error('仅支持 JPG、PNG、GIF、WebP 格式的图片'))
      .mockRejectedValueOnce(new Error(''))
    const { dialog, input, user } = await setup(onUpload)
    choose(input, png())
    await user.click(within(dialog).getByRole('button', { name: '确认上传' }))
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('头像上传失败，请重试', '仅支持 JPG、PNG、GIF、WebP 格式的图片'),
    )
    expect(screen.getByRole('dialog', { name: '更换头像' })).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: '新头像预览' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '确认上传' }))
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('头像上传失败，请重试', undefined))
    expect(toasts.success).not.toHaveBeenCalled()
  })

  it('R2.56 取消 closes without uploading, and the next opening starts from the current avatar', async () => {
    const { dialog, input, onUpload, user } = await setup()
    choose(input, png())
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onUpload).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '打开' }))
    const again = await screen.findByRole('dialog', { name: '更换头像' })
    expect(within(again).queryByRole('img', { name: '新头像预览' })).toBeNull()
  })

  // The Tab trap itself is checked in a real browser (tests/profile-edit.spec.ts): happy-dom has no focus guards' tab order.
  it('R2.56 focus moves into the dialog on opening and Esc closes it', async () => {
    const { dialog, user, onOpenChange } = await setup()
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
