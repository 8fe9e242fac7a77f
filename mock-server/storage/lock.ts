// Serialises writes. Web Locks span every tab of the origin (and exist in Node ≥ 24 too); the in-process
// chain is the fallback for runtimes without them. The seq check in Storage.commit keeps writes correct
// even without any lock: the lock only spares writers from conflicting and retrying.

const chains = new Map<string, Promise<unknown>>()

/** Runs `fn` when no other holder of `name` in this JS realm is running. */
export function withLocalLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const previous = chains.get(name) ?? Promise.resolve()
  const run = previous.then(fn, fn)
  // The next waiter must not inherit this holder's failure.
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  chains.set(name, settled)
  void settled.then(() => {
    if (chains.get(name) === settled) chains.delete(name)
  })
  return run
}

export function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
  if (locks) return locks.request(name, () => fn())
  return withLocalLock(name, fn)
}
