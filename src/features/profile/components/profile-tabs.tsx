import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface ProfileTab {
  id: string
  label: string
  /** Rendered while the tab is open (R2.46: lists load only when their tab is active; their data stays cached). */
  render: () => ReactNode
}

/** Tabs with the ARIA tabs pattern (arrow keys move between them); only the open tab's panel is mounted. */
export function ProfileTabs({ tabs, initial = tabs[0]?.id }: { tabs: readonly ProfileTab[]; initial?: string }) {
  const [active, setActive] = useState(initial)
  const base = useId()
  const open = (id: string) => setActive(id)
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    e.preventDefault()
    const next = tabs[(index + step + tabs.length) % tabs.length]!
    open(next.id)
    document.getElementById(`${base}-tab-${next.id}`)?.focus()
  }
  return (
    <div>
      <div
        role="tablist"
        aria-label="内容"
        className="sticky top-16 z-20 bg-bg flex justify-center gap-8 border-b border-line"
      >
        {tabs.map((tab, i) => {
          const selected = tab.id === active
          return (
            <button
              key={tab.id}
              id={`${base}-tab-${tab.id}`}
              role="tab"
              type="button"
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`relative h-12 px-1 text-[15px] keyboard-ring rounded ${selected ? 'text-fg font-semibold' : 'text-fg-muted hover:text-fg'}`}
            >
              {tab.label}
              {selected && (
                <span
                  aria-hidden="true"
                  className="absolute left-1/2 -translate-x-1/2 bottom-0 h-0.5 w-6 rounded-full bg-primary"
                />
              )}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== active}
          className="pt-4"
        >
          {tab.id === active && tab.render()}
        </div>
      ))}
    </div>
  )
}
