import { Suspense, useState, type ReactNode } from 'react'
import { LoadBoundary } from './load-boundary'

export interface MenuButtonProps {
  /** The button's accessible name (更多, 评论操作). */
  label: string
  /** The button's look, which the open menu's own trigger repeats. */
  className: string
  /** The button's content (its icon). */
  icon: ReactNode
  /** Loads the menu's chunk: called at the first sign the button is about to be pressed (a pointer or finger on it, the focus). */
  prefetch: () => void
  /** The menu, mounted open with its own trigger in the button's place: rendered from the first click on. */
  children: ReactNode
}

/**
 * A menu button whose menu (Base UI's menu: its code, ~50 KB gzip with the dialog's, and its mounting, ~12 ms of a
 * first render at full speed, traced on the post page) comes at the button's first click. A screen shows these
 * buttons by the dozen (one per comment) and most are never pressed: until then the button is a plain one that looks
 * and reads the same (a button with a pop-up menu, collapsed).
 */
export function MenuButton({ label, className, icon, prefetch, children }: MenuButtonProps) {
  const [opened, setOpened] = useState(false)
  const button = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={className}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setOpened(true)}
    >
      {icon}
    </button>
  )
  if (!opened) return button
  return (
    <LoadBoundary onFailed={() => setOpened(false)}>
      <Suspense fallback={button}>{children}</Suspense>
    </LoadBoundary>
  )
}
