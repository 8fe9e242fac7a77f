import { useCallback, useMemo, useState, type ReactNode } from 'react'
import type { QaHandle } from '@/services/mock-handle'
import { browserRestartEnv, type RestartEnv } from '../model/app-restart'
import { routeBeforeConsole } from '../model/route-before-console'
import { useMockHandle, type MockHandleState } from '../model/use-mock-handle'
import { NO_SCREENS, type RuleScreens } from '../model/rule-screens'
import { specCoverage } from '../model/spec-coverage-source'
import { useTestResults } from '../model/test-results-source'
import { Panel } from './controls'
import { CoveragePanel, type RuleQuery } from './coverage-panel'
import { BugReportPanel } from './bug-report-panel'
import { DataPanel } from './data-panel'
import { DevConsoleShell, MockUnavailable, type DevConsoleLinks } from './dev-console-shell'
import { EndpointTester } from './endpoint-tester'
import { ErrorLogPanel } from './error-log-panel'
import { FaultPanel } from './fault-panel'
import { LiveMachinesSection } from './live-machines-section'
import { MachineMapSection } from './machine-map-section'
import { ReceiveMessagePanel } from './receive-message-panel'
import { ScenarioPanel } from './scenario-panel'

function NeedsMock({
  mock,
  title,
  children,
}: {
  mock: MockHandleState
  title: string
  children: (handle: QaHandle) => ReactNode
}) {
  if (mock.status === 'ready') return <>{children(mock.handle)}</>
  return (
    <Panel title={title}>
      {mock.status === 'absent' ? <MockUnavailable /> : <p className="text-sm text-fg-muted">模拟后端启动中…</p>}
    </Panel>
  )
}

/**
 * R2.16, R7.38: /test-api — the developer calls, and for QA and demos: scenarios, bug reports, faults, data, a message,
 * the error log, the live machines, the spec's rules with their tests' last results and the screen each shows on
 * (`ruleScreens`: the app's route table). `restartEnv`: how a scenario or a report reloads the app (tests pass theirs).
 */
export function TestApiPage({
  links,
  viewerId,
  ruleScreens = NO_SCREENS,
  restartEnv,
}: {
  links: DevConsoleLinks
  viewerId: number | null
  ruleScreens?: RuleScreens
  restartEnv?: RestartEnv
}) {
  const mock = useMockHandle()
  const results = useTestResults()
  const env = useMemo(() => restartEnv ?? browserRestartEnv(), [restartEnv])
  // Read once, as the page opens: where the tester came from is what a report should open.
  const [routeBefore] = useState(() => routeBeforeConsole([links.testApi, links.authDebug]) ?? '/')
  // A machine map's rule, clicked, is searched for in the rule browser below it.
  const [ruleQuery, setRuleQuery] = useState<RuleQuery | null>(null)
  const showRule = useCallback((rule: string) => setRuleQuery({ text: rule, at: Date.now() }), [])
  return (
    <DevConsoleShell active="testApi" links={links} mock={mock}>
      <div className="grid gap-4 lg:grid-cols-2 items-start">
        <div className="lg:col-span-2 min-w-0">
          <NeedsMock mock={mock} title="测试场景">
            {(handle) => <ScenarioPanel handle={handle} consolePath={links.testApi} env={env} />}
          </NeedsMock>
        </div>
        <div className="grid gap-4 min-w-0">
          <NeedsMock mock={mock} title="问题报告">
            {(handle) => <BugReportPanel handle={handle} initialRoute={routeBefore} env={env} />}
          </NeedsMock>
          <EndpointTester />
        </div>
        <div className="grid gap-4 min-w-0">
          <NeedsMock mock={mock} title="故障注入">
            {(handle) => <FaultPanel handle={handle} />}
          </NeedsMock>
          <NeedsMock mock={mock} title="演示数据">
            {(handle) => <DataPanel handle={handle} />}
          </NeedsMock>
          <NeedsMock mock={mock} title="模拟收到消息">
            {(handle) => <ReceiveMessagePanel handle={handle} viewerId={viewerId} loginHref={links.login} />}
          </NeedsMock>
          <ErrorLogPanel />
        </div>
        <div className="lg:col-span-2 min-w-0">
          <LiveMachinesSection />
        </div>
        <div className="lg:col-span-2 min-w-0">
          <MachineMapSection results={results} onShowRule={showRule} />
        </div>
        <div className="lg:col-span-2 min-w-0">
          <CoveragePanel table={specCoverage()} results={results} screens={ruleScreens} query={ruleQuery} />
        </div>
      </div>
    </DevConsoleShell>
  )
}
