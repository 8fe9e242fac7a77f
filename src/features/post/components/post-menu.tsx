import { ActionMenu } from '@/components/ui/action-menu'
import { OptionsIcon } from '@/components/ui/icons'

/** R2.31/R2.32: the author edits or deletes; anyone else reports or copies the link. */
export function PostMenu({
  isAuthor,
  onEdit,
  onDelete,
  onReport,
  onCopyLink,
}: {
  isAuthor: boolean
  onEdit: () => void
  onDelete: () => void
  onReport: () => void
  onCopyLink: () => void
}) {
  return (
    <ActionMenu
      label="更多"
      triggerClassName="w-9 h-9 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
      icon={<OptionsIcon size={20} />}
      popupWidthClass="min-w-40"
      sideOffset={6}
      items={
        isAuthor
          ? [
              { label: '编辑帖子', onSelect: onEdit },
              { label: '删除帖子', onSelect: onDelete, danger: true },
            ]
          : [
              { label: '举报帖子', onSelect: onReport },
              { label: '分享链接', onSelect: onCopyLink },
            ]
      }
    />
  )
}
