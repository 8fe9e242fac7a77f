import type { ReactNode } from 'react'

export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode
  title: string
  description?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center justify-center text-center px-6 py-16 gap-3">
      {icon && (
        <div className="w-20 h-20 rounded-full bg-secondary text-secondary-fg flex items-center justify-center mb-2">
          {icon}
        </div>
      )}
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {description && <p className="text-sm text-fg-muted max-w-sm leading-relaxed wrap-anywhere">{description}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  )
}
