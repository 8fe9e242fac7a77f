import type { ReactNode } from 'react'
import { ArrowLeftIcon } from './icons'

/** A sub-page title bar with a back button (history back, falling back to a given page). */
export function PageHeader({ title, fallbackHref = '/', actions }: { title: string; fallbackHref?: string; actions?: ReactNode }) {
  const back = () => {
    if (history.length > 1) history.back()
    else location.assign(fallbackHref)
  }
  return (
    <div className="flex items-center gap-2 mb-3 sm:mb-4">
      <button type="button" onClick={back} aria-label="返回" className="w-10 h-10 -ml-2 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) focus-ring">
        <ArrowLeftIcon size={22} />
      </button>
      <h1 className="text-xl font-semibold flex-1">{title}</h1>
      {actions}
    </div>
  )
}
