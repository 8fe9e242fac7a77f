import type { ReactNode } from 'react'

export const inputClass =
  'w-full rounded-2xl px-4 bg-bg-soft border border-transparent text-[15px] text-fg outline-none transition-colors placeholder:text-fg-soft focus:(bg-bg-card border-primary shadow-[0_0_0_4px_var(--c-primary-glow)]) disabled:opacity-60'

/** A visible label, an optional n/max counter (linked to the control) and the control itself. */
export function FieldShell({
  id,
  label,
  optional = false,
  count,
  max,
  children,
}: {
  id: string
  label: string
  optional?: boolean
  count?: number
  max?: number
  children: ReactNode
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between mb-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
          {optional && <span className="ml-1 text-xs font-normal text-fg-soft">（可选）</span>}
        </label>
        {max !== undefined && (
          <span
            id={`${id}-count`}
            className={`text-xs tabular-nums ${count !== undefined && count >= max ? 'text-danger' : 'text-fg-soft'}`}
          >
            {count ?? 0}/{max}
          </span>
        )}
      </div>
      {children}
    </div>
  )
}
