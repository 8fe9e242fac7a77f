import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// Runs after the suite's webServer has built dist/ (npm run build); it needs no page. faker only
// generates fixtures/data/*.json by hand, so none of its code may reach the production bundle,
// while the generated data itself does (the mock backend ships in the app).
const assets = join('dist', 'assets')

// Strings only faker's code carries: its package name and docs site, its locale proxy and error
// texts, and the {{module.method}} patterns its locale definitions are made of.
const FAKER_MARKERS: [string, RegExp][] = [
  ['package name', /@faker-js/],
  ['docs site', /fakerjs\.dev/],
  ['locale proxy', /FakerLocaleProxy/],
  ['zh_CN locale', /fakerZH_CN|zh_CN/],
  ['definition patterns', /\{\{(person|location|company|commerce|internet|food|system)\.[a-z_]+\}\}/],
]

test('fixtures: faker is absent from the production bundle, while the generated demo data ships', () => {
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'))
  expect(files.length).toBeGreaterThan(0)
  const found: string[] = []
  let hasDemoData = false
  for (const name of files) {
    const code = readFileSync(join(assets, name), 'utf8')
    for (const [what, marker] of FAKER_MARKERS) if (marker.test(code)) found.push(`${name}: ${what}`)
    if (code.includes('demo@example.com') && code.includes('/demo-images/posts/')) hasDemoData = true
  }
  expect(found).toEqual([])
  expect(hasDemoData).toBe(true)
})
