import 'virtual:uno.css'
import './styles/theme.css'
import { USE_MOCK_BACKEND } from './api/config'
import { bootApp } from './app/boot'

// The entry: the styles, and the app's start in stages (src/app/boot.ts, run by the first paint's boot), none of
// whose code is evaluated before the page is painted.
void bootApp({
  // Any visit after the first: the backend's worker controls this page from its first request (a hard reload, which
  // bypasses it, is not controlled and waits for the worker as a first visit does).
  mockBackendRunning:
    USE_MOCK_BACKEND && !!navigator.serviceWorker?.controller?.scriptURL.endsWith(`${import.meta.env.BASE_URL}sw.js`),
  // The bundled mock backend is a lazy chunk of its own (the app's own modules never import mock-server code).
  startMockBackend: USE_MOCK_BACKEND
    ? (options) => import('../mock-server/browser').then((m) => m.startMockBackend(options))
    : undefined,
})
