import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Spinner } from './spinner'

type Variant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger'
type Size = 'sm' | 'md' | 'lg'

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-primary text-primary-fg shadow-[0_6px_18px_var(--c-primary-glow)] hover:bg-primary-dark disabled:(bg-bg-soft text-fg-soft shadow-none)',
  secondary: 'bg-secondary text-secondary-fg hover:bg-primary-light disabled:opacity-45',
  ghost: 'bg-transparent text-fg-muted hover:bg-bg-soft hover:text-fg disabled:opacity-45',
  outline: 'border border-line bg-bg-card text-fg hover:border-primary hover:text-fg disabled:opacity-45',
  danger: 'bg-danger text-danger-fg hover:opacity-90 disabled:opacity-45',
}
const SIZES: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant
  size?: Size
  loading?: boolean
  block?: boolean
  children?: ReactNode
}

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'block'> = {}) {
  return [
    'inline-flex items-center justify-center rounded-full font-medium select-none whitespace-nowrap',
    'transition-[background-color,color,box-shadow,transform,opacity] duration-150 active:scale-[0.98] keyboard-ring',
    'disabled:(cursor-not-allowed active:scale-100)',
    VARIANTS[variant],
    SIZES[size],
    block ? 'w-full' : '',
  ].join(' ')
}

export function Button({
  variant,
  size,
  loading = false,
  block,
  className = '',
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClass({ variant, size, block })} ${className}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className="w-4 h-4" />}
      {children}
    </button>
  )
}
