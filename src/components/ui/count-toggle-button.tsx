import type { ComponentType } from 'react'
import { formatCount } from '@/lib/format'
import type { IconProps } from './icons'
import { Spinner } from './spinner'

// An icon that toggles, with its count beside it: the look of a like or a bookmark (the heart and the star), for any
// feature that counts something a user can press (posts today, comments later) without borrowing the likes-bookmarks
// feature's components. Presentational only: the caller owns the state, the call and what happens on a press.

export interface CountToggleButtonProps {
  /** The line icon; drawn filled while pressed. */
  icon: ComponentType<IconProps>
  pressed: boolean
  count: number
  /** What a press does now (点赞, or 取消点赞 while pressed): the accessible name is this word and the count. */
  label: string
  /** The text colour while pressed (text-like, text-bookmark); unpressed it is the muted text colour. */
  pressedClassName: string
  /** A call is on its way: a spinner stands in for the icon and the button says it is busy. */
  pending?: boolean
  /** The small size of cards and comment rows; the full size is the post's action bar. */
  compact?: boolean
  /** The count in sight on wide screens only (its accessible name keeps it): a phone's card has no room for it. */
  countOnWideOnly?: boolean
  onClick: () => void
}

export function CountToggleButton(props: CountToggleButtonProps) {
  const {
    icon: Icon,
    pressed,
    count,
    label,
    pressedClassName,
    pending = false,
    compact = false,
    countOnWideOnly = false,
    onClick,
  } = props
  const shown = formatCount(count)
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      aria-busy={pending || undefined}
      aria-label={`${label} ${shown}`}
      className={`inline-flex items-center ${compact ? 'gap-0.5 sm:gap-1' : 'gap-1'} rounded-full keyboard-ring transition-colors ${compact ? 'h-7 px-1 sm:px-1.5 text-xs' : 'h-10 px-3 text-sm'} ${
        pressed ? pressedClassName : 'text-fg-muted hover:text-fg'
      }`}
    >
      {pending ? (
        <Spinner className={compact ? 'w-3.5 h-3.5' : 'w-4 h-4'} />
      ) : (
        // The pressed icon pops (lemon-pop, theme.css) as it appears: on a press, or when the spinner gives way to it.
        <Icon
          size={compact ? 16 : 20}
          fill={pressed ? 'currentColor' : 'none'}
          className={pressed ? 'animate-[lemon-pop_300ms_ease-out]' : ''}
        />
      )}
      <span className={`tabular-nums ${countOnWideOnly ? 'hidden sm:inline' : ''}`}>{shown}</span>
    </button>
  )
}
