import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

// The production build's Content-Security-Policy (ADR 012), as a <meta http-equiv> at the top of index.html: it
// travels with the file to any static host and is in the copy the service worker serves offline. Scripts come only
// from the app's origin, and the two inline scripts (the theme and the first-screen restore,
// scripts/vite-first-screen.ts) are allowed by their hashes; no 'unsafe-inline' for scripts, no 'unsafe-eval'. Development (`vite`) has none: its client
// and React's refresh run inline.

/** The sha256 source of each inline classic script in `html` (a script without src), in document order. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = []
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs!)) continue
    out.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`)
  }
  return out
}

export interface PolicyInput {
  /** Hash sources of the inline scripts allowed to run. */
  scriptHashes: readonly string[]
  /** The origin of VITE_API_BASE_URL when the app talks to a real backend (its answers and its uploads' pictures). */
  apiOrigin?: string | null
}

/** The policy, one directive per entry (joined with "; "). */
export function contentSecurityPolicy({ scriptHashes, apiOrigin = null }: PolicyInput): string {
  const api = apiOrigin ? [apiOrigin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // Style attributes come with the restored first screen's markup and from the toaster's and dialogs' own styles;
    // CSS cannot run code, so these are allowed inline (the scripts are what the policy guards).
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures chosen for upload are previewed, and compressed, from blob: URLs.
    'img-src': ["'self'", 'blob:', ...api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api],
    // The service worker (the bundled mock backend) is the app's own file; nothing else runs as a worker.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** Puts the policy's meta right after <meta charset>, before any script it governs. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attr(policy)}" />`
  const charset = /<meta\s+charset=[^>]*>/i.exec(html)
  if (!charset) throw new Error('csp: index.html needs a <meta charset> for the policy to follow')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`
}

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null
  return new URL(url).origin
}

export function cspPlugin(): Plugin {
  let apiOrigin: string | null = null
  return {
    name: 'lemon:csp',
    apply: 'build',
    configResolved(config) {
      apiOrigin = originOf(config.env.VITE_API_BASE_URL as string | undefined)
    },
    transformIndexHtml: {
      // After the first-screen plugin (also 'post', listed before this one) has put its inline script in.
      order: 'post',
      handler: (html) =>
        withPolicyMeta(html, contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), apiOrigin })),
    },
  }
}
