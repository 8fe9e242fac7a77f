import { beforeEach } from 'vitest'
import { apiClient, connectApiClient } from '@/api/client'
import { actorInspection, createActorRecorder } from '@/services/actor-inspection'
import { liveMachinesChannel } from '@/services/live-machines-channel'
import { createToasts, toasts } from '@/services/toasts'

// The services every test file has without the app's wiring (src/app/services.ts, src/app/start-app.ts), connected
// by the setup files: the API client's refresher and GETs in flight, the live machines' recorder (every actor names
// itself to it) and their cross-tab channel (one that reaches no other tab), and the toasts (real: a test that mounts
// <Toaster/> sees them; 去登录 goes nowhere). A test that connects its own (connectAppServices) replaces them; its
// disconnect leaves the slot empty, so each test starts with them connected again. The slots' own test (src/app/services.test.ts) disconnects them to see them unconnected.

const defaults = [
  { slot: apiClient, connect: connectApiClient },
  { slot: actorInspection, connect: () => actorInspection.connect(createActorRecorder()) },
  { slot: toasts, connect: () => toasts.connect(createToasts(() => {})) },
  { slot: liveMachinesChannel, connect: () => liveMachinesChannel.connect(() => null) },
]

const disconnects: Array<() => void> = []

/** Connects each default whose slot is empty. */
export function connectServiceDefaults(): void {
  for (const { slot, connect } of defaults) if (!slot.connected) disconnects.push(connect())
}

/** Disconnects the defaults still connected (a slot a test connected itself keeps its service). */
export function disconnectServiceDefaults(): void {
  for (const disconnect of disconnects.splice(0)) disconnect()
}

/** For the setup files: connected now (module-level and beforeAll code uses them too) and again before each test. */
export function keepServiceDefaults(): void {
  connectServiceDefaults()
  beforeEach(connectServiceDefaults)
}
