// With the bundled mock backend, requests must wait until its service worker listens. The app renders
// at once (header, tabs, skeletons) and requests queue behind this promise instead of blocking boot.
let ready: Promise<unknown> = Promise.resolve()

export function setBackendReady(promise: Promise<unknown>): void {
  // A backend that failed to start must not block forever: requests then fail like any network error.
  ready = promise.catch(() => undefined)
}

export const backendReady = (): Promise<unknown> => ready
