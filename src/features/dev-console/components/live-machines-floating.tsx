import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'wouter'
import { Button } from '@/components/ui/button'
import { CloseIcon, MachineIcon } from '@/components/ui/icons-more'
import { toast } from '@/services/toast'
import { saveBugReportOfThisScreen } from '../model/bug-report-sources'
import { useLiveMachines, type LiveMachinesSources } from '../model/use-live-machines'
import { LiveMachinesBrowser } from './live-machines-browser'

// The live machines over any screen: a non-modal panel (the screen behind stays usable, so a tester can like a post
// and watch its machine move), a sheet along the bottom on a phone, a card in the corner on a wider screen. Esc or ✕
// closes it.

/** 导出问题报告 from any screen: the report opens the screen it was made on. */
function ReportButton() {
  const [busy, setBusy] = useState(false)
  const exportReport = async () => {
    setBusy(true)
    try {
      toast.success('问题报告已导出', await saveBugReportOfThisScreen())
    } catch (error) {
      toast.error('导出问题报告失败', error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void exportReport()}>
      导出问题报告
    </Button>
  )
}

export function LiveMachinesFloating({
  onClose,
  testApiHref,
  sources,
}: {
  onClose: () => void
  testApiHref: string
  sources?: LiveMachinesSources
}) {
  const live = useLiveMachines(sources)
  const titleId = useId()
  const panel = useRef<HTMLElement>(null)
  useEffect(() => panel.current?.focus(), [])
  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation()
          onClose()
        }
      }}
      className="fixed z-66 inset-x-0 bottom-0 max-h-[62dvh] rounded-t-3xl md:(inset-x-auto left-4 bottom-4 w-[420px] max-h-[min(80dvh,720px)] rounded-3xl) flex flex-col bg-bg-card border border-line shadow-[var(--shadow-pop)] outline-none pb-[env(safe-area-inset-bottom)] md:pb-0"
    >
      <header className="flex items-center gap-3 pl-4 pr-2 py-3 border-b border-line">
        <span
          aria-hidden="true"
          className="w-9 h-9 shrink-0 rounded-full bg-secondary text-secondary-fg flex items-center justify-center"
        >
          <MachineIcon size={18} />
        </span>
        <div className="flex-1 min-w-0">
          <h2 id={titleId} className="text-[15px] font-semibold text-fg">
            实时状态机
          </h2>
          <p className="text-[11px] text-fg-muted truncate">随操作实时更新 · 令牌已隐藏</p>
        </div>
        {/* /test-api shows the same view: the panel steps aside. */}
        <Link
          href={testApiHref}
          onClick={onClose}
          className="shrink-0 px-2.5 h-8 inline-flex items-center rounded-full text-xs font-medium text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
        >
          开发者工具
        </Link>
        <button
          type="button"
          aria-label="关闭实时状态机"
          onClick={onClose}
          className="shrink-0 w-10 h-10 rounded-full flex items-center justify-center text-fg-muted hover:(bg-bg-soft text-fg) keyboard-ring"
        >
          <CloseIcon size={18} />
        </button>
      </header>
      <div className="flex-1 min-h-0 overflow-y-auto overscroll-contain px-3 py-3">
        <LiveMachinesBrowser live={live} />
      </div>
      <footer className="flex items-center gap-2 border-t border-line pl-4 pr-2 py-2">
        <p className="flex-1 min-w-0 text-[11px] leading-snug text-fg-muted">
          报告含本页地址和登录令牌，只发给处理问题的人
        </p>
        <ReportButton />
      </footer>
    </section>
  )
}
