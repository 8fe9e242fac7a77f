import { liveMachinesChannel } from '@/services/live-machines-channel'

// Every tab answers a live-machines panel opened in another tab: it says it started (a panel already open then asks
// it), and until a panel asks, this is one idle channel; the first call loads the reporter, which answers it and
// every later one (live-machines-channel.ts). Started by the app's start (startLiveMachines), for the page's lifetime.

export function answerLiveMachinePanels(): () => void {
  const channel = liveMachinesChannel.get()()
  if (!channel) return () => {}
  let stopped = false
  let stopReporting = () => {}
  const onMessage = (event: { data: unknown }) => {
    if ((event.data as { type?: unknown } | null)?.type !== 'hello') return
    channel.close()
    void import('./live-machines-channel').then((m) => {
      if (!stopped) stopReporting = m.startReporter()
    })
  }
  channel.addEventListener('message', onMessage)
  channel.postMessage({ type: 'started', from: '' })
  return () => {
    stopped = true
    channel.close()
    stopReporting()
  }
}
