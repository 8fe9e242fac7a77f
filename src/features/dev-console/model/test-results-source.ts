import { useEffect, useState } from 'react'
import type { TestResultsBundle } from './test-results'

export type TestResultsState = { status: 'loading' } | { status: 'ready'; bundle: TestResultsBundle } | { status: 'error'; message: string }

// A chunk of its own (a few dozen KB): /test-api shows its rules at once and the results when they arrive.
const load = () => import('virtual:lemon-test-results').then((m) => m.default)
let loaded: Promise<TestResultsBundle> | null = null

/** The test results this build carries, loaded on first use. */
export function useTestResults(): TestResultsState {
  const [state, setState] = useState<TestResultsState>({ status: 'loading' })
  useEffect(() => {
    let live = true
    ;(loaded ??= load()).then(
      (bundle) => {
        if (live) setState({ status: 'ready', bundle })
      },
      (e: unknown) => {
        loaded = null
        if (live) setState({ status: 'error', message: e instanceof Error ? e.message : String(e) })
      },
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
