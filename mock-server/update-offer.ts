// A newer build of the service worker, offered to the page once it has installed (ADR 008): the user accepts it
// ("发现新版本，点击刷新"), and only then does it take over, so a page never runs two builds at once.

type OfferedWorker = Pick<ServiceWorker, 'state' | 'scriptURL' | 'postMessage' | 'addEventListener'>
type Registration = Pick<ServiceWorkerRegistration, 'addEventListener'> & {
  readonly installing: OfferedWorker | null
  readonly waiting: OfferedWorker | null
}
type Container = Pick<ServiceWorkerContainer, 'addEventListener'> & {
  readonly controller: Pick<ServiceWorker, 'scriptURL'> | null
}

/** This app's worker (not msw's own script, which an old visit may have left). */
export const isOurWorker = (worker: Pick<ServiceWorker, 'scriptURL'> | null | undefined): boolean =>
  !!worker && worker.scriptURL.endsWith('/sw.js')

/**
 * Calls `onUpdate` once for each newer worker of `registration` that has installed, while this app's worker controls
 * the page; `apply` lets it take over and reloads. A worker already waiting, or still installing, when this starts
 * counts too: an update found while the page was starting (the backend opening) would otherwise be offered only at
 * the next check.
 */
export function watchForUpdates(
  registration: Registration,
  onUpdate: (apply: () => void) => void,
  { container, reload }: { container: Container; reload: () => void },
): void {
  let offered: OfferedWorker | null = null
  const offer = (worker: OfferedWorker) => {
    if (offered === worker || !isOurWorker(container.controller)) return
    offered = worker
    onUpdate(() => {
      container.addEventListener('controllerchange', reload, { once: true })
      worker.postMessage({ type: 'skip-waiting' })
    })
  }
  const track = (worker: OfferedWorker | null) => {
    if (!worker) return
    if (worker.state === 'installed') return offer(worker)
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker)
    })
  }
  track(registration.waiting)
  track(registration.installing)
  registration.addEventListener('updatefound', () => track(registration.installing))
}
