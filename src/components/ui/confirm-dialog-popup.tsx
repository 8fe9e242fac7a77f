import { AlertDialog } from '@base-ui/react/alert-dialog'
import { Button } from './button'
import type { ConfirmDialogProps } from './confirm-dialog'

/** The dialog of confirm-dialog.tsx: Base UI's alert dialog (focus trap, Esc, labelled), in a chunk of its own. */
export function ConfirmDialogPopup({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = '确定',
  cancelLabel = '取消',
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className="fixed inset-0 z-80 bg-black/40 transition-opacity duration-150 data-[starting-style]:opacity-0 data-[ending-style]:opacity-0" />
        <AlertDialog.Popup className="fixed z-90 top-1/2 left-1/2 w-[min(92vw,380px)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-bg-card border border-line p-6 shadow-[var(--shadow-pop)] transition-[transform,opacity] duration-150 data-[starting-style]:(opacity-0 scale-95) data-[ending-style]:(opacity-0 scale-95)">
          <AlertDialog.Title className="text-lg font-semibold text-fg">{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="mt-2 text-sm text-fg-muted leading-relaxed">
              {description}
            </AlertDialog.Description>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Close render={<Button variant="outline" />}>{cancelLabel}</AlertDialog.Close>
            <Button variant="danger" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
