import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import {
  projectAsked,
  projectsOnCommandLine,
  REAL_API_APP_URL,
  REAL_API_PROJECT,
  realApiWebServers,
} from './tests/real-api/real-api'
import { SUB_PATH_BUILT_ENV, SUB_PATH_PORT, subPathBuildCommand } from './tests/sub-path'

// E2E_PORT / E2E_OUT_DIR let two checkouts (or two people on one machine) run the journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist'
// Debian's Chromium: Playwright cannot download its own browsers on these machines. The journeys run in its headless
// shell (package chromium-headless-shell: the same Blink and V8 without the desktop browser around them), which is
// what Playwright itself runs headless tests in; on the same 40 journeys it took a fifth less time than the full
// browser (ADR 016). Where it is not installed, the full browser runs them.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
// Chromium 156's headless windows still build their omnibox popups as WebUI pages, each in a renderer process of its
// own: a fifth of the journeys' CPU went to two such pages per window, which no journey can see. A second
// --disable-features replaces Playwright's list, so its list (playwright-core's chromiumSwitches.ts) is repeated here.
const DISABLED_FEATURES = `--disable-features=${[
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
].join(',')}`
// Each project starts only its own web servers: the real-api journeys need neither mock build, the others not the API.
const asked = projectsOnCommandLine(process.argv)
const mockBuilds = projectAsked(asked, 'chromium') || projectAsked(asked, 'screenshots')

export default defineConfig({
  testDir: 'tests',
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A fresh browser seeds the mock backend's IndexedDB on its first page (a few seconds on a busy 2-core CI).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // list in the console; each journey's result, rule ids and line into test-runs/e2e.json (scripts/run-results/).
  reporter: [['list'], ['./scripts/run-results/playwright-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace (DOM snapshots at every action, a screencast) costs about 40 % of a journey's time on a 2-core
    // machine; it is kept for the retry of a failed test, which is where it explains something.
    trace: 'on-first-retry',
    // A first run's failure keeps what the page showed (a screenshot taken only then costs nothing otherwise) and the
    // app's log (tests/app-log.ts): the evidence of a failure that passes on its retry.
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    // 设置 › 离线使用 is off in the journeys (tests/fixtures.ts, the keepOffline option): an init script, not a storage
    // state, which Playwright writes by loading every origin in each new context (about 2 s of CPU a journey).
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        DISABLED_FEATURES,
      ],
    },
  },
  projects: [
    // The journeys (npm test). Screenshots are for looking at, not a check: they run on demand (npm run screenshots).
    {
      name: 'chromium',
      testIgnore: [/screenshots\.spec\.ts$/, /[\\/]real-api[\\/]/],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'screenshots',
      testMatch: /screenshots\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The build without the mock, calling the standalone API over real HTTP from another origin (tests/real-api/).
    {
      name: REAL_API_PROJECT,
      testDir: 'tests/real-api',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: REAL_API_APP_URL },
    },
  ],
  // Journeys run against the production build, as users get it (the mock backend ships in it).
  webServer: [
    ...(mockBuilds ? mockBuildServers() : []),
    ...(projectAsked(asked, REAL_API_PROJECT) ? realApiWebServers(OUT_DIR, !process.env.CI) : []),
  ],
})

function mockBuildServers() {
  return [
    {
      command: `npx vite build --outDir ${OUT_DIR} && npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    // The same app under a sub-path of its host (tests/sub-path.spec.ts).
    {
      command: `${process.env[SUB_PATH_BUILT_ENV] ? '' : `${subPathBuildCommand(OUT_DIR)} && `}npx vite preview --base=/demo/ --outDir ${OUT_DIR}-demo --port ${SUB_PATH_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${SUB_PATH_PORT}/demo/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ]
}
