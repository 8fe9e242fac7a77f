// What the page and the service worker say to each other, and what the build tells the worker.

export interface ServiceWorkerConfig {
  /** Changes with every build (content hashes of its files): names this build's cache. */
  buildId: string
  /** Development: no precaching (the dev server serves the app), the worker only answers the API. */
  dev: boolean
  /** The seed data file, relative to the base. */
  seedFile: string
  /** Cached first, relative to the base: what a reload needs to open the app. */
  shell: string[]
  /** Cached once the page is idle, relative to the base: every route's chunks, the demo pictures, the seed. */
  precache: string[]
}

export type WorkerMessage =
  | { type: 'qa'; method: string; args: unknown[] }
  | { type: 'warm' }
  | { type: 'skip-waiting' }
  | { type: 'claim' }

export type WorkerReply = { ok: true; result: unknown } | { ok: false; error: { name: string; message: string } }

/** Where pages hear about fault rules changed by any tab (the QA console mirrors them). */
export const FAULTS_CHANNEL = 'lemon-mock-faults'
