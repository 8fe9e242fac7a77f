import 'virtual:uno.css'
import './styles/theme.css'
import { USE_MOCK_BACKEND } from './api/config'
import { bootApp } from './app/boot'

// The entry: the styles, and the app's start in stages (app/boot.ts), none of whose code is evaluated before the page
// is painted.
void bootApp({
  // The bundled mock backend is a lazy chunk of its own (the app's own modules never import mock-server code).
  startMockBackend: USE_MOCK_BACKEND ? (options) => import('../mock-server/browser').then((m) => m.startMockBackend(options)) : undefined,
})
