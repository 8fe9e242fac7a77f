import { useContext, type ReactNode } from 'react'
import { Link } from 'wouter'
import { withBase } from '@/lib/app-base'
import { ArrowLeftIcon } from './icons-more'
import { PageHeaderPhoneExtras } from './page-header-extras'

/** Back: the previous entry of this tab's history, or `fallbackHref` when the page was opened on its own. */
export function goBack(fallbackHref = '/') {
  if (history.length > 1) history.back()
  else location.assign(withBase(fallbackHref))
}

export interface PageHeaderProps {
  /** The screen's name, its h1, centred. Leave out when `center` shows something else (the page has its own h1). */
  title?: string
  /** In place of the title: what the bar shows in its middle (a breadcrumb, a name with a count). */
  center?: ReactNode
  fallbackHref?: string
  /** Where back always leads (a link, not history): a conversation's list. */
  backHref?: string
  /** A tab's own screen (the bottom navigation's 消息): nothing to go back to, so no 返回. */
  root?: boolean
  /** Buttons on the right. */
  actions?: ReactNode
}

/**
 * The one top bar of every secondary screen: 返回 on the left, the title centred, actions on the right. It spans
 * the same width as the app header whatever the page's content column, so the back arrow sits at the same place on
 * every screen (tests/layout.spec.ts holds it there at 390 and 1280 px). Put it first in <main>, outside the page's
 * centred column.
 *
 * On a phone it is the screen's only bar: the app header steps aside while a page header is on the page (the
 * `[data-page-header]` rule in styles/theme.css), and this bar sticks to the top with the shell's search after the
 * page's actions.
 */
export function PageHeader({ title, center, fallbackHref = '/', backHref, root = false, actions }: PageHeaderProps) {
  const phoneExtras = useContext(PageHeaderPhoneExtras)
  const backClass = 'w-11 h-11 rounded-full flex items-center justify-center text-fg hover:bg-bg-soft keyboard-ring'
  return (
    <div
      data-page-header
      className="max-sm:(sticky top-0 z-40 bg-bg border-b border-line) mx-auto max-w-[1440px] h-14 px-1 sm:px-4 grid grid-cols-[minmax(2.75rem,1fr)_minmax(0,auto)_minmax(2.75rem,1fr)] items-center gap-2"
    >
      <div className="flex items-center">
        {root ? null : backHref ? (
          <Link href={backHref} aria-label="返回" className={backClass}>
            <ArrowLeftIcon size={22} />
          </Link>
        ) : (
          <button type="button" onClick={() => goBack(fallbackHref)} aria-label="返回" className={backClass}>
            <ArrowLeftIcon size={22} />
          </button>
        )}
      </div>
      <div className="min-w-0 text-center">
        {center ?? <h1 className="text-base sm:text-[17px] font-semibold text-fg truncate">{title}</h1>}
      </div>
      <div className="flex items-center justify-end gap-0.5 sm:gap-1 min-w-0">
        {actions}
        {phoneExtras && <span className="sm:hidden flex">{phoneExtras}</span>}
      </div>
    </div>
  )
}
