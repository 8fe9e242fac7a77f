// What ends with a session (logout): state that belongs to the user who was logged in. A module that
// keeps such state registers how to drop it when it is loaded; logout (src/app/services.ts) runs them all.
// Modules never loaded hold nothing to drop, which is why this is a registry rather than a list of imports:
// the app's first screen does not have to load every feature just to be able to reset it.

const resets = new Set<() => void>()

/** Registers `reset` to run when the session ends; returns the unregister. */
export function onSessionEnd(reset: () => void): () => void {
  resets.add(reset)
  return () => resets.delete(reset)
}

/** R4.4: drops every registered piece of session state. */
export function endSession(): void {
  for (const reset of [...resets]) reset()
}
