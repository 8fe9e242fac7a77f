import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { formatCount } from '@/lib/format'

export interface ProfileStat {
  label: string
  value: number
  /** Where the count leads (the followers/following lists), if anywhere. */
  href?: string
}

/** R2.44, R2.47, R2.49: counts, 10000 and above as one-decimal thousands with k. */
export function ProfileStats({ stats }: { stats: readonly ProfileStat[] }) {
  return (
    <ul className="flex items-center gap-6" aria-label="数据">
      {stats.map(({ label, value, href }) => {
        const body: ReactNode = (
          <>
            <span className="text-lg font-semibold tabular-nums text-fg">{formatCount(value)}</span>{' '}
            <span className="text-xs text-fg-muted">{label}</span>
          </>
        )
        return (
          <li key={label}>
            {href ? (
              <Link
                href={href}
                className="flex flex-col items-center sm:items-start rounded-lg keyboard-ring hover:opacity-80"
              >
                {body}
              </Link>
            ) : (
              <span className="flex flex-col items-center sm:items-start">{body}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
