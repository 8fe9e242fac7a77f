import { useEffect, useId, useRef, useState } from 'react'
import { Dialog } from '@base-ui/react/dialog'
import { toast } from '@/services/toast'
import { MSG } from '@/schemas/messages'
import { AVATAR_ACCEPT, avatarFileError } from '@/schemas/upload.schema'
import { Avatar } from './avatar'
import { Button, buttonClass } from './button'
import { CloseIcon, ImageIcon } from './icons-more'

// R2.56, R5.22, R8.29: choose an image, see it cropped round, then upload it, cancel, or take it away again.
// The caller makes the call (onUpload); this dialog checks the file and says how it went.

export const AVATAR_MSG = {
  title: '更换头像',
  hint: '支持 JPG、PNG、GIF 格式，最大 2MB，建议使用正方形图片',
  uploaded: '头像更新成功！',
  failed: '头像上传失败，请重试',
} as const

export interface AvatarUploaderProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The avatar shown until an image is chosen. */
  currentAvatar: string | null | undefined
  /** Whose avatar (the placeholder's initial and the images' names). */
  name: string
  /** Uploads the chosen file; a rejection keeps the dialog open with the choice. */
  onUpload: (file: File) => Promise<void>
}

export function AvatarUploader({ open, onOpenChange, currentAvatar, name, onUpload }: AvatarUploaderProps) {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  // A preview url lives as long as it is shown.
  useEffect(() => () => void (preview && URL.revokeObjectURL?.(preview)), [preview])
  // Every opening starts from the current avatar.
  useEffect(() => {
    if (open) return
    setFile(null)
    setPreview(null)
    setError(null)
  }, [open])

  const refuse = (message: string) => {
    setError(message)
    toast.error(message)
  }

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    const problem = avatarFileError(chosen)
    if (problem) return refuse(problem)
    setError(null)
    setFile(chosen)
    setPreview(URL.createObjectURL(chosen))
  }

  const remove = () => {
    setFile(null)
    setPreview(null)
    setError(null)
  }

  const confirm = async () => {
    if (uploading) return
    if (!file) return refuse(MSG.avatarRequired)
    setUploading(true)
    try {
      await onUpload(file)
      toast.success(AVATAR_MSG.uploaded)
      if (alive.current) onOpenChange(false)
    } catch (e) {
      const message = e instanceof Error ? e.message : ''
      toast.error(AVATAR_MSG.failed, message && message !== AVATAR_MSG.failed ? message : undefined)
    } finally {
      if (alive.current) setUploading(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (uploading && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-80 bg-black/45 transition-opacity duration-150 data-[starting-style]:opacity-0 data-[ending-style]:opacity-0" />
        <Dialog.Popup className="fixed z-90 top-1/2 left-1/2 w-[min(92vw,400px)] max-h-[92dvh] overflow-y-auto -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-bg-card border border-line p-5 sm:p-6 shadow-[var(--shadow-pop)] outline-none transition-[transform,opacity] duration-150 data-[starting-style]:(opacity-0 scale-95) data-[ending-style]:(opacity-0 scale-95)">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-fg">{AVATAR_MSG.title}</Dialog.Title>
            <Dialog.Close
              aria-label="关闭"
              disabled={uploading}
              className="-mr-2 -mt-1 w-9 h-9 shrink-0 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) disabled:opacity-45 keyboard-ring"
            >
              <CloseIcon size={18} strokeWidth={2} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-fg-muted leading-relaxed">
            {AVATAR_MSG.hint}
          </Dialog.Description>

          <div className="mt-5 flex flex-col items-center">
            <div className="relative rounded-full p-1 bg-[conic-gradient(var(--c-primary),var(--c-accent),var(--c-primary))]">
              <div className="rounded-full p-1 bg-bg-card">
                {preview ? (
                  <img
                    src={preview}
                    alt="新头像预览"
                    width={152}
                    height={152}
                    className="w-[152px] h-[152px] rounded-full object-cover bg-bg-soft"
                  />
                ) : (
                  <Avatar src={currentAvatar} name={name} size={152} />
                )}
              </div>
            </div>
            <p className="mt-3 text-xs text-fg-muted" aria-live="polite">
              {file ? `已选择：${file.name}` : '当前头像'}
            </p>
            {error && (
              <p id={`${id}-error`} className="mt-2 text-sm text-danger text-center">
                {error}
              </p>
            )}
            <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
              <label
                className={`${buttonClass({ variant: 'outline', size: 'sm' })} relative cursor-pointer focus-within:(ring-2 ring-primary ring-offset-2 ring-offset-bg) ${uploading ? 'opacity-45 pointer-events-none' : ''}`}
              >
                <ImageIcon size={16} />
                {file ? '重新选择' : '选择图片'}
                <input
                  type="file"
                  accept={AVATAR_ACCEPT}
                  aria-label="选择图片"
                  aria-describedby={error ? `${id}-error` : undefined}
                  disabled={uploading}
                  className="sr-only"
                  onChange={(e) => {
                    choose(e.currentTarget.files?.[0])
                    // The same file can be chosen again after it was removed.
                    e.currentTarget.value = ''
                  }}
                />
              </label>
              {file && (
                <Button variant="ghost" size="sm" onClick={remove} disabled={uploading}>
                  移除预览
                </Button>
              )}
            </div>
          </div>

          <div className="mt-6 grid grid-cols-2 gap-2">
            <Dialog.Close render={<Button variant="outline" disabled={uploading} />}>取消</Dialog.Close>
            <Button onClick={() => void confirm()} loading={uploading}>
              {uploading ? '上传中…' : '确认上传'}
            </Button>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
