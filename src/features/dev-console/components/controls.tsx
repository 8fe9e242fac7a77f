import { buttonClass } from '@/components/ui/button'
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'

// The console's compact controls: a developer tool is dense, but it keeps the app's colours, radii and focus ring.

const CONTROL =
  'w-full h-9 rounded-xl border border-line bg-bg-soft px-3 text-sm text-fg placeholder:text-fg-soft outline-none transition-colors focus:(border-primary bg-bg-card shadow-[0_0_0_3px_var(--c-primary-glow)]) disabled:opacity-60'

export function Panel({
  title,
  description,
  actions,
  children,
  className = '',
  id,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
  id?: string
}) {
  const autoId = useId()
  const headingId = id ?? `panel-${autoId}`
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-line bg-bg-card min-w-0 ${className}`}>
      <div className="flex items-start gap-3 px-4 pt-3.5 pb-3 border-b border-line">
        <div className="flex-1 min-w-0">
          <h2 id={headingId} className="text-[15px] font-semibold text-fg">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-xs text-fg-muted leading-relaxed">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap justify-end gap-1.5">{actions}</div>}
      </div>
      <div className="p-4">{children}</div>
    </section>
  )
}

export function Field({
  label,
  hint,
  className = '',
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  const id = useId()
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-xs font-medium text-fg-muted mb-1">
        {label}
      </label>
      <input id={id} className={CONTROL} {...rest} />
      {hint && <p className="mt-1 text-[11px] text-fg-soft">{hint}</p>}
    </div>
  )
}

export function SelectField({
  label,
  className = '',
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId()
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-xs font-medium text-fg-muted mb-1">
        {label}
      </label>
      <select id={id} className={`${CONTROL} pr-8 cursor-pointer`} {...rest}>
        {children}
      </select>
    </div>
  )
}

export function TextAreaField({
  label,
  className = '',
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId()
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-xs font-medium text-fg-muted mb-1">
        {label}
      </label>
      <textarea id={id} className={`${CONTROL} h-auto min-h-[72px] py-2 resize-y leading-relaxed`} {...rest} />
    </div>
  )
}

export type Tone = 'ok' | 'warn' | 'bad' | 'neutral'

const TONES: Record<Tone, string> = {
  ok: 'bg-success-soft text-success',
  warn: 'bg-warning-soft text-warning',
  bad: 'bg-danger-soft text-danger',
  neutral: 'bg-bg-soft text-fg-muted',
}

export function Pill({ tone, children, className = '' }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center h-5 px-2 rounded-full text-[11px] font-medium whitespace-nowrap ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  )
}

/** A scrollable block of JSON (keyboard-scrollable: it takes focus). */
export function JsonView({ value, label, className = '' }: { value: unknown; label: string; className?: string }) {
  const text = value === undefined ? 'undefined' : JSON.stringify(value, null, 2)
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className={`max-h-72 overflow-auto rounded-xl bg-bg-soft border border-line p-3 font-mono text-[12px] leading-relaxed text-fg whitespace-pre keyboard-ring ${className}`}
    >
      {text}
    </pre>
  )
}

/** What an action did: a polite live line under its buttons. */
export function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={`mt-2 empty:mt-0 text-xs ${outcome ? (outcome.ok ? 'text-fg-muted' : 'text-danger') : ''}`}
    >
      {outcome && (
        <>
          <span aria-hidden="true">{outcome.ok ? '✓ ' : '✕ '}</span>
          {outcome.text}
        </>
      )}
    </p>
  )
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A button that picks one JSON file (an export, a bug report) and hands it over; the same file can be picked again. */
export function JsonFileButton({
  label,
  disabled,
  onFile,
}: {
  label: string
  disabled: boolean
  onFile: (file: File) => void
}) {
  return (
    <label
      className={`${buttonClass({ variant: 'outline', size: 'sm' })} cursor-pointer focus-within:(ring-2 ring-primary ring-offset-2 ring-offset-bg) ${disabled ? 'pointer-events-none opacity-45' : ''}`}
    >
      {label}
      <input
        type="file"
        accept="application/json,.json"
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) onFile(file)
        }}
      />
    </label>
  )
}
