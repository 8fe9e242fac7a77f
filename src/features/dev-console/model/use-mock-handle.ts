import { useEffect, useState, useSyncExternalStore } from 'react'
import { getMockHandle, whenMockHandle, type QaFaultRule, type QaHandle } from '@/services/mock-handle'

export type MockHandleState = { status: 'loading' } | { status: 'ready'; handle: QaHandle } | { status: 'absent' }

/** The mock's QA handle once the (lazily started) mock backend is up; 'absent' with a real backend. */
export function useMockHandle(): MockHandleState {
  const [state, setState] = useState<MockHandleState>(() => {
    const handle = getMockHandle()
    return handle ? { status: 'ready', handle } : { status: 'loading' }
  })
  useEffect(() => {
    if (state.status !== 'loading') return
    let live = true
    void whenMockHandle().then((handle) => {
      if (live) setState(handle ? { status: 'ready', handle } : { status: 'absent' })
    })
    return () => {
      live = false
    }
  }, [state.status])
  return state
}

const NO_RULES: readonly QaFaultRule[] = []

/** The fault rules, live (also changes made in another tab). */
export function useFaultRules(handle: QaHandle | null): readonly QaFaultRule[] {
  return useSyncExternalStore(
    (onChange) => (handle ? handle.faults.subscribeFaults(onChange) : () => {}),
    () => (handle ? handle.faults.getFaults() : NO_RULES),
  )
}
