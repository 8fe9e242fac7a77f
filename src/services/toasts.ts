import type { toast as sonnerToast } from 'sonner'
import { defineService } from '@/lib/service'

// What the toast API (./toast.ts) waits for: sonner, loaded at the first toast, and its host, which listens once the
// app's <Toaster/> has mounted it. Created by the app's wiring (src/app/services.ts); a toast raised before it is
// connected throws. (A module of its own: tests replace the toast API with vi.mock and keep this one.)

type Sonner = typeof sonnerToast

export interface Toasts {
  /** Runs `fn` once sonner is loaded and its host listens. */
  show(fn: (s: Sonner) => unknown): void
  /** Called by the app's <Toaster/> once sonner's host has subscribed. */
  hostReady(): void
  /** The way to the sign-in page a 请先登录 toast offers. */
  openSignIn(): void
}

export function createToasts(openSignIn: () => void): Toasts {
  let loading: Promise<Sonner> | undefined
  let hostReady = () => {}
  const host = new Promise<void>((resolve) => (hostReady = resolve))
  return {
    show: (fn) => void Promise.all([(loading ??= import('sonner').then((m) => m.toast)), host]).then(([s]) => fn(s)),
    hostReady,
    openSignIn,
  }
}

export const toasts = defineService<Toasts>('toasts')
