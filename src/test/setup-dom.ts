import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { firstScreen } from '@/lib/first-screen'

// jsdom has no layout: a ResizeObserver that never fires is enough for components that measure.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

// Components are rendered without the app root that commits the first screen: nothing waits for it.
firstScreen.committed()

// The virtualiser scrolls the window; jsdom has no scrolling to do.
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  localStorage.clear()
})
