import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { BugReport } from '@/schemas/bug-report.schema'
import type { QaHandle } from '@/schemas/qa-handle.schema'
import type { RestartEnv } from '../model/app-restart'
import { describeReport, parseBugReport } from '../model/bug-report'
import { restoreBugReport } from '../model/bug-report-restore'
import { saveBugReport } from '../model/bug-report-sources'
import { errorText, Field, JsonFileButton, Outcome, Panel, TextAreaField } from './controls'

// /test-api › 问题报告: the whole state behind a bug as one file, and that file restored in another browser.

export function TokenWarning({ className = '' }: { className?: string }) {
  return (
    <p className={`rounded-xl bg-warning-soft px-3 py-2 text-xs leading-relaxed text-fg ${className}`}>
      <strong className="font-semibold text-warning">含登录令牌：</strong>
      文件里有当前账号的访问令牌和刷新令牌，导入的人会以同一账号、同一会话登录。只发给处理这个问题的人。
    </p>
  )
}

export function BugReportPanel({
  handle,
  initialRoute,
  env,
}: {
  handle: QaHandle
  initialRoute: string
  env: RestartEnv
}) {
  const [route, setRoute] = useState(initialRoute)
  const [description, setDescription] = useState('')
  const [busy, setBusy] = useState<'export' | 'import' | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, setPending] = useState<BugReport | null>(null)

  const exportReport = async () => {
    const path = route.trim() || '/'
    if (!path.startsWith('/')) return setOutcome({ ok: false, text: '页面地址必须以 / 开头，例如 /post/12' })
    setBusy('export')
    try {
      setOutcome({ ok: true, text: await saveBugReport(handle, { route: path, description }) })
    } catch (error) {
      setOutcome({ ok: false, text: `导出失败：${errorText(error)}` })
    } finally {
      setBusy(null)
    }
  }

  // The file is checked first: a bad one says why and changes nothing; a good one asks before replacing anything.
  const chooseFile = async (file: File) => {
    const parsed = parseBugReport(await file.text())
    if (!parsed.ok) return setOutcome({ ok: false, text: parsed.message })
    setOutcome(null)
    setPending(parsed.report)
  }

  const importReport = async (report: BugReport) => {
    setBusy('import')
    try {
      await restoreBugReport(handle, report, env)
      setOutcome({ ok: true, text: `已导入问题报告，正在打开 ${report.route}…` })
    } catch (error) {
      setOutcome({ ok: false, text: `导入失败：${errorText(error).replace(/^导入失败：/, '')}` })
      setBusy(null)
    }
    setPending(null)
  }

  return (
    <Panel
      title="问题报告"
      description="把当前的演示数据、登录账号、故障规则、错误日志、状态机的最近事件、页面和构建信息存成一个文件。在另一台电脑或浏览器导入，即可恢复同样的状态并打开同一个页面。"
    >
      <div className="grid gap-2">
        <Field
          label="报告打开的页面"
          value={route}
          onChange={(e) => setRoute(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          hint="默认是打开开发者工具之前所在的页面，可以修改。"
        />
        <TextAreaField
          label="问题描述（可选）"
          value={description}
          maxLength={2000}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="看到了什么、期望是什么、怎么操作的"
        />
      </div>
      <TokenWarning className="mt-3" />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" loading={busy === 'export'} disabled={busy !== null} onClick={() => void exportReport()}>
          导出问题报告
        </Button>
        <JsonFileButton label="导入问题报告" disabled={busy !== null} onFile={(file) => void chooseFile(file)} />
      </div>
      <Outcome outcome={outcome} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && busy === null) setPending(null)
        }}
        title="导入问题报告？"
        description={
          pending ? `本浏览器的演示数据、登录账号和故障规则会被替换为报告里的。${describeReport(pending)}` : undefined
        }
        confirmLabel="导入并打开"
        busy={busy === 'import'}
        onConfirm={() => pending && void importReport(pending)}
      />
    </Panel>
  )
}
