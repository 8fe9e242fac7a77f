import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { PageHeader } from '@/components/ui/page-header'
import { MOCK_UNAVAILABLE } from '@/services/mock-handle'
import type { MockHandleState } from '../model/use-mock-handle'
import { Pill } from './controls'

export type DevConsoleTab = 'testApi' | 'authDebug'
export interface DevConsoleLinks {
  testApi: string
  authDebug: string
  login: string
  settings: string
}

const TABS: { tab: DevConsoleTab; label: string }[] = [
  { tab: 'testApi', label: '接口与数据' },
  { tab: 'authDebug', label: '认证调试' },
]

/** R2.16: the developer pages' frame: title, the mock's state and a tab bar between /test-api and /auth-debug. */
export function DevConsoleShell({
  active,
  links,
  mock,
  children,
}: {
  active: DevConsoleTab
  links: DevConsoleLinks
  mock: MockHandleState
  children: ReactNode
}) {
  return (
    <main>
      <PageHeader
        title="开发者工具"
        fallbackHref={links.settings}
        actions={
          mock.status === 'ready' ? (
            <Pill tone="ok">模拟后端运行中</Pill>
          ) : mock.status === 'absent' ? (
            <Pill tone="neutral">{MOCK_UNAVAILABLE}</Pill>
          ) : (
            <Pill tone="neutral">模拟后端启动中…</Pill>
          )
        }
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6 pt-2 pb-16">
        <nav aria-label="开发者工具" className="mb-4 flex gap-1 border-b border-line">
          {TABS.map(({ tab, label }) => {
            const current = tab === active
            return (
              <Link
                key={tab}
                href={links[tab]}
                aria-current={current ? 'page' : undefined}
                className={`relative -mb-px px-3 py-2 text-sm font-medium rounded-t-lg keyboard-ring transition-colors border-b-2 ${
                  current ? 'text-fg border-primary' : 'text-fg-muted border-transparent hover:text-fg'
                }`}
              >
                {label}
                <span className="ml-1.5 font-mono text-[11px] font-normal text-fg-muted">{links[tab]}</span>
              </Link>
            )
          })}
        </nav>
        {children}
      </div>
    </main>
  )
}

/** Where a QA action needs the mock and it is not running. */
export function MockUnavailable() {
  return (
    <p className="text-sm text-fg-muted rounded-xl border border-dashed border-line px-3 py-3">
      {MOCK_UNAVAILABLE}：当前连接的是真实后端，此功能不可用。
    </p>
  )
}
