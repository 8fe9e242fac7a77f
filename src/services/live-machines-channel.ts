import type { BroadcastChannelLike } from '@/lib/broadcast'
import { defineService } from '@/lib/service'

// The live machines' cross-tab channel (src/features/dev-console/model/live-machines-channel.ts): how this tab opens
// it, for the panel's watch of the other tabs and for this tab's answer to theirs. The app's start connects the
// browser's (startLiveMachines); the tests' setup one that reaches no other tab; opened unconnected, it throws.

export const LIVE_MACHINES_CHANNEL = 'lemon-live-machines'

export const liveMachinesChannel = defineService<() => BroadcastChannelLike | null>('live machines channel')

/** The browser's channel; none where there is no BroadcastChannel. */
export const openLiveMachinesChannel = (): BroadcastChannelLike | null =>
  typeof BroadcastChannel === 'undefined'
    ? null
    : (new BroadcastChannel(LIVE_MACHINES_CHANNEL) as unknown as BroadcastChannelLike)
