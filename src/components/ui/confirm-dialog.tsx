import { Suspense, useState } from 'react'
import { lazyWithPreload } from './lazy-with-preload'
import { LoadBoundary } from './load-boundary'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  confirmLabel?: string
  cancelLabel?: string
  busy?: boolean
  onConfirm: () => void
}

const ConfirmDialogPopup = lazyWithPreload(() => import('./confirm-dialog-popup').then((m) => m.ConfirmDialogPopup))

/**
 * An accessible confirmation (focus trap, Esc, labelled) for destructive actions. A screen renders its confirmations
 * closed and most are never opened: the dialog (Base UI's, a chunk shared with the menus) is loaded and mounted at
 * its first opening, and stays mounted after it, so that it closes with its animation.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(props.open)
  // A dialog whose code could not be loaded is not mounted again until it is opened again.
  const [failed, setFailed] = useState(false)
  if (props.open && !used && !failed) setUsed(true)
  if (!props.open && failed) setFailed(false)
  if (!used) return null
  return (
    <LoadBoundary
      onFailed={() => {
        setUsed(false)
        setFailed(true)
        props.onOpenChange(false)
      }}
    >
      <Suspense fallback={null}>
        <ConfirmDialogPopup {...props} />
      </Suspense>
    </LoadBoundary>
  )
}
