// The bundled test results (scripts/vite-test-results.ts), made at build time.
declare module 'virtual:lemon-test-results' {
  import type { TestResultsBundle } from './test-results'

  const bundle: TestResultsBundle
  export default bundle
}
