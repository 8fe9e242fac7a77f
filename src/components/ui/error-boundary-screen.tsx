import { withBase } from '@/lib/app-base'
import { buttonClass } from './button'
import { AlertIcon } from './icons'

export interface ErrorBoundaryScreenProps {
  error: Error
  /** Retries left of R9.32's three. */
  left: number
  copied: boolean
  onRetry: () => void
  onCopy: () => Promise<void>
}

/** R2.75: 页面出现错误 with retry (at most 3), refresh, home and copy details: the error boundary's screen. */
export function ErrorBoundaryScreen({ error, left, copied, onRetry, onCopy }: ErrorBoundaryScreenProps) {
  return (
    <div role="alert" className="min-h-[70dvh] flex items-center justify-center px-6 py-16">
      <div className="max-w-md w-full text-center rounded-3xl bg-bg-card border border-line p-8 shadow-[var(--shadow-card)]">
        <div className="mx-auto mb-5 w-16 h-16 rounded-full bg-danger-soft text-danger flex items-center justify-center">
          <AlertIcon size={30} />
        </div>
        <h1 className="text-xl font-semibold mb-2">页面出现错误</h1>
        <p className="text-sm text-fg-muted mb-6 leading-relaxed">
          抱歉，页面遇到了一点问题。你可以重试、刷新页面或返回首页。
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <button type="button" className={buttonClass()} onClick={onRetry} disabled={left <= 0}>
            {left > 0 ? `重试（剩余 ${left} 次）` : '已达到重试上限'}
          </button>
          <button type="button" className={buttonClass({ variant: 'outline' })} onClick={() => location.reload()}>
            刷新页面
          </button>
          <a href={withBase('/')} className={buttonClass({ variant: 'outline' })}>
            返回首页
          </a>
          <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={() => void onCopy()}>
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
