import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] })
for (let i = 0; i < 2; i++) {
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } })
const page = await ctx.newPage()
await page.goto('http://127.0.0.1:4500/about')
const r = await page.evaluate(async () => {
  const t0 = performance.now()
  await navigator.serviceWorker.ready
  const t1 = performance.now()
  while (!navigator.serviceWorker.controller) await new Promise(r => setTimeout(r, 20))
  const t2 = performance.now()
  await fetch('/api/health'); const t3 = performance.now()
  await fetch('/api/posts?page=1&limit=20'); const t4 = performance.now()
  return { sinceNav: t0, ready: t1 - t0, controlled: t2 - t1, health: t3 - t2, posts: t4 - t3 }
})
console.log(JSON.stringify(r))
await ctx.close()
}
await browser.close()
