import { Menu } from '@base-ui/react/menu'
import type { ReactNode } from 'react'

const itemClass =
  'flex items-center gap-3 px-3 h-10 rounded-xl text-sm cursor-pointer select-none outline-none data-[highlighted]:bg-bg-soft'

export interface ActionMenuItem {
  label: string
  onSelect: () => void
  /** A destructive action (删除), in the danger colour. */
  danger?: boolean
}

export interface OpenActionMenuProps {
  label: string
  triggerClassName: string
  icon: ReactNode
  items: ActionMenuItem[]
  /** The popup's width class (min-w-32, min-w-40). */
  popupWidthClass: string
  sideOffset: number
}

/** The menu of action-menu.tsx, mounted open at its button's first click, with Base UI's trigger in the button's place. */
export function OpenActionMenu({
  label,
  triggerClassName,
  icon,
  items,
  popupWidthClass,
  sideOffset,
}: OpenActionMenuProps) {
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger aria-label={label} className={triggerClassName}>
        {icon}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={sideOffset} align="end" className="z-70 outline-none">
          <Menu.Popup
            className={`${popupWidthClass} rounded-2xl bg-bg-card border border-line p-1.5 shadow-[var(--shadow-pop)] outline-none`}
          >
            {items.map((item) => (
              <Menu.Item
                key={item.label}
                className={`${itemClass} ${item.danger ? 'text-danger' : 'text-fg'}`}
                onClick={item.onSelect}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}
