import { join } from 'node:path'
import type { Plugin } from 'vite'
import { RUNS_DIR } from './run-results/run-file.js'

// `virtual:lemon-test-results`: the tests that name a rule and their last results (scripts/run-results/bundle.ts),
// as of this build. The developer pages import it dynamically, so it is a chunk of its own that only /test-api loads.
// In `vite` (development) it is made on first request and again whenever a test run rewrites test-runs/*.json.

export const TEST_RESULTS_ID = 'virtual:lemon-test-results'
const RESOLVED = `\0${TEST_RESULTS_ID}`

export function testResultsPlugin(): Plugin {
  let root = process.cwd()
  let dev = false
  return {
    name: 'lemon:test-results',
    configResolved(config) {
      root = config.root
      dev = config.command === 'serve'
    },
    resolveId(id) {
      return id === TEST_RESULTS_ID ? RESOLVED : null
    },
    async load(id) {
      if (id !== RESOLVED) return null
      // Loaded here, not at the top: reading the test sources needs the TypeScript parser, which only this module uses.
      const { bundleTestResults } = await import('./run-results/bundle.js')
      const json = JSON.stringify(bundleTestResults(root, { dev }))
      // JSON.parse of a string literal is quicker for the browser than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(json)})`
    },
    configureServer(server) {
      const dir = join(root, RUNS_DIR)
      server.watcher.add(dir)
      const refresh = (path: string) => {
        if (!path.startsWith(dir)) return
        const mod = server.moduleGraph.getModuleById(RESOLVED)
        if (mod) server.moduleGraph.invalidateModule(mod)
      }
      server.watcher.on('add', refresh)
      server.watcher.on('change', refresh)
    },
  }
}
