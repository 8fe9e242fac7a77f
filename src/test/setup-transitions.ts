import { afterEach } from 'vitest'
import { installTransitionRecording, recordingTransitions, takeTransitions } from './record-transitions'

// Every project's first setup file: the machine transitions each test takes, into its result (task.meta, read by
// scripts/run-results/vitest-reporter.ts into test-runs/unit.json). What runs before a file's first test (beforeAll,
// module level) counts for that test; the test's own beforeEach and afterEach count for it (this afterEach, registered
// first, runs last).

declare module 'vitest' {
  interface TaskMeta {
    /** The machine transitions the test took (ids of machines/graph/transitions.ts), sorted. */
    transitions?: string[]
  }
}

if (recordingTransitions()) {
  installTransitionRecording()
  afterEach(({ task }) => {
    task.meta.transitions = takeTransitions()
  })
}
