import type { ReactNode } from 'react'

export const fieldInputClass =
  'w-full rounded-xl px-3.5 bg-bg-soft border text-[15px] text-fg outline-none transition-colors placeholder:text-fg-soft focus:(bg-bg-card border-primary shadow-[0_0_0_4px_var(--c-primary-glow)]) disabled:opacity-60'

/**
 * One settings row: the label on the left from the small-tablet width up, above the control on phones; under the
 * control its error (or hint) and an n/max counter.
 */
export function FormRow({
  id,
  label,
  labelId,
  asLabel = true,
  count,
  max,
  error,
  hint,
  children,
}: {
  id: string
  label: string
  labelId?: string
  /** false when the control is not a labelable element (a radio group, a popover trigger): a span named by labelId. */
  asLabel?: boolean
  count?: number
  max?: number
  error?: string | undefined
  hint?: ReactNode
  children: ReactNode
}) {
  const labelClass = 'block text-sm font-medium text-fg sm:pt-2.5'
  return (
    <div className="py-4 first:pt-1 last:pb-1 sm:grid sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:gap-4">
      {asLabel ? (
        <label id={labelId} htmlFor={id} className={`${labelClass} mb-2 sm:mb-0`}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={`${labelClass} mb-2 sm:mb-0`}>
          {label}
        </span>
      )}
      <div className="min-w-0">
        {children}
        {(error || hint || max !== undefined) && (
          <div className="mt-1.5 flex items-start justify-between gap-3 text-xs">
            {error ? (
              <p id={`${id}-error`} className="text-danger">
                {error}
              </p>
            ) : hint ? (
              <div id={`${id}-hint`} className="text-fg-muted min-w-0">
                {hint}
              </div>
            ) : (
              <span />
            )}
            {max !== undefined && (
              <span
                id={`${id}-count`}
                className={`shrink-0 tabular-nums ${count !== undefined && count > max ? 'text-danger' : 'text-fg-muted'}`}
              >
                {count ?? 0}/{max}
              </span>
            )}
          </div>
        )}
      </div>
    </div>
  )
}

/** A card with its section heading (基本信息, 个人详情). */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-bg-card border border-line px-4 sm:px-6 pt-4 pb-3 shadow-[var(--shadow-card)]"
    >
      <h2 id={id} className="text-[13px] font-semibold tracking-wide text-fg-muted mb-1">
        {title}
      </h2>
      <div className="divide-y divide-line">{children}</div>
    </section>
  )
}

/** The aria-describedby of a control in a row: its error or hint, and its counter. */
export const describedBy = (
  id: string,
  { error, hint, counter }: { error?: string | undefined; hint?: boolean; counter?: boolean },
) =>
  [error ? `${id}-error` : hint ? `${id}-hint` : null, counter ? `${id}-count` : null].filter(Boolean).join(' ') ||
  undefined
