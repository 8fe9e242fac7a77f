import type { ReactNode } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { PUBLISH_MSG } from '../model/post-texts'

/** R2.57: the page frame and its title, 发布笔记 or 编辑笔记 (edit whenever the route has a post id). */
export function EditorShell({
  editing,
  backHref = '/',
  actions,
  children,
}: {
  editing: boolean
  backHref?: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <main>
      <PageHeader
        title={editing ? PUBLISH_MSG.titleEdit : PUBLISH_MSG.titleNew}
        fallbackHref={backHref}
        actions={actions}
      />
      <div className="mx-auto max-w-[1120px] px-4 sm:px-6 pt-2 pb-16">{children}</div>
    </main>
  )
}
