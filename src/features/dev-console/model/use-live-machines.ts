import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { actorInspection, type ActorRecorder } from '@/services/actor-inspection'
import { watchOtherTabs, type OtherTab } from './live-machines-channel'
import { machineView, type MachineView } from './live-machines-view'

export interface LiveMachines {
  /** This tab's machines: running ones in creation order, then the stopped ones kept. */
  here: MachineView[]
  /** Other tabs of this app and their machines, as they last reported them. */
  others: OtherTab[]
}

export interface LiveMachinesSources {
  recorder?: ActorRecorder
  /**
   * Other tabs: watchOtherTabs, or a stand-in in tests; null for none. (This tab answers other panels on its own,
   * from start-up: live-machines-responder.ts.)
   */
  watch?: ((onChange: (tabs: OtherTab[]) => void) => () => void) | null
}

/** The live machines, updated as they change. Turns the recorder on: from now on this tab's events are kept. */
export function useLiveMachines({
  recorder = actorInspection.get(),
  watch = watchOtherTabs,
}: LiveMachinesSources = {}): LiveMachines {
  // On before the first read, so the first list already carries the moment recording began.
  recorder.enable()
  const actors = useSyncExternalStore(recorder.subscribe, recorder.actors)
  const here = useMemo(() => actors.map(machineView), [actors])
  const [others, setOthers] = useState<OtherTab[]>([])
  useEffect(() => watch?.(setOthers), [watch])
  return { here, others }
}
