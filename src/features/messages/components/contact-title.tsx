import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { MESSAGE_TEXTS } from '../model/use-messages'
import type { Contact } from './conversation-view'

export interface ContactTitleProps {
  /** Who the other side is; null while unknown. */
  contact: Contact | null
  /** The contact could not be loaded (无法获取用户信息). */
  failed: boolean
  userHref: (id: number) => string
  /** The heading's level where it stands: the phone's page bar (h1) or the desktop's conversation pane (h2). */
  as: 'h1' | 'h2'
  avatarSize: number
  /** What the title says while the contact loads. */
  pending: string
  /** The link's spacing where it stands. */
  className?: string
}

/**
 * A conversation's partner, as its header names them: avatar, name and ✓, a link to their page; what it waits for,
 * or that they could not be found. One look for the phone's bar and the desktop's pane.
 */
export function ContactTitle({
  contact,
  failed,
  userHref,
  as: Heading,
  avatarSize,
  pending,
  className,
}: ContactTitleProps) {
  if (!contact)
    return (
      <Heading className="text-base font-semibold text-fg-muted truncate">
        {failed ? MESSAGE_TEXTS.noUser : pending}
      </Heading>
    )
  return (
    <Link
      href={userHref(contact.id)}
      className={`flex items-center min-w-0 rounded-full keyboard-ring ${className ?? ''}`}
    >
      <span aria-hidden="true" className="flex shrink-0">
        <Avatar src={contact.avatar} name={contact.displayName} size={avatarSize} />
      </span>
      <Heading className="text-base font-semibold text-fg truncate">
        {contact.displayName}
        {contact.verified && <span className="ml-1 text-xs text-primary-text">✓</span>}
      </Heading>
    </Link>
  )
}
