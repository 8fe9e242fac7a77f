import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom has no layout: a ResizeObserver that never fires is enough for components that measure.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

// The virtualiser scrolls the window; jsdom has no scrolling to do.
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  localStorage.clear()
})
