import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { downloadText, exportFileName } from '@/lib/download-file'
import type { QaHandle, QaImportSummary } from '@/services/mock-handle'
import { errorText, JsonFileButton, Outcome, Panel } from './controls'

const COLLECTION_LABELS: Record<string, string> = {
  users: '用户',
  posts: '帖子',
  comments: '评论',
  likes: '点赞',
  bookmarks: '收藏',
  follows: '关注',
  messages: '消息',
  uploads: '上传',
}

export function summarise(summary: QaImportSummary): string {
  const counts = Object.entries(summary.counts)
    .filter(([c]) => COLLECTION_LABELS[c])
    .map(([c, n]) => `${COLLECTION_LABELS[c]} ${n}`)
    .join('，')
  return `已导入：${counts}${summary.blobs ? `，图片文件 ${summary.blobs}` : ''}`
}

/** Reset the demo data, and the whole mock database as a JSON file (export, import). */
export function DataPanel({ handle }: { handle: QaHandle }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<'reset' | 'export' | 'import' | null>(null)
  const [confirmReset, setConfirmReset] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)

  const run = async (kind: 'reset' | 'export' | 'import', action: () => Promise<string>) => {
    setBusy(kind)
    try {
      setOutcome({ ok: true, text: await action() })
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error) })
    } finally {
      setBusy(null)
    }
  }

  const reset = () =>
    run('reset', async () => {
      await handle.resetData()
      setConfirmReset(false)
      // Every screen shows the seed again (and a session that no longer exists logs out on its next call).
      await queryClient.invalidateQueries()
      return '演示数据已重置为初始状态'
    })

  const exportData = () =>
    run('export', async () => {
      const text = await handle.exportData()
      const name = exportFileName()
      downloadText(text, name)
      return `已导出 ${name}（${(text.length / 1024).toFixed(1)} KB）`
    })

  const importFile = (file: File) =>
    run('import', async () => {
      const summary = await handle.importData(await file.text())
      await queryClient.invalidateQueries()
      return summarise(summary)
    })

  return (
    <Panel
      title="演示数据"
      description="模拟后端的数据保存在本浏览器（IndexedDB）。可导出为 JSON 文件备份，之后再导入恢复；登录状态不会导出。"
    >
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          loading={busy === 'export'}
          disabled={busy !== null}
          onClick={() => void exportData()}
        >
          导出数据
        </Button>
        <JsonFileButton label="导入数据" disabled={busy !== null} onFile={(file) => void importFile(file)} />
        <Button
          size="sm"
          variant="outline"
          className="!text-danger"
          disabled={busy !== null}
          onClick={() => setConfirmReset(true)}
        >
          重置演示数据
        </Button>
      </div>
      <Outcome outcome={outcome} />
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="重置演示数据？"
        description="所有帖子、评论、消息和新注册的账号都会恢复为初始数据，当前登录会失效。"
        confirmLabel="重置"
        busy={busy === 'reset'}
        onConfirm={() => void reset()}
      />
    </Panel>
  )
}
