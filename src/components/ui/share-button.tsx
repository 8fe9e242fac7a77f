import { toast } from '@/services/toast'
import { ShareIcon } from './icons-more'

/** R2.32/R8.27: copies the page address and says so. */
export async function copyPageLink(): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(location.href)
    toast.success('链接已复制到剪贴板')
    return true
  } catch {
    toast.error('复制失败，请手动复制地址栏中的链接')
    return false
  }
}

/** R2.30/R2.48: native share where the device has it, else copy the link (链接已复制到剪贴板). */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: location.href })
        return
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return
      }
    }
    await copyPageLink()
  }
  return (
    <button
      type="button"
      aria-label="分享"
      onClick={() => void share()}
      className="w-10 h-10 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
    >
      <ShareIcon size={20} />
    </button>
  )
}
