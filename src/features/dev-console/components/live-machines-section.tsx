import { useId } from 'react'
import { Switch } from '@/components/ui/switch'
import { liveMachinesLauncher, setLiveMachinesLauncher } from '../model/live-machines-preference'
import { useLiveMachines, type LiveMachinesSources } from '../model/use-live-machines'
import { Panel } from './controls'
import { LiveMachinesBrowser } from './live-machines-browser'

function LauncherSwitch() {
  const id = useId()
  const on = liveMachinesLauncher.value
  return (
    <div className="flex items-center gap-3 rounded-xl bg-bg-soft px-3 py-2.5">
      <div className="flex-1 min-w-0">
        <p id={`${id}-label`} className="text-sm text-fg">
          在每个页面显示入口
        </p>
        <p id={`${id}-hint`} className="text-[11px] text-fg-muted mt-0.5">
          屏幕左侧出现一个小按钮，随时打开这个面板；本浏览器从应用启动起记录事件。
        </p>
      </div>
      <Switch checked={on} onChange={setLiveMachinesLauncher} labelledBy={`${id}-label`} describedBy={`${id}-hint`} />
    </div>
  )
}

/** Issue 24: every running actor of the app's machines, its state, tags, context and last events, live. */
export function LiveMachinesSection({ sources }: { sources?: LiveMachinesSources }) {
  const live = useLiveMachines(sources)
  return (
    <Panel
      title="实时状态机"
      description="登录状态、离线队列、点赞、收藏、关注和评论背后的 XState 状态机：当前状态、标签、上下文（令牌只显示末 4 位）和最近 50 个事件，随操作实时更新，也包括本应用在其他标签页里的状态机。"
    >
      <div className="grid grid-cols-1 gap-3">
        <LauncherSwitch />
        <LiveMachinesBrowser live={live} wide />
      </div>
    </Panel>
  )
}
