import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'virtual:uno.css'
import './styles/theme.css'
import { App } from './app/app'
import { createQueryClient } from './app/query-client'
import { USE_MOCK_BACKEND } from './api/config'
import { watchOnlineStatus } from './lib/online-status'
import { applyThemeToDocument } from './lib/theme-mode'

async function boot() {
  // The bundled mock backend (a lazy chunk) must be listening before the first request goes out.
  if (USE_MOCK_BACKEND) {
    try {
      const { startMockBackend } = await import('../mock-server/browser')
      await startMockBackend()
    } catch (error) {
      // Still render: the screens show their own error states, which beats a blank page.
      console.error('[boot] the mock backend did not start', error)
    }
  }
  applyThemeToDocument()
  watchOnlineStatus()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  )
}

void boot()
