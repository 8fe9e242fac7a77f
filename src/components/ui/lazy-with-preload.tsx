import { lazy, type ComponentType } from 'react'

// A screen in a chunk of its own that can be loaded before it renders. A lazy component that suspends shows its
// Suspense fallback, and React then holds the loaded screen back until 300 ms after that fallback was committed
// (React 19's FALLBACK_THROTTLE_MS): every first visit to a screen took at least that long, and its data was asked
// for only then. Loaded first, the screen renders at once, with no fallback in between.

export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Loads the screen's chunk; once it has resolved, the screen renders without suspending. */
  preload: () => Promise<unknown>
}

export function lazyScreen<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    // A failed load is not kept: the next preload or render tries again.
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  const Screen = (props: P) => {
    const Loaded = loaded ?? Lazy
    return <Loaded {...props} />
  }
  return Object.assign(Screen, { preload })
}
