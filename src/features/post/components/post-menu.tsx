import { Menu } from '@base-ui/react/menu'
import { MoreIcon } from '@/components/ui/icons'

const item = 'flex items-center gap-3 px-3 h-10 rounded-xl text-sm cursor-pointer select-none outline-none data-[highlighted]:bg-bg-soft'

/** R2.31/R2.32: the author edits or deletes; anyone else reports or copies the link. */
export function PostMenu({ isAuthor, onEdit, onDelete, onReport, onCopyLink }: { isAuthor: boolean; onEdit: () => void; onDelete: () => void; onReport: () => void; onCopyLink: () => void }) {
  return (
    <Menu.Root>
      <Menu.Trigger aria-label="更多" className="w-9 h-9 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) focus-ring">
        <MoreIcon size={20} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} align="end" className="z-70 outline-none">
          <Menu.Popup className="min-w-40 rounded-2xl bg-bg-card border border-line p-1.5 shadow-[var(--shadow-pop)] outline-none">
            {isAuthor ? (
              <>
                <Menu.Item className={`${item} text-fg`} onClick={onEdit}>
                  编辑帖子
                </Menu.Item>
                <Menu.Item className={`${item} text-danger`} onClick={onDelete}>
                  删除帖子
                </Menu.Item>
              </>
            ) : (
              <>
                <Menu.Item className={`${item} text-fg`} onClick={onReport}>
                  举报帖子
                </Menu.Item>
                <Menu.Item className={`${item} text-fg`} onClick={onCopyLink}>
                  分享链接
                </Menu.Item>
              </>
            )}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  )
}
