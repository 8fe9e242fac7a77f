import { isOnline } from '@/lib/online-status'
import { WifiOffIcon } from './icons'

/** R2.79 */
export function OfflineBanner() {
  if (isOnline.value) return null
  return (
    <div
      role="status"
      aria-live="polite"
      className="sticky top-0 z-60 flex items-center justify-center gap-2 px-4 py-2 text-sm bg-[#fff4e5] text-[#8a4b00] dark:(bg-[#3a2a12] text-[#ffd49a]) border-b border-[#ffe0b3] dark:border-[#5a4320]"
    >
      <WifiOffIcon size={16} />
      <span>网络连接已断开，部分功能可能无法正常使用</span>
    </div>
  )
}
