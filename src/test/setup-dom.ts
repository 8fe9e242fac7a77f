import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { setBackendReady } from '@/api/backend-ready'
import { keepServiceDefaults } from './service-defaults'

// The client's requests wait for the backend the app starts; in tests the backend (msw's node server) is there.
setBackendReady(Promise.resolve())
// The API client, the live machines' recorder and the toasts, which the app's wiring connects (src/test/service-defaults.ts).
keepServiceDefaults()

// findBy… and waitFor wait up to 5 s: a busy 2-core CI machine can take over a second to render a lazy screen.
configure({ asyncUtilTimeout: 5000 })

// happy-dom has no layout: a ResizeObserver that never fires is enough for components that measure.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

// The virtualiser scrolls the window; happy-dom has no scrolling to do.
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  localStorage.clear()
})
