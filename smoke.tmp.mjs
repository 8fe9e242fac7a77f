import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] })
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } })
const page = await ctx.newPage()
page.on('console', m => { if (m.type() === 'error') console.log('console', m.text().slice(0, 300)) })
page.on('pageerror', e => console.log('pageerror', e.message))
const t0 = Date.now(); const T = () => Date.now() - t0
await page.goto('http://127.0.0.1:4500/')
await page.locator('main article').first().waitFor({ timeout: 60000 })
console.log('cards', T())
await page.evaluate(() => window.__lemonMock.offlineReady()); console.log('ready', T())
await ctx.setOffline(true)
for (const p of ['/', '/post/12', '/user/3']) {
  const pending = new Set()
  page.on('request', r => pending.add(r.url())); page.on('requestfinished', r => pending.delete(r.url())); page.on('requestfailed', r => pending.delete(r.url()))
  try { await page.goto('http://127.0.0.1:4500' + p, { timeout: 20000 }); console.log('ok', p, T()) } catch (e) { console.log('FAIL', p, [...pending]) }
}
await browser.close()
