import { isOnline } from '@/services/online-status'
import { WifiOffIcon } from './icons'

/** R2.79 */
export function OfflineBanner() {
  if (isOnline.value) return null
  return (
    <div
      role="status"
      aria-live="polite"
      className="sticky top-0 z-60 flex items-center justify-center gap-2 px-4 py-2 text-sm bg-warning-soft text-warning border-b border-warning-line"
    >
      <WifiOffIcon size={16} />
      <span>网络连接已断开，部分功能可能无法正常使用</span>
    </div>
  )
}
