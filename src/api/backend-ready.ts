// With the bundled mock backend, requests must wait until its service worker listens. The app renders
// at once (header, tabs, skeletons) and requests queue behind this promise instead of blocking boot.
// The app says how its backend starts (src/app/start-app.ts): a real backend is ready at once.
let ready: Promise<unknown> | null = null

export function setBackendReady(promise: Promise<unknown>): void {
  // A backend that failed to start must not block forever: requests then fail like any network error.
  ready = promise.catch(() => undefined)
}

export function backendReady(): Promise<unknown> {
  if (ready) return ready
  // Loud where it can be fixed: a request sent before the app wired its backend is a wiring mistake.
  if (import.meta.env.DEV) throw new Error('backend-ready: a request was sent before the app said how its backend starts (setBackendReady)')
  return Promise.resolve()
}
