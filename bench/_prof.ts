import { chromium } from '@playwright/test'
import { startStaticServer } from './static-server'
const dir = process.argv[2] ?? 'dist'
const server = await startStaticServer(dir, { port: 4391 })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
const p1 = await context.newPage()
await p1.goto(server.origin + '/')
await p1.waitForSelector('main article img')
await p1.waitForTimeout(4000)
await p1.close()
for (let run = 0; run < 3; run++) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(server.origin + '/')
  await page.waitForFunction(() => { const i = document.querySelector<HTMLImageElement>('main article img'); return i && i.complete && i.naturalWidth > 0 })
  await page.waitForTimeout(300)
  const { profile } = await cdp.send('Profiler.stop')
  if (run < 2) { await page.close(); continue }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<number, number>()
  const deltas = profile.timeDeltas ?? []
  ;(profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0) / 1000))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const incl = new Map<string, number>()
  const key = (id: number) => { const { functionName, url, lineNumber } = byId.get(id)!.callFrame; return `${functionName || '(anon)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}` }
  ;(profile.samples ?? []).forEach((id, i) => {
    const seen = new Set<string>()
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) seen.add(key(cur))
    for (const k of seen) incl.set(k, (incl.get(k) ?? 0) + (deltas[i] ?? 0) / 1000)
  })
  console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 90).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'))
  console.log(await page.evaluate(() => JSON.stringify(performance.getEntriesByType('resource').map((r) => [r.name.replace(/^.*\//, ''), Math.round(r.startTime), Math.round(r.responseEnd)]))))
}
await browser.close()
server.close?.()
process.exit(0)
