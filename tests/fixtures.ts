import { test as base, expect } from '@playwright/test'

// Every journey's `test` (an ESLint rule keeps the specs from importing Playwright's own): each page of the journey
// runs under the production build's Content-Security-Policy (ADR 012), and a violation anywhere in it fails the
// journey, whatever the journey was about. A violation is seen twice over: the page's securitypolicyviolation event
// (reported by an init script, which the policy does not govern) and the browser's own "Refused to …" console error.

const REPORT = '[csp-violation]'

export const test = base.extend({
  context: async ({ context }, run) => {
    const violations: string[] = []
    await context.addInitScript((prefix: string) => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`${prefix} ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || location.href}:${e.lineNumber} ${e.sample}`)
      })
    }, REPORT)
    context.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' && (text.startsWith(REPORT) || /Content Security Policy/i.test(text))) violations.push(text)
    })
    await run(context)
    expect(violations, 'Content-Security-Policy violations during the journey').toEqual([])
  },
})

export { expect }
