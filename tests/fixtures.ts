import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test'
import { watchAppLog } from './app-log'
import { recordTransitionsIn, startTransitionRecord } from './transitions'
import { WarmContext } from './warm-context'

export { expect }

// Every journey imports `test` and `expect` from here (the lint refuses `test` from @playwright/test in tests/).
//
// `page` and `context` are the worker's warm context (tests/warm-context.ts): the demo data is the seed and the
// visitor is signed out when a journey starts, as in a new browser, but the service worker is already running, so
// the journey does not pay for a first visit. A journey that needs the first visit itself, changes context options
// (test.use of viewport, baseURL, …: it gets a warm context of its own) or turns 设置 › 离线使用 on says so below.
// A retry always runs in a new context, with its trace.
//
// Every page of a journey runs under the production build's Content-Security-Policy (ADR 012), and a violation
// anywhere in it fails the journey, whatever the journey was about. A violation is seen twice over: the page's
// securitypolicyviolation event (reported by an init script, which the policy does not govern) and the browser's own
// "Refused to …" console error.

export interface JourneyOptions {
  /**
   * 设置 › 离线使用 as the product ships it (on: the whole app and its pictures are kept once the page is idle). Off in
   * the journeys unless they are about offline use: the prefetch is a quarter of a short journey's CPU. A journey with
   * it on runs in a new context.
   */
  keepOffline: boolean
  /** A browser that has never seen the app: a new context, where the service worker installs and seeds. */
  firstVisit: boolean
}

/** Turns 离线使用 off in every document unless the journey has set it (the app stores only 'off'). */
function offlineUseOff() {
  try {
    if (localStorage.getItem('lemon.keepOffline') === null) localStorage.setItem('lemon.keepOffline', 'off')
  } catch {
    // about:blank and other opaque origins have no localStorage
  }
}

const CSP_REPORT = '[csp-violation]'

function reportCspViolations(prefix: string) {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(
      `${prefix} ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || location.href}:${e.lineNumber} ${e.sample}`,
    )
  })
}

/** Collects the CSP violations `context`'s pages report from now on; the returned function stops and returns them. */
function watchCsp(context: BrowserContext): () => string[] {
  const violations: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text()
    if (message.type() === 'error' && (text.startsWith(CSP_REPORT) || /Content Security Policy/i.test(text)))
      violations.push(text)
  }
  context.on('console', onConsole)
  return () => {
    context.off('console', onConsole)
    return violations
  }
}

const expectNoCspViolation = (violations: string[]) =>
  expect(violations, 'Content-Security-Policy violations during the journey').toEqual([])

/** The origin's localStorage, emptied without loading a page (a warm context's journeys start signed out). */
async function clearLocalStorage(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' })
  await cdp.detach()
}

export const test = base.extend<JourneyOptions, { warmContext: WarmContext }>({
  keepOffline: [false, { option: true }],
  firstVisit: [false, { option: true }],

  warmContext: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, provide) => {
      const warm = new WarmContext()
      await provide(warm)
      await warm.close()
    },
    { scope: 'worker' },
  ],

  // The options are listed so that a journey with other ones gets a context made with them (Playwright applies a
  // test's options to every context created during it, browser.newContext() included).
  context: [
    async (
      {
        browser,
        warmContext,
        keepOffline,
        firstVisit,
        baseURL,
        viewport,
        colorScheme,
        reducedMotion,
        forcedColors,
        locale,
        timezoneId,
        geolocation,
        permissions,
        userAgent,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        javaScriptEnabled,
        offline,
        extraHTTPHeaders,
        httpCredentials,
        ignoreHTTPSErrors,
        bypassCSP,
        acceptDownloads,
        storageState,
        serviceWorkers,
        proxy,
        contextOptions,
      },
      provide,
      testInfo,
    ) => {
      const create = async (): Promise<BrowserContext> => {
        const context = await browser.newContext()
        await context.addInitScript(reportCspViolations, CSP_REPORT)
        await recordTransitionsIn(context)
        if (!keepOffline) await context.addInitScript(offlineUseOff)
        return context
      }
      if (firstVisit || keepOffline || testInfo.retry > 0) {
        const context = await create()
        const stopWatching = watchCsp(context)
        const stopLog = watchAppLog(context, testInfo)
        const stopRecord = startTransitionRecord(context, testInfo)
        await context.newPage()
        await provide(context)
        await stopRecord()
        await stopLog()
        const violations = stopWatching()
        await context.close()
        expectNoCspViolation(violations)
        return
      }
      const key = JSON.stringify({
        baseURL,
        viewport,
        colorScheme,
        reducedMotion,
        forcedColors,
        locale,
        timezoneId,
        geolocation,
        permissions,
        userAgent,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        javaScriptEnabled,
        offline,
        extraHTTPHeaders,
        httpCredentials,
        ignoreHTTPSErrors,
        bypassCSP,
        acceptDownloads,
        storageState,
        serviceWorkers,
        proxy,
        contextOptions,
      })
      const appUrl = baseURL ?? 'about:blank'
      const { context, warm } = await warmContext.take(key, create)
      const page = await context.newPage()
      if (warm) await clearLocalStorage(page, new URL(appUrl).origin)
      const stopWatching = watchCsp(context)
      const stopLog = watchAppLog(context, testInfo)
      const stopRecord = startTransitionRecord(context, testInfo)
      await provide(context)
      await stopRecord()
      await stopLog()
      const violations = stopWatching()
      await warmContext.release(appUrl, {
        failed: testInfo.status !== testInfo.expectedStatus || violations.length > 0,
      })
      expectNoCspViolation(violations)
    },
    // The reset after a journey has its own time: a journey that used all of its own still gets a clean next one.
    { scope: 'test', timeout: 60_000 },
  ],

  page: async ({ context }, provide) => {
    await provide(context.pages()[0] ?? (await context.newPage()))
  },
})
