import { useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import {
  clearErrorLog,
  flushErrorLog,
  getErrorLog,
  pendingErrorLog,
  subscribeErrorLog,
  type ErrorLogEntry,
  type ErrorLogSource,
} from '@/services/error-log'
import { Panel, Pill } from './controls'

const SOURCE: Record<ErrorLogSource, string> = {
  error: '运行错误',
  unhandledrejection: '未处理的 Promise',
  boundary: '页面错误',
  api: '接口失败',
  manual: '手动',
}

// useSyncExternalStore needs a stable snapshot: recompute only when the log says it changed.
let version = 0
let cached: { version: number; entries: ErrorLogEntry[]; pending: number } | null = null
subscribeErrorLog(() => void version++)
const subscribe = (onChange: () => void) => subscribeErrorLog(onChange)
function snapshot() {
  if (!cached || cached.version !== version)
    cached = { version, entries: getErrorLog().reverse(), pending: pendingErrorLog().length }
  return cached
}

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false })

/** R7.40: the client error log (memory queue + localStorage), newest first; never sent anywhere. */
export function ErrorLogPanel() {
  const { entries, pending } = useSyncExternalStore(subscribe, snapshot)
  return (
    <Panel
      title="客户端错误日志"
      description="运行错误、页面错误和失败的接口请求（5xx 与网络错误）只记录在本机，每 30 秒写入 localStorage，最多保留 50 条，令牌和密码已隐藏。"
      actions={
        <>
          <Button size="sm" variant="ghost" disabled={pending === 0} onClick={flushErrorLog}>
            立即写入
          </Button>
          <Button size="sm" variant="ghost" disabled={entries.length === 0} onClick={clearErrorLog}>
            清空
          </Button>
        </>
      }
    >
      <p className="text-xs text-fg-muted mb-2">
        共 {entries.length} 条{pending > 0 && `（${pending} 条待写入）`}
      </p>
      {entries.length === 0 ? (
        <p className="text-xs text-fg-soft rounded-xl border border-dashed border-line px-3 py-3 text-center">
          暂无错误记录
        </p>
      ) : (
        <ol
          aria-label="错误记录"
          tabIndex={0}
          className="max-h-80 overflow-auto divide-y divide-line rounded-xl border border-line keyboard-ring"
        >
          {entries.map((e) => (
            <li key={e.id} className="px-3 py-2 text-xs">
              <div className="flex flex-wrap items-center gap-2">
                <Pill tone={e.source === 'api' ? 'warn' : 'bad'}>{SOURCE[e.source]}</Pill>
                <time dateTime={e.at} className="text-fg-muted">
                  {time(e.at)}
                </time>
                <span className="font-mono text-fg-muted truncate">{e.page}</span>
              </div>
              <p className="mt-1 font-mono text-fg break-all">{e.message}</p>
              {e.detail && (
                <details className="mt-1">
                  <summary className="cursor-pointer text-fg-muted">详情</summary>
                  <pre className="mt-1 whitespace-pre-wrap break-all font-mono text-[11px] text-fg-muted">
                    {e.detail}
                  </pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  )
}
