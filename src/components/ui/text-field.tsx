import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { EyeIcon, EyeOffIcon } from './icons-more'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: string
  error?: string | undefined
  hint?: ReactNode
  icon?: ReactNode
  /** A password field gets a show/hide toggle. */
  revealable?: boolean
}

export function TextField({
  label,
  error,
  hint,
  icon,
  revealable = false,
  type = 'text',
  className = '',
  id,
  ...rest
}: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const [revealed, setRevealed] = useState(false)
  const actualType = revealable ? (revealed ? 'text' : 'password') : type
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-fg mb-1.5">
        {label}
      </label>
      <div
        className={[
          'group flex items-center gap-2 h-12 rounded-2xl px-4 bg-bg-soft border transition-colors',
          'focus-within:(bg-bg-card border-primary shadow-[0_0_0_4px_var(--c-primary-glow)])',
          error ? 'border-danger' : 'border-transparent',
        ].join(' ')}
      >
        {icon && <span className="text-fg-soft group-focus-within:text-fg shrink-0">{icon}</span>}
        <input
          id={inputId}
          type={actualType}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="flex-1 min-w-0 bg-transparent outline-none text-[15px] placeholder:text-fg-soft"
          {...rest}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? '隐藏密码' : '显示密码'}
            aria-pressed={revealed}
            className="text-fg-soft hover:text-fg shrink-0 rounded-full p-1 keyboard-ring"
          >
            {revealed ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p className="mt-1.5 text-xs text-fg-soft">{hint}</p>
      ) : null}
    </div>
  )
}
