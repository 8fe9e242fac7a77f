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
    <dl className="flex items-center gap-6">
      {stats.map(({ label, value, href }) => {
        const body: ReactNode = (
          <>
            <dd className="order-first text-lg font-semibold tabular-nums text-fg">{formatCount(value)}</dd>
            <dt className="text-xs text-fg-muted">{label}</dt>
          </>
        )
        return href ? (
          <Link key={label} href={href} className="flex flex-col items-center sm:items-start rounded-lg focus-ring hover:opacity-80">
            {body}
          </Link>
        ) : (
          <div key={label} className="flex flex-col items-center sm:items-start">
            {body}
          </div>
        )
      })}
    </dl>
  )
}
