import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import 'virtual:uno.css'
import './styles/theme.css'
import { App } from './app/app'
import { createQueryClient } from './app/query-client'
import { connectAppServices } from './app/services'
import { USE_MOCK_BACKEND } from './api/config'
import { setBackendReady } from './api/backend-ready'
import { watchOnlineStatus } from './lib/online-status'
import { navigateInApp } from './lib/app-base'
import { keepOffline } from './lib/offline-preference'
import { applyThemeToDocument } from './lib/theme-mode'
import { toast } from './lib/toast'

function boot() {
  // The bundled mock backend is a lazy chunk; the app renders at once and its requests wait for it.
  if (USE_MOCK_BACKEND) {
    setBackendReady(
      import('../mock-server/browser')
        .then(({ startMockBackend }) =>
          // The backend runs in the service worker, which also keeps the app for offline use and installs new builds.
          startMockBackend({
            onUpdate: (apply) => toast.action('发现新版本，点击刷新', '刷新', apply),
            keepOffline: () => keepOffline.peek(),
          }),
        )
        .catch((error: unknown) => {
          // The screens then show their own error states, which beats a blank page.
          console.error('[boot] the mock backend did not start', error)
          throw error
        }),
    )
  }
  applyThemeToDocument()
  // R7.40: the local error log starts once the first screen is on its way.
  void import('./lib/error-log').then(({ startErrorLog }) => startErrorLog())
  watchOnlineStatus()
  const queryClient = createQueryClient()
  connectAppServices({ queryClient, navigate: navigateInApp })
  const root = createRoot(document.getElementById('root')!)
  // A transition: the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree (a phone's first tap or scroll is not kept waiting behind it).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  )
}

boot()
