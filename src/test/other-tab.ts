import { afterEach } from 'vitest'
import { createSyncChannel, type SyncMessage } from '@/lib/broadcast'
import { connectCrossTab } from '@/services/global-state'
import { fakeBroadcastHub } from '@/test/fake-browser'

// R4.36 for one test: this tab's cross-tab channel connected, and what a second tab hears recorded.
// Disconnected after each test.

const connected: Array<() => void> = []
afterEach(() => connected.splice(0).forEach((stop) => stop()))

/** The messages the other tab receives, in order. */
export function listenAsOtherTab(): SyncMessage[] {
  const hub = fakeBroadcastHub()
  const here = createSyncChannel({ create: hub.create })
  const there = createSyncChannel({ create: hub.create })
  const heard: SyncMessage[] = []
  there.subscribe((message) => void heard.push(message))
  const stop = connectCrossTab({ channel: here })
  connected.push(() => {
    stop()
    here.close()
    there.close()
  })
  return heard
}
