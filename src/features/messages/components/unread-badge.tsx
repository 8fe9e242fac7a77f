import { formatUnreadBadge } from '@/schemas/message.schema'

/** R9.36: the unread total on a messages button, 99+ above 99; nothing when there is none. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      className={`min-w-[18px] h-[18px] px-1 rounded-full bg-danger text-danger-fg text-[10px] font-bold leading-none flex items-center justify-center ${className}`}
    >
      {formatUnreadBadge(count)}
    </span>
  )
}
