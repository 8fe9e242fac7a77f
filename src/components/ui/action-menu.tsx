import { lazyWithPreload } from './lazy-with-preload'
import { MenuButton } from './menu-button'
import type { OpenActionMenuProps } from './open-action-menu'

export type { ActionMenuItem } from './open-action-menu'

const OpenActionMenu = lazyWithPreload(() => import('./open-action-menu').then((m) => m.OpenActionMenu))

export type ActionMenuProps = OpenActionMenuProps

/** A button opening a short list of actions (a post's 更多, a comment's 评论操作); its menu's code loads at its first use (menu-button.tsx). */
export function ActionMenu(props: ActionMenuProps) {
  return (
    <MenuButton
      label={props.label}
      className={props.triggerClassName}
      icon={props.icon}
      prefetch={OpenActionMenu.prefetch}
    >
      <OpenActionMenu {...props} />
    </MenuButton>
  )
}
