// Every tab answers a live-machines panel opened in another tab: it says it started (a panel already open then asks
// it), and until a panel asks, this is one idle BroadcastChannel; the first call loads the reporter, which answers it
// and every later one (live-machines-channel.ts).

export const LIVE_MACHINES_CHANNEL = 'lemon-live-machines'

export function answerLiveMachinePanels(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(LIVE_MACHINES_CHANNEL)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if ((event.data as { type?: unknown } | null)?.type !== 'hello') return
    channel.close()
    void import('./live-machines-channel').then((m) => m.reportThisTab())
  }
  channel.postMessage({ type: 'started', from: '' })
  return () => channel.close()
}
