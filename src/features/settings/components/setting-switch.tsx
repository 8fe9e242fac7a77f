import { useId } from 'react'
import { Switch } from '@/components/ui/switch'

/** One labelled on/off switch (role="switch"), with an optional hint under the label. */
export function SettingSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string
  hint?: string
  checked: boolean
  onChange: (next: boolean) => void
}) {
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
      <Switch
        checked={checked}
        onChange={onChange}
        labelledBy={`${id}-label`}
        describedBy={hint ? `${id}-hint` : undefined}
      />
    </div>
  )
}
