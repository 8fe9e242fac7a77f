import { lazy, type ComponentType } from 'react'

// A component in a chunk of its own (a screen, a popover) that can be loaded before it renders: when the app knows
// where it is going, or on a hover. A lazy component that suspends shows its Suspense fallback, and React then holds
// the loaded component back until 300 ms after that fallback was committed (React 19's FALLBACK_THROTTLE_MS): every
// first visit to a screen took at least that long, and its data was asked for only then. Loaded first, it renders at
// once, with no fallback in between.

export type Preloadable<P extends object = object> = ComponentType<P> & {
  /** Loads the chunk; once it has resolved, the component renders without suspending. */
  preload: () => Promise<unknown>
  /** `preload` for an event handler (a hover, a focus): a failed load is tried again when the component renders. */
  prefetch: () => void
}

export function lazyWithPreload<P extends object = object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
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
  const Component = (props: P) => {
    const Loaded = loaded ?? Lazy
    return <Loaded {...props} />
  }
  const prefetch = () => void preload().catch(() => undefined)
  return Object.assign(Component, { preload, prefetch })
}
