import { signal } from '@preact/signals-react'
import { liveMachinesChannel, openLiveMachinesChannel } from '@/services/live-machines-channel'
import { STORAGE_KEYS } from '@/lib/storage-keys'

// The developer switch (开发者工具 › 实时状态机): the small launcher on every screen, and the recorder on from the
// app's start. Off unless turned on in this browser, except in `vite` dev where a developer wants it at hand.
// This file ships in the first bundle: keep it small (the launcher, the panel and the cross-tab reporter are chunks).

function read(): boolean {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.liveMachines)
    return stored === null ? import.meta.env.DEV : stored === 'on'
  } catch {
    return false
  }
}

export const liveMachinesLauncher = signal(read())

export function setLiveMachinesLauncher(on: boolean): void {
  liveMachinesLauncher.value = on
  try {
    localStorage.setItem(STORAGE_KEYS.liveMachines, on ? 'on' : 'off')
  } catch {
    // storage full or blocked: the choice holds for this visit
  }
}

/**
 * At start: connects the live machines' cross-tab channel, and this tab answers a panel opened in another tab (loaded
 * once `idle` resolves: the first screen is live), both for the page's lifetime. The recorder is the wiring's (connectAppServices,
 * told by startApp whether this switch is on).
 */
export function startLiveMachines(idle: Promise<unknown> = Promise.resolve()): void {
  liveMachinesChannel.connect(openLiveMachinesChannel)
  void idle.then(() => import('./live-machines-responder')).then((m) => m.answerLiveMachinePanels())
}
