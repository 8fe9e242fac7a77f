import { useEffect, useState } from 'react'
import type { TestResultsBundle } from './test-results'

export type TestResultsState =
  | { status: 'loading' }
  | { status: 'ready'; bundle: TestResultsBundle }
  | { status: 'error'; message: string }

// A chunk of its own (a few dozen KB): /test-api shows its rules at once and the results when they arrive.
const load = () => import('virtual:lemon-test-results').then((m) => m.default)
let loaded: Promise<TestResultsBundle> | null = null

/** The bundle (its `build` says when and from which commit this build was made), loaded once. */
export function loadTestResults(): Promise<TestResultsBundle> {
  loaded ??= load().catch((error: unknown) => {
    loaded = null
    throw error
  })
  return loaded
}

/** The test results this build carries, loaded on first use. */
export function useTestResults(): TestResultsState {
  const [state, setState] = useState<TestResultsState>({ status: 'loading' })
  useEffect(() => {
    let live = true
    loadTestResults().then(
      (bundle) => {
        if (live) setState({ status: 'ready', bundle })
      },
      (e: unknown) => {
        if (live) setState({ status: 'error', message: e instanceof Error ? e.message : String(e) })
      },
    )
    return () => {
      live = false
    }
  }, [])
  return state
}
