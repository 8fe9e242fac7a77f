import { Component, type ErrorInfo, type ReactNode } from 'react'
import { withBase } from '@/lib/app-base'
import { AlertIcon } from './icons'
import { buttonClass } from './button'
import { ErrorScreen, isChunkLoadError } from './error-screen'

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
    void import('@/services/error-log').then(({ logError }) => logError('boundary', error, info.componentStack ?? undefined))
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
    const left = MAX_ERROR_RETRIES - retries
    return (
      <div role="alert" className="min-h-[70dvh] flex items-center justify-center px-6 py-16">
        <div className="max-w-md w-full text-center rounded-3xl bg-bg-card border border-line p-8 shadow-[var(--shadow-card)]">
          <div className="mx-auto mb-5 w-16 h-16 rounded-full bg-danger-soft text-danger flex items-center justify-center">
            <AlertIcon size={30} />
          </div>
          <h1 className="text-xl font-semibold mb-2">页面出现错误</h1>
          <p className="text-sm text-fg-muted mb-6 leading-relaxed">抱歉，页面遇到了一点问题。你可以重试、刷新页面或返回首页。</p>
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className={buttonClass()} onClick={this.retry} disabled={left <= 0}>
              {left > 0 ? `重试（剩余 ${left} 次）` : '已达到重试上限'}
            </button>
            <button type="button" className={buttonClass({ variant: 'outline' })} onClick={() => location.reload()}>
              刷新页面
            </button>
            <a href={withBase('/')} className={buttonClass({ variant: 'outline' })}>
              返回首页
            </a>
            <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={this.copy}>
              {copied ? '已复制' : '复制错误详情'}
            </button>
          </div>
          <details className="mt-6 text-left">
            <summary className="text-xs text-fg-soft cursor-pointer">错误详情</summary>
            <pre className="mt-2 max-h-40 overflow-auto rounded-xl bg-bg-soft p-3 text-[11px] text-fg-muted whitespace-pre-wrap break-all">
              {error.name}: {error.message}
            </pre>
          </details>
        </div>
      </div>
    )
  }
}
