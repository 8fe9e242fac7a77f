import { useId } from 'react'

/** One labelled on/off switch (role="switch"), with an optional hint under the label. */
export function SettingSwitch({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (next: boolean) => void }) {
  const id = useId()
  return (
    <div className="flex items-center gap-4 px-4 py-3.5">
      <div className="flex-1 min-w-0">
        <p id={`${id}-label`} className="text-[15px] text-fg">
          {label}
        </p>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-fg-soft mt-0.5">
            {hint}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => onChange(!checked)}
        className={`relative shrink-0 w-12 h-7 rounded-full transition-colors focus-ring ${checked ? 'bg-primary' : 'bg-line'}`}
      >
        <span aria-hidden="true" className={`absolute top-0.5 left-0.5 w-6 h-6 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : ''}`} />
      </button>
    </div>
  )
}
