import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react'
import { buttonClass } from './button'
import { ErrorScreen, isChunkLoadError } from './error-screen'
import { lazyWithPreload } from './lazy-with-preload'

const BoundaryScreen = lazyWithPreload(() => import('./error-boundary-screen').then((m) => m.ErrorBoundaryScreen))

/** Fetches the error boundary's full screen ahead of need (the app calls it once its first screen is on its way). */
export const preloadErrorScreens = (): Promise<unknown> => BoundaryScreen.preload()

export const MAX_ERROR_RETRIES = 3 // R9.32

type State = { error: Error | null; componentStack: string; retries: number; copied: boolean }

/** R2.75: 页面出现错误 with retry (at most 3), refresh, home and copy details. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, componentStack: '', retries: 0, copied: false }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ componentStack: info.componentStack ?? '' })
    console.error('[ErrorBoundary]', error, info.componentStack)
    // R7.40: logged locally only (the log is its own chunk: nothing on the first screen waits for it).
    void import('@/services/error-log').then(({ logError }) =>
      logError('boundary', error, info.componentStack ?? undefined),
    )
  }

  private retry = () => {
    this.setState((s) => ({ error: null, retries: s.retries + 1, copied: false }))
  }

  private details() {
    const { error, componentStack } = this.state
    return [
      `时间: ${new Date().toISOString()}`,
      `页面: ${typeof location === 'undefined' ? '' : location.href}`,
      `错误: ${error?.name}: ${error?.message}`,
      error?.stack ?? '',
      componentStack,
    ].join('\n')
  }

  private copy = async () => {
    try {
      await navigator.clipboard.writeText(this.details())
      this.setState({ copied: true })
    } catch {
      this.setState({ copied: false })
    }
  }

  override render() {
    const { error, retries, copied } = this.state
    if (!error) return this.props.children
    // R2.78: a screen whose code could not be fetched. React keeps a failed lazy import, so retry reloads the page.
    if (isChunkLoadError(error)) return <ErrorScreen kind="chunk" onRetry={() => location.reload()} />
    // The full screen is a chunk of its own (fetched once the first screen is on its way, see preloadErrorScreens):
    // until it is here, its first words and a way out.
    return (
      <Suspense
        fallback={
          <div
            role="alert"
            className="min-h-[70dvh] flex flex-col items-center justify-center gap-4 px-6 py-16 text-center"
          >
            <h1 className="text-xl font-semibold">页面出现错误</h1>
            <button type="button" className={buttonClass({ variant: 'outline' })} onClick={() => location.reload()}>
              刷新页面
            </button>
          </div>
        }
      >
        <BoundaryScreen
          error={error}
          left={MAX_ERROR_RETRIES - retries}
          copied={copied}
          onRetry={this.retry}
          onCopy={this.copy}
        />
      </Suspense>
    )
  }
}
