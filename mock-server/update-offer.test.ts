import { describe, expect, it, vi } from 'vitest'
import { watchForUpdates } from './update-offer'

// Fakes of the service worker objects: event targets with the fields the offer reads.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState
  readonly postMessage = vi.fn()
  constructor(
    state: ServiceWorkerState,
    readonly scriptURL = 'https://app.example/sw.js',
  ) {
    super()
    this.state = state
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  find(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
}

function setUp({ controller = new FakeWorker('activated') as FakeWorker | null } = {}) {
  const registration = new FakeRegistration()
  const container = Object.assign(new EventTarget(), { controller })
  const reload = vi.fn()
  const onUpdate = vi.fn<(apply: () => void) => void>()
  const watch = () => watchForUpdates(registration, onUpdate, { container, reload })
  return { registration, container, reload, onUpdate, watch }
}

describe('the offer of a new build (发现新版本，点击刷新)', () => {
  it('offers a newer worker once it has installed; accepted, it takes over and the page reloads into it', () => {
    const { registration, container, reload, onUpdate, watch } = setUp()
    watch()
    const next = new FakeWorker('installing')
    registration.find(next)
    expect(onUpdate).not.toHaveBeenCalled()
    next.moveTo('installed')
    expect(onUpdate).toHaveBeenCalledTimes(1)
    onUpdate.mock.calls[0]![0]()
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' })
    container.dispatchEvent(new Event('controllerchange'))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('offers a worker found while the page was starting: one already waiting, and one still installing', () => {
    const waiting = setUp()
    waiting.registration.waiting = new FakeWorker('installed')
    waiting.watch()
    expect(waiting.onUpdate).toHaveBeenCalledTimes(1)

    const installing = setUp()
    const next = new FakeWorker('installing')
    installing.registration.installing = next
    installing.watch()
    next.moveTo('installed')
    expect(installing.onUpdate).toHaveBeenCalledTimes(1)
  })

  it('offers each worker once, and nothing while the page is not run by this app’s worker', () => {
    const { registration, onUpdate, watch } = setUp()
    const next = new FakeWorker('installed')
    registration.waiting = next
    watch()
    registration.find(next)
    next.moveTo('installed')
    expect(onUpdate).toHaveBeenCalledTimes(1)

    const uncontrolled = setUp({ controller: null })
    uncontrolled.registration.waiting = new FakeWorker('installed')
    uncontrolled.watch()
    const foreign = setUp({ controller: new FakeWorker('activated', 'https://app.example/mockServiceWorker.js') })
    foreign.registration.waiting = new FakeWorker('installed')
    foreign.watch()
    expect(uncontrolled.onUpdate).not.toHaveBeenCalled()
    expect(foreign.onUpdate).not.toHaveBeenCalled()
  })
})
