// A long-lived service the app creates and connects at start-up (src/app/services.ts). Features use it
// through its slot; a slot used before it is connected throws, so a missing wire is a crash in
// development and tests rather than a feature that silently does nothing.

export interface ServiceSlot<T> {
  readonly name: string
  /** Plugs in the implementation; returns the matching disconnect. */
  connect(service: T): () => void
  /** The connected service; throws when none is. */
  get(): T
  readonly connected: boolean
}

export function defineService<T>(name: string): ServiceSlot<T> {
  let current: T | null = null
  return {
    name,
    connect(service) {
      current = service
      return () => {
        if (current === service) current = null
      }
    },
    get() {
      if (current === null)
        // The app's wiring connects it (docs/architecture.md §2 lists where); tests, src/test/service-defaults.ts.
        throw new Error(`${name}: used before it was connected`)
      return current
    },
    get connected() {
      return current !== null
    },
  }
}
