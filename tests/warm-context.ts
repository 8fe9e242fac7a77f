import type { BrowserContext, Page } from '@playwright/test'
import { DEFAULT_ACCESS_TOKEN_TTL_MS } from '../mock-server/auth-config'

// One browser context per Playwright worker, handed from journey to journey (tests/fixtures.ts). A journey in a new
// context pays for a first visit: the service worker installs, fetches and parses the seed, builds the mock db and
// the app's code is compiled again, about four times the CPU of loading a page where the worker already runs, and
// that was most of the suite's time. Between two journeys the warm context is put back as a new visitor finds it:
// the demo data back to the seed, no fault rules, the default token lifetime, no storage limit (through the QA handle), then no page,
// no cookie, no permission, online; the origin's localStorage is cleared when the next journey starts (tests/fixtures.ts),
// after every page of the last one is closed. What a reset cannot undo (a journey that failed, or one that patched
// the running service worker) closes the context instead; the next journey starts a new one.

const retired = new WeakSet<BrowserContext>()

/** This context must not serve another journey (its service worker was patched, say): it is closed after this one. */
export function retireContext(context: BrowserContext): void {
  retired.add(context)
}

/** The seed again, and the mock's QA settings as a first visit has them, through the app's QA handle in `page`. */
async function resetBackend(page: Page): Promise<void> {
  await page.waitForFunction(() => !!window.__lemonMock, null, { timeout: 15_000 })
  await page.evaluate(async (ttl) => {
    const mock = window.__lemonMock!
    await mock.resetData()
    await mock.faults.clearFaults()
    if (mock.getAccessTokenTtl() !== ttl) await mock.setAccessTokenTtl(ttl)
    // 存储空间将满 (a scenario) outlives a reset of the data: lifted as a first visit has it.
    if (await mock.storageBudget()) await mock.setStorageBudget(null)
  }, DEFAULT_ACCESS_TOKEN_TTL_MS)
}

/** A page of the app at `origin` whose QA handle can reset the backend: the journey's own when it is still there. */
async function appPage(context: BrowserContext, appUrl: string): Promise<Page> {
  const origin = new URL(appUrl).origin
  const open = context.pages().find((p) => !p.isClosed() && p.url().startsWith(origin))
  if (open) return open
  const page = await context.newPage()
  await page.goto(appUrl)
  return page
}

export class WarmContext {
  #context: BrowserContext | null = null
  #key = ''

  /**
   * The worker's context for options `key` (a journey with other context options gets a context of its own, kept
   * warm for the journeys after it). `create` makes a new one with the journey's options.
   */
  async take(key: string, create: () => Promise<BrowserContext>): Promise<{ context: BrowserContext; warm: boolean }> {
    if (this.#context && this.#key === key) return { context: this.#context, warm: true }
    await this.close()
    this.#context = await create()
    this.#key = key
    return { context: this.#context, warm: false }
  }

  /** After a journey: reset for the next one, or close when the journey failed or left something a reset cannot undo. */
  async release(appUrl: string, { failed }: { failed: boolean }): Promise<void> {
    const context = this.#context
    if (!context) return
    if (failed || retired.has(context)) return this.close()
    try {
      await context.setOffline(false)
      await resetBackend(await appPage(context, appUrl))
      // Closed before the next journey clears localStorage: a closing app may still write to it.
      for (const page of context.pages()) await page.close()
      await context.clearCookies()
      await context.clearPermissions()
      await context.unrouteAll({ behavior: 'ignoreErrors' })
    } catch (error) {
      console.warn(
        `warm context: the reset failed, the next journey starts a new context (${(error as Error).message})`,
      )
      await this.close()
    }
  }

  async close(): Promise<void> {
    const context = this.#context
    this.#context = null
    this.#key = ''
    await context?.close().catch(() => undefined)
  }
}
