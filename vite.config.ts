import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import UnoCSS from 'unocss/vite'
import { paths } from './src/app/paths.js'
import { bootStages, routePrefix } from './scripts/vite-boot-stages.js'
import { compileHintsPlugin } from './scripts/vite-compile-hints.js'
import { cspPlugin } from './scripts/vite-csp.js'
import { preloadTrim } from './scripts/vite-preload-trim.js'
import { firstScreenPlugin } from './scripts/vite-first-screen.js'
import { machineMetaPlugin } from './scripts/vite-machine-meta.js'
import { pureSchemasPlugin } from './scripts/vite-pure-schemas.js'
import { postPreviewPlugin } from './scripts/vite-post-preview.js'
import { serviceWorkerPlugin } from './scripts/vite-service-worker.js'
import { testResultsPlugin } from './scripts/vite-test-results.js'
import { ResultsReporter } from './scripts/run-results/vitest-reporter.js'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The app's start in stages (src/app/first-screen/boot.ts, ADR 015): one chunk per stage, fetched from the start at low priority.
const boot = bootStages({
  entry: r('./src/main.tsx'),
  // The services' stage in two tasks: the API client with its schemas, then the rest.
  stages: [r('./src/api/client.ts'), r('./src/app/start-app.ts'), r('./src/app/render-app.tsx')],
  exclude: /node_modules/,
  // What a tap on the restored home screen opens: a card's post, an author's page.
  routes: {
    [routePrefix(paths.post.path)]: r('./src/app/routes/post.route.tsx'),
    [routePrefix(paths.user.path)]: r('./src/app/routes/user.route.tsx'),
  },
  // A post tapped on the restored home screen, drawn at once while the stages load.
  atTap: r('./src/app/first-screen/post-preview.ts'),
})

const preload = preloadTrim()

const NODE_TESTS = [
  'src/**/*.test.ts',
  'machines/**/*.test.ts',
  'mock-server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'fixtures/**/*.test.ts',
  'conformance/**/*.test.ts',
]
// A file that replaces a module (vi.mock) needs a module graph of its own: in one shared with the files before it, a
// module one of them loaded keeps its real import, and the mock is silently not used (a test then fails or passes by
// the order the files happened to run in).
// Read only when vitest runs: `vite build` and `vite` load this config too.
const MOCKING_NODE_TESTS = process.env.VITEST
  ? globSync(NODE_TESTS).filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
  : []

export default defineConfig({
  plugins: [
    react(),
    // Signals transform: components re-render on signal reads without useSignals().
    babel({
      include: /src\/.*\.tsx$/,
      plugins: [['module:@preact/signals-react-transform']],
    }),
    UnoCSS(),
    // The machines' documentation (their `meta`) stays out of the app's bundle; the maps read it from the build's data.
    machineMetaPlugin(),
    // A schema the app never uses is left out of its bundle (scripts/vite-pure-schemas.ts).
    pureSchemasPlugin(),
    // The returning visit's first screen: one inline script after #root that also starts the app (ADR 007). In
    // development the app's stylesheets are linked too, so a restored screen is styled before the app runs. A build
    // also renders a first visit's first screens into the pages, for `/` and each seed post (ADR 015).
    firstScreenPlugin({
      devStylesheets: ['/__uno.css', '/src/styles/theme.css'],
      prerender: { postsFile: r('./fixtures/data/posts.json') },
    }),
    boot.plugin,
    // The post page's template for the post drawn at a tap, rendered from the post route itself (ADR 015).
    postPreviewPlugin(),
    // Lazy imports preload only what their importer has not loaded (scripts/vite-preload-trim.ts).
    preload.plugin,
    // The chunks a first visit evaluates as it starts (the entry, the libraries, the stages) are compiled as they
    // download, off the main thread (V8's compile hints, ADR 015). Not React's DOM renderer: compiled whole, its 245 KB
    // held up a returning visit, which reads it from the worker's cache at once (first screen live +20 %).
    compileHintsPlugin({ chunks: ['vendor', ...boot.chunkGroups.map((group) => group.name)] }),
    // The build's Content-Security-Policy, with the first screen's inline script allowed by its hash (ADR 012).
    cspPlugin(),
    // The mock backend and the offline cache, in one service worker (ADR 008).
    serviceWorkerPlugin(),
    // The last test results, for the rule browser of /test-api (a lazy chunk; scripts/run-results/).
    testResultsPlugin(),
  ],
  resolve: {
    alias: {
      '@': r('./src'),
      '@machines': r('./machines'),
      '@mock': r('./mock-server'),
      '@fixtures': r('./fixtures'),
    },
  },
  // The first `npm run dev` pre-bundles every dependency of every screen at start-up (lazy routes included), so the
  // browser is never told to reload for a dependency found late (504 Outdated Optimize Dep).
  optimizeDeps: {
    entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test/**'],
    // Imported by the signals transform (babel, above), not by the sources the scanner reads: found late, it made the
    // first `npm run dev` optimise again and reload the page (two Reacts until then: "Invalid hook call").
    include: ['@preact/signals-react/runtime'],
  },
  build: {
    target: 'es2022',
    // With the plugin above (preload.plugin).
    modulePreload: preload.modulePreload,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every screen starts with, in one file: a dozen small shared chunks compressed apart
            // cost ~5 KB more gzip than together (docs/architecture.md §6, initial JS), and they change together on upgrades.
            // React's DOM renderer apart: the boot evaluates it in a task of its own (src/app/boot.ts).
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom|scheduler|@tanstack[\\/](react-virtual|virtual-core))[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](react|xstate|@xstate|valibot|@tanstack|wouter|regexparam|@preact|use-sync-external-store)[\\/]/,
            },
            ...boot.chunkGroups,
          ],
        },
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    clearMocks: true,
    // Vitest's default leaves one core idle: on the 2-core CI machines that is one worker, twice as long.
    maxWorkers: '100%',
    // Each test's result, rule ids and line into test-runs/unit.json, beside the usual console output.
    reporters: ['default', new ResultsReporter()],
    includeTaskLocation: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One module graph per worker, not per file: the node files import the whole mock server and its seed, and
          // re-importing it per file was over half of this project's CPU (103 s against 227 s). Each file resets the
          // backend it uses in beforeEach/beforeAll (mock-server/node.ts), so nothing leaks between files. The dom
          // project keeps isolation: React, happy-dom and the app's services hold state per file.
          isolate: false,
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_NODE_TESTS],
          // First in every project: the machine transitions each test takes, into its result (docs/qa-guide.md).
          setupFiles: ['./src/test/setup-transitions.ts', './src/test/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-mocks',
          environment: 'node',
          include: MOCKING_NODE_TESTS,
          setupFiles: ['./src/test/setup-transitions.ts', './src/test/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          // Worker threads start cheaper than processes: 180 CPU s against 211 s for this project (measured with jsdom).
          pool: 'threads',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test/setup-transitions.ts', './src/test/setup-dom.ts'],
        },
      },
    ],
  },
})
