// With the bundled mock backend, requests must wait until its service worker listens. The app renders
// at once (header, tabs, skeletons) and requests queue behind this promise instead of blocking boot.
// The app says how its backend starts (src/app/start-app.ts): a real backend is ready at once.
let started: Promise<unknown> | null = null
let answering: Promise<unknown> | null = null

export interface BackendStart {
  /**
   * The backend already answers requests while its start (its page-side set-up: the QA handle, the update check)
   * is still to come: the mock's service worker controls every visit after the first.
   */
  answersNow?: boolean
}

export function setBackendReady(promise: Promise<unknown>, { answersNow = false }: BackendStart = {}): void {
  // A backend that failed to start must not block forever: requests then fail like any network error.
  started = promise.catch(() => undefined)
  answering = answersNow ? Promise.resolve() : started
}

const unset = (): never => {
  // Loud where it can be fixed: a request sent before the app wired its backend is a wiring mistake.
  throw new Error('backend-ready: a request was sent before the app said how its backend starts (setBackendReady)')
}

/** Requests wait for this: the backend answers. */
export function backendReady(): Promise<unknown> {
  if (answering) return answering
  return import.meta.env.DEV ? unset() : Promise.resolve()
}

/** The backend has started whole (the mock's QA handle is on the page): what the QA tools wait for. */
export function backendStarted(): Promise<unknown> {
  if (started) return started
  return import.meta.env.DEV ? unset() : Promise.resolve()
}
