// What the page and the service worker say to each other, and what the build tells the worker.

import type { PrecacheManifest } from './precache'

export interface ServiceWorkerConfig {
  /** Changes whenever a file the build keeps changes (a hash of `precache`): what the worker reports as its build. */
  buildId: string
  /** Development: no precaching (the dev server serves the app), the worker only answers the API. */
  dev: boolean
  /** The seed data file, relative to the base. */
  seedFile: string
  /** Kept first, relative to the base: what a reload needs to open the app. */
  shell: string[]
  /**
   * Every file the worker keeps (the shell too), relative to the base, with its revision: the first 16 hex digits of
   * the SHA-256 of its bytes, or null when its name changes with them (ADR 020, mock-server/sw/precache.ts).
   */
  precache: PrecacheManifest
}

export type WorkerMessage =
  | { type: 'qa'; method: string; args: unknown[] }
  | { type: 'warm' }
  | { type: 'skip-waiting' }
  | { type: 'claim' }

export type WorkerReply = { ok: true; result: unknown } | { ok: false; error: { name: string; message: string } }

/** Where pages hear about fault rules changed by any tab (the QA console mirrors them). */
export const FAULTS_CHANNEL = 'lemon-mock-faults'
