import type { BrowserContext, ConsoleMessage, Frame, Page, Request, Response, TestInfo } from '@playwright/test'

// What the app did during a journey, kept for the journey that fails: its pages' addresses, the API answers that were
// not a success, the requests that got no answer and the console's errors and warnings. A journey that fails on its
// first run in CI passes on its retry more often than not, and only the retry records a trace (playwright.config.ts):
// this log is the first run's evidence, printed with the failure. A few listeners, no recording: it costs nothing
// measurable on a passing journey.

const MOST_LINES = 80

const pathOf = (url: string) => {
  try {
    const u = new URL(url)
    return u.pathname + u.search
  } catch {
    return url
  }
}

/** Starts logging `context`'s pages; the returned function stops and prints the log if the journey failed. */
export function watchAppLog(context: BrowserContext, testInfo: TestInfo): () => Promise<void> {
  const started = Date.now()
  const lines: string[] = []
  const log = (line: string) => {
    lines.push(`+${((Date.now() - started) / 1000).toFixed(2)} s ${line}`)
    if (lines.length > MOST_LINES) lines.shift()
  }
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      log(`console.${message.type()}: ${message.text().slice(0, 300)}`)
  }
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && pathOf(response.url()).includes('/api/'))
      log(`${response.status()} ${response.request().method()} ${pathOf(response.url())}`)
  }
  const onFailed = (request: Request) => {
    const error = request.failure()?.errorText ?? '?'
    // A page left while its modules loaded aborts them: noise, unless it is an API call.
    if (error === 'net::ERR_ABORTED' && !pathOf(request.url()).includes('/api/')) return
    log(`no answer: ${request.method()} ${pathOf(request.url())} (${error})`)
  }
  const onNavigated = (frame: Frame) => {
    if (frame === frame.page().mainFrame()) log(`page at ${pathOf(frame.url())}`)
  }
  const onPageError = (error: Error) => log(`page error: ${error.message.slice(0, 300)}`)
  const watched = new Set<Page>()
  const watchPage = (page: Page) => {
    if (watched.has(page)) return
    watched.add(page)
    page.on('framenavigated', onNavigated)
    page.on('pageerror', onPageError)
  }
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
  context.on('console', onConsole)
  context.on('response', onResponse)
  context.on('requestfailed', onFailed)
  return async () => {
    context.off('page', watchPage)
    context.off('console', onConsole)
    context.off('response', onResponse)
    context.off('requestfailed', onFailed)
    for (const page of watched) {
      page.off('framenavigated', onNavigated)
      page.off('pageerror', onPageError)
    }
    if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return
    const text = lines.join('\n')
    console.log(`[app log of the failed journey "${testInfo.title.slice(0, 80)}"]\n${text}`)
    await testInfo.attach('app-log', { body: text, contentType: 'text/plain' })
  }
}
