import type { ConsoleMessage, Page, Request, Response } from '@playwright/test'
import { analyze } from '../axe'
import { expect, test as base } from '../fixtures'
import { REAL_API_APP_URL, REAL_API_BASE, REAL_API_ORIGIN } from './real-api'

export { expect }

// Every real-api journey checks, besides what it is about, that the app really talked to the API over HTTP: each API
// call went to the API's origin and was answered by the network (no service worker, no mock in the page), none went
// to the app's own origin, and the browser reported no CORS failure. A build that quietly kept its mock would pass
// the journeys' own steps; these checks would not.

export interface ApiCall {
  method: string
  /** Path and query under /api, e.g. `/posts?page=2&limit=20`. */
  path: string
  status: number | null
}

export class ApiTraffic {
  readonly calls: ApiCall[] = []
  readonly misrouted: string[] = []
  readonly fromServiceWorker: string[] = []
  readonly corsErrors: string[] = []
  readonly #byRequest = new Map<Request, ApiCall>()

  onRequest = (request: Request): void => {
    const url = new URL(request.url())
    if (request.url().startsWith(`${REAL_API_BASE}/`)) {
      const call = { method: request.method(), path: request.url().slice(REAL_API_BASE.length), status: null }
      this.calls.push(call)
      this.#byRequest.set(request, call)
    } else if (url.pathname.startsWith('/api/') || url.pathname === '/api') {
      this.misrouted.push(`${request.method()} ${request.url()}`)
    }
  }

  onResponse = (response: Response): void => {
    const call = this.#byRequest.get(response.request())
    if (!call) return
    call.status = response.status()
    if (response.fromServiceWorker()) this.fromServiceWorker.push(`${call.method} ${call.path}`)
  }

  onConsole = (message: ConsoleMessage): void => {
    if (/CORS|Access-Control-Allow|cross-origin/i.test(message.text())) this.corsErrors.push(message.text())
  }

  /** The calls of `method` whose path matches `path`, with their answers' statuses (null: no answer yet, or none). */
  matching(method: string, path: RegExp): ApiCall[] {
    return this.calls.filter((c) => c.method === method && path.test(c.path))
  }
}

export interface RealApiFixtures {
  apiTraffic: ApiTraffic
}

export const test = base.extend<RealApiFixtures>({
  // A new context for each journey: the warm one is reset through the mock's QA handle, which this build has not.
  firstVisit: true,

  apiTraffic: [
    async ({ context }, provide) => {
      const traffic = new ApiTraffic()
      context.on('request', traffic.onRequest)
      context.on('response', traffic.onResponse)
      context.on('console', traffic.onConsole)
      await provide(traffic)
      context.off('request', traffic.onRequest)
      context.off('response', traffic.onResponse)
      context.off('console', traffic.onConsole)
      const page = context.pages().find((p) => !p.isClosed() && p.url().startsWith(REAL_API_APP_URL))
      const worker = page
        ? await page.evaluate(async () => ({
            controlled: !!navigator.serviceWorker?.controller,
            registered: (await navigator.serviceWorker?.getRegistrations())?.length ?? 0,
            mock: '__lemonMock' in window,
          }))
        : null
      expect(traffic.calls.length, `API calls to ${REAL_API_ORIGIN}`).toBeGreaterThan(0)
      expect(traffic.misrouted, 'API calls that did not go to the API origin').toEqual([])
      expect(traffic.fromServiceWorker, 'API answers that came from a service worker').toEqual([])
      expect(
        context.serviceWorkers().map((w) => w.url()),
        'service workers',
      ).toEqual([])
      if (worker)
        expect(worker, 'the page has no service worker and no mock').toEqual({
          controlled: false,
          registered: 0,
          mock: false,
        })
      expect(traffic.corsErrors, 'CORS errors in the console').toEqual([])
    },
    { auto: true },
  ],
})

// As tests/a11y.spec.ts reads every route: WCAG 2.x A and AA, and 2.2's target size; serious or critical fails.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

/** axe on the screen as it is now: no serious or critical violation (tests/axe.ts). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await analyze(page, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules: { 'target-size': { enabled: true } },
    resultTypes: ['violations'],
  })
  const blocking = results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  expect(blocking, `axe on ${screen}`).toEqual([])
}
