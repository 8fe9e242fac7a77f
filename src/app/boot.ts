import type { QueryClient } from '@tanstack/react-query'
import { bootApp as bootInStages } from './first-screen/boot'
import type { StartAppOptions } from './start-app'

/**
 * The app's start (src/main.tsx calls it): the first paint's boot (src/app/first-screen/boot.ts) runs the app's own
 * two stages, each a chunk of its own, in tasks of their own, so the first paint's folder never imports the app it
 * starts.
 */
export const bootApp = (options: Omit<StartAppOptions, 'whenIdle'>): Promise<void> =>
  bootInStages<{ queryClient: QueryClient }>({
    loadStart: () =>
      import('./start-app').then(
        ({ startApp }) =>
          (whenIdle) =>
            startApp({ ...options, whenIdle }),
      ),
    loadRender: () =>
      import('./render-app').then(
        ({ renderApp }) =>
          (started) =>
            renderApp(started.queryClient),
      ),
  })
