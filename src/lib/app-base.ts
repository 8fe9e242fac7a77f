import { navigate as browserNavigate } from 'wouter/use-browser-location'

// The app may live under a sub-path of its host (Vite's `base`: `/demo/` on a project site or an intranet folder).
// The router reads paths without it (`/post/12`); what talks to the browser's address bar adds it back.

/** `''` at the host's root, `/demo` under a sub-path. */
export const APP_BASE = import.meta.env.BASE_URL.replace(/\/+$/, '')

/** An app path (`/post/12`) as the browser's address (`/demo/post/12`). */
export const withBase = (path: string): string =>
  path.startsWith('/') && !path.startsWith('//') ? `${APP_BASE}${path}` : path

/** The browser's pathname as the app's path. */
export const withoutBase = (pathname: string): string =>
  APP_BASE && (pathname === APP_BASE || pathname.startsWith(`${APP_BASE}/`))
    ? pathname.slice(APP_BASE.length) || '/'
    : pathname

/** Navigates to an app path, as wouter's own navigate would under <Router base>. */
export const navigateInApp = (to: string, options?: { replace?: boolean; state?: unknown }): void =>
  browserNavigate(withBase(to), options)
