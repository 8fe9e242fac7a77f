import { toast } from '@/lib/toast'

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
    <button type="button" aria-label="分享" onClick={() => void share()} className="w-10 h-10 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) focus-ring">
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
      </svg>
    </button>
  )
}
