import { Component, type ReactNode } from 'react'
import { toast } from '@/services/toast'
import { ERROR_SCREENS } from './error-screen'

export interface LoadBoundaryProps {
  children: ReactNode
  /** The part could not be loaded: its opener takes it back (a menu's button shows again, a dialog counts as closed). */
  onFailed: () => void
}

/**
 * Around a part whose code is fetched when it is first used (a menu, a confirmation): a fetch that fails (a dropped
 * connection) says so in a toast (R2.78's 组件加载失败) and gives the part back to its opener, instead of taking the
 * whole screen down to the error screen.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: Error) {
    console.error('[LoadBoundary]', error)
    toast.error(ERROR_SCREENS.chunk.title, ERROR_SCREENS.chunk.text)
    this.props.onFailed()
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
