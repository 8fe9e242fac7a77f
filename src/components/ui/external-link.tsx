import type { ReactNode } from 'react'
import { displayUrl, EXTERNAL_LINK_REL, safeExternalHref } from '@/lib/safe-url'

/**
 * A user-given address: a link (new tab, rel="noopener noreferrer") when it is http(s), plain text
 * otherwise, so a `javascript:` website can never run.
 */
export function ExternalLink({
  url,
  className = '',
  children,
}: {
  url: string
  className?: string
  children?: ReactNode
}) {
  const href = safeExternalHref(url)
  const text = children ?? displayUrl(url)
  if (!href) return <span className={className}>{text}</span>
  return (
    <a href={href} target="_blank" rel={EXTERNAL_LINK_REL} className={className}>
      {text}
    </a>
  )
}
