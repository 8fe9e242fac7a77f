import { useState } from 'react'
import { useLocation } from 'wouter'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useAuth } from '@/features/auth/model/use-auth'
import { useMockBackendOn } from '@/features/settings/model/demo-reset'
import { downloadText, exportFileName } from '@/lib/download-file'
import { withMockHandle } from '@/services/mock-handle'
import { dismissStorageProblem, type StorageProblem } from '@/services/storage-problem'
import { toast } from '@/services/toast'
import { paths } from '../paths'

/** The alert's texts (issue 23: a clear Chinese message, the demo data back only on request, nothing lost unseen). */
export const STORAGE_ALERT_TEXT = {
  full: {
    title: '存储空间已满',
    advice: '请清理浏览器中其他网站的数据后重试；也可以先导出数据，再恢复演示数据来腾出空间。',
  },
  unreadable: {
    title: '本地数据无法读取',
    advice: '可以先导出这些数据留存，再恢复演示数据继续使用。在你选择之前，数据不会被改动。',
  },
  export: '导出数据',
  exported: (name: string) => `已导出 ${name}`,
  exportFailed: '导出失败',
  restore: '恢复演示数据',
  dismiss: '知道了',
  confirmTitle: '恢复演示数据？',
  confirmDescription:
    '本浏览器中保存的全部数据（你发布的内容、点赞、评论、消息和上传的图片）都会被清除，换成初始演示数据，所有标签页需要重新登录。建议先导出数据。',
  confirm: '恢复',
  restored: '演示数据已恢复',
  restoredDetail: '请用演示账号重新登录',
  restoreFailed: '恢复失败',
} as const

/**
 * The backend's storage is full or unreadable (src/services/storage-problem.ts): said here, above every screen,
 * with the way out. The bundled mock backend can export what it holds and restore the demo data; a real backend's
 * full disk is only said.
 */
export function StorageAlertPanel({ problem }: { problem: StorageProblem }) {
  const mockOn = useMockBackendOn()
  const { signOutEverywhere } = useAuth()
  const [, navigate] = useLocation()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState<'export' | 'restore' | null>(null)
  const text = problem.code === 'STORAGE_002' ? STORAGE_ALERT_TEXT.unreadable : STORAGE_ALERT_TEXT.full

  const exportStored = async () => {
    setBusy('export')
    try {
      const data = await withMockHandle((handle) => handle.exportStoredData())
      const name = exportFileName()
      downloadText(data, name)
      toast.success(STORAGE_ALERT_TEXT.exported(name))
    } catch (error) {
      toast.error(STORAGE_ALERT_TEXT.exportFailed, error instanceof Error ? error.message : undefined)
    } finally {
      setBusy(null)
    }
  }
  const restore = async () => {
    setBusy('restore')
    try {
      await withMockHandle((handle) => handle.restoreDemoData())
      setConfirming(false)
      dismissStorageProblem()
      // The store's logins went with it: this session ends here and in every tab, and every screen loads afresh.
      signOutEverywhere()
      toast.success(STORAGE_ALERT_TEXT.restored, STORAGE_ALERT_TEXT.restoredDetail)
      navigate(paths.login.href(), { replace: true })
    } catch (error) {
      toast.error(STORAGE_ALERT_TEXT.restoreFailed, error instanceof Error ? error.message : undefined)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div role="alert" className="sticky top-0 z-60 border-b border-line bg-danger-soft px-4 py-3 text-sm text-fg">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-danger">{text.title}</p>
          <p className="mt-0.5 break-words">
            {problem.message}。{text.advice}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mockOn && (
            <>
              <Button
                size="sm"
                variant="outline"
                loading={busy === 'export'}
                disabled={busy !== null}
                onClick={() => void exportStored()}
              >
                {STORAGE_ALERT_TEXT.export}
              </Button>
              <Button size="sm" variant="danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
                {STORAGE_ALERT_TEXT.restore}
              </Button>
            </>
          )}
          {problem.code === 'STORAGE_001' && (
            <Button size="sm" variant="ghost" disabled={busy !== null} onClick={dismissStorageProblem}>
              {STORAGE_ALERT_TEXT.dismiss}
            </Button>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={STORAGE_ALERT_TEXT.confirmTitle}
        description={STORAGE_ALERT_TEXT.confirmDescription}
        confirmLabel={STORAGE_ALERT_TEXT.confirm}
        busy={busy === 'restore'}
        onConfirm={() => void restore()}
      />
    </div>
  )
}
