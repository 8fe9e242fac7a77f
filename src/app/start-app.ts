import { setBackendReady } from '@/api/backend-ready'
import { connectApiClient } from '@/api/client'
import { liveMachinesLauncher, startLiveMachines } from '@/features/dev-console/model/live-machines-preference'
import { navigateInApp } from '@/lib/app-base'
import { keepOffline } from '@/services/offline-preference'
import { watchOnlineStatus } from '@/services/online-status'
import { applyThemeToDocument } from '@/services/theme-mode'
import { toast } from '@/services/toast'
import { createQueryClient } from './query-client'
import { connectAppServices } from './services'

export interface StartAppOptions {
  /**
   * Starts the bundled mock backend, when the build has one (main.tsx, the composition root, loads it: the app's
   * own modules never import mock-server code). Resolves once the backend answers.
   */
  startMockBackend?: (options: {
    onUpdate: (apply: () => void) => void
    keepOffline: () => boolean
  }) => Promise<unknown>
  /**
   * Resolves once the app's first screen is live and the page is idle (src/app/first-screen/boot.ts): what the screen does not need
   * starts then, off its way (ADR 015): the backend's service worker (its install and seeding take a core of a
   * phone's CPU), the local error log and the live machines' cross-tab responder. Without it, at once.
   */
  whenIdle?: () => Promise<void>
  /**
   * The backend's service worker already controls this page (any visit after the first): it answers `/api` now, so
   * requests do not wait; registering it again, the update check and the QA handle still wait for `whenIdle`.
   */
  mockBackendRunning?: boolean
}

/**
 * Everything the app sets up before its first render, in one place: how its backend starts, the theme on the
 * document, the network status, the local error log, and the long-lived services (src/app/services.ts).
 */
export function startApp({ startMockBackend, whenIdle, mockBackendRunning = false }: StartAppOptions = {}) {
  const startBackend = () =>
    startMockBackend
      ? // The backend runs in the service worker, which also keeps the app for offline use and installs new builds.
        // The app renders at once and its requests wait for it.
        startMockBackend({
          onUpdate: (apply) => toast.action('发现新版本，点击刷新', '刷新', apply),
          keepOffline: () => keepOffline.peek(),
        }).catch((error: unknown) => {
          // The screens then show their own error states, which beats a blank page.
          console.error('[boot] the mock backend did not start', error)
          throw error
        })
      : Promise.resolve()
  // A real backend (no mock in the build) answers from the start: its requests do not wait for the first screen.
  setBackendReady(whenIdle ? whenIdle().then(startBackend) : startBackend(), {
    answersNow: mockBackendRunning || !startMockBackend,
  })
  // The client's single-flight token refresh and its shared GETs in flight.
  connectApiClient()
  applyThemeToDocument()
  const idle = whenIdle?.() ?? Promise.resolve()
  // Without the mock there is no service worker to keep the app's files: a toast raised offline (R4.41's 已加入队列)
  // could not fetch its host, fetched at the first toast otherwise, and its failed import blanked the page.
  if (!startMockBackend) void idle.then(() => import('@/components/ui/toaster-host')).catch(() => undefined)
  // The demo pictures' own colours behind them while they load (fixtures/generate-cover-tones.ts): a stylesheet of
  // its own, fetched once the first screen is on its way, as its covers are already drawn.
  void idle.then(() => import('@/styles/cover-tones.css')).catch(() => undefined)
  // R7.40: the local error log starts once the first screen is on its way.
  void idle.then(() => import('@/services/error-log')).then(({ startErrorLog }) => startErrorLog())
  // The page's one watcher of the network; `isOnline` is its state.
  watchOnlineStatus()
  // The live machines' cross-tab channel, and this tab's answer to other tabs' panels once the first screen is live.
  startLiveMachines(idle)
  const queryClient = createQueryClient()
  // With the developer switch on, the recorder the wiring connects before its first actor keeps its very first events.
  connectAppServices({ queryClient, navigate: navigateInApp, recordActors: liveMachinesLauncher.peek() })
  return { queryClient }
}
