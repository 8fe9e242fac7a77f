import { analyze } from './axe'
import { expect, test } from './fixtures'
import { backendUp, goInApp, login, settled } from './helpers'
import { ROUTES, routeIds, routePath } from './routes'

// docs/architecture.md §6: axe on every route (tests/routes.ts), logged out and in, light and dark, phone and desktop widths;
// any serious or critical violation fails.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
// Also WCAG 2.2's target size (2.5.8, 24 × 24 px): a phone-first app's small controls (the gallery's dots).
const EXTRA_RULES = { 'target-size': { enabled: true } }
const BLOCKING = new Set(['serious', 'critical'])
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]

interface Finding {
  route: string
  id: string
  impact: string
  help: string
  helpUrl: string
  nodes: { target: string; summary: string }[]
}

function report(findings: Finding[]): string {
  return findings
    .map((f) =>
      [
        `[${f.impact}] ${f.id} on ${f.route}: ${f.help}`,
        `  ${f.helpUrl}`,
        ...f.nodes.flatMap((n) => [`  - ${n.target}`, ...n.summary.split('\n').map((line) => `      ${line.trim()}`)]),
      ].join('\n'),
    )
    .join('\n\n')
}

// Two runs over every route: each route logged out (phone, light) and logged in (desktop, dark), so every route is
// read in both login states, both widths and both schemes. These runs were a quarter of the journeys' time at four
// (each pairing twice); the colours of every theme and mode are checked where that is cheap and complete:
// src/lib/theme-contrast.test.ts.
const RUNS = [
  { signedIn: false, size: WIDTHS[0]!, scheme: 'light' },
  { signedIn: true, size: WIDTHS[1]!, scheme: 'dark' },
] as const

for (const { signedIn, size, scheme } of RUNS) {
  const title = `axe: every route ${signedIn ? 'logged in' : 'logged out'}, ${scheme}, ${size.width}px: no serious or critical violation`
  test(title, async ({ page }) => {
    // Every route in turn: the budget grows with the list (about 10 s a route on a busy 2-core machine).
    test.setTimeout(60_000 + ROUTES.length * 15_000)
    await page.setViewportSize(size)
    // Nothing is stored: the app follows the emulated system setting.
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    if (signedIn) await login(page)
    else await page.goto('/')
    await expect(page.locator('main article').first()).toBeVisible()
    await backendUp(page)
    const ids = await routeIds(page)

    const findings: Finding[] = []
    for (const route of ROUTES) {
      // A redirect lands on a screen checked on its own (/login, or the feed).
      if (route.redirectsWhen === (signedIn ? 'signed-in' : 'signed-out')) continue
      const path = routePath(route, ids)
      await test.step(`${route.name} (${path})`, async () => {
        // Inside the running app: a full load per route would spend most of the suite booting the app again; the
        // screens axe reads are the same.
        await goInApp(page, path)
        await route.ready(page, { signedIn })
        await expect(page.locator('html')).toHaveClass(
          scheme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*(^|\s)dark(\s|$))/,
        )
        await settled(page)
        // Only violations come back (passes are most of axe's answer, and of its time).
        const results = await analyze(page, {
          runOnly: { type: 'tag', values: TAGS },
          rules: EXTRA_RULES,
          resultTypes: ['violations'],
        })
        for (const v of results.violations) {
          if (!v.impact || !BLOCKING.has(v.impact)) continue
          findings.push({
            route: `${route.name} (${path})`,
            id: v.id,
            impact: v.impact,
            help: v.help,
            helpUrl: v.helpUrl,
            nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
          })
        }
      })
    }
    if (findings.length) console.log(`\n${title}\n${report(findings)}\n`)
    expect(findings.length, `serious or critical violations:\n\n${report(findings)}`).toBe(0)
  })
}
