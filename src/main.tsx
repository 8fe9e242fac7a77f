import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import 'virtual:uno.css'
import './styles/theme.css'
import { App } from './app/app'
import { startApp } from './app/start-app'
import { USE_MOCK_BACKEND } from './api/config'

const { queryClient } = startApp({
  // The bundled mock backend is a lazy chunk of its own.
  startMockBackend: USE_MOCK_BACKEND ? (options) => import('../mock-server/browser').then((m) => m.startMockBackend(options)) : undefined,
})
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
