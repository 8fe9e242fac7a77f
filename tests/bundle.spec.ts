import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { measureInitialJs } from '../bench/initial-js'
import { ROUTE_MODULES_ATTR } from '../src/lib/page-ids'
import { expect, test } from './fixtures'

// Runs after the suite's webServer has built dist/ (npm run build); it needs no page. faker only
// generates fixtures/data/*.json by hand, so none of its code may reach the production bundle or the service worker,
// while the generated data itself ships as a data file the worker fetches, in no JavaScript at all (ADR 008).
const dist = process.env.E2E_OUT_DIR ?? 'dist'
const assets = join(dist, 'assets')

// Strings only faker's code carries: its package name and docs site, its locale proxy and error
// texts, and the {{module.method}} patterns its locale definitions are made of.
const FAKER_MARKERS: [string, RegExp][] = [
  ['package name', /@faker-js/],
  ['docs site', /fakerjs\.dev/],
  ['locale proxy', /FakerLocaleProxy/],
  ['zh_CN locale', /fakerZH_CN|zh_CN/],
  ['definition patterns', /\{\{(person|location|company|commerce|internet|food|system)\.[a-z_]+\}\}/],
]

test('fixtures: faker is absent from the production bundle, while the generated demo data ships as a data file', () => {
  const files = [
    ...readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => join(assets, name)),
    join(dist, 'sw.js'),
  ]
  expect(files.length).toBeGreaterThan(1)
  const found: string[] = []
  const dataInCode: string[] = []
  for (const file of files) {
    const code = readFileSync(file, 'utf8')
    for (const [what, marker] of FAKER_MARKERS) if (marker.test(code)) found.push(`${file}: ${what}`)
    if (code.includes('demo@example.com') && code.includes('/demo-images/posts/')) dataInCode.push(file)
  }
  expect(found).toEqual([])
  expect(dataInCode).toEqual([])
  const seeds = readdirSync(join(dist, 'mock-data')).filter((name) => /^seed-\w+\.json$/.test(name))
  expect(seeds).toHaveLength(1)
  const seed = JSON.parse(readFileSync(join(dist, 'mock-data', seeds[0]!), 'utf8')) as {
    users: { email: string }[]
    posts: { images: { url: string }[] }[]
  }
  expect(seed.users.some((u) => u.email === 'demo@example.com')).toBe(true)
  expect(seed.posts.every((p) => p.images[0]!.url.startsWith('/demo-images/posts/'))).toBe(true)
  // The worker is told where the seed is.
  expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toContain(`mock-data/${seeds[0]}`)
})

test('the service worker stays small: no cookie jar or public-suffix list (our API sends no cookies), under 250 KB', () => {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8')
  // tldts's list and tough-cookie's own texts: 400 KB that every worker start would evaluate before its first answer.
  expect(worker).not.toMatch(/tough-cookie|publicsuffix|\bxn--[a-z0-9]{4,}/)
  expect(Buffer.byteLength(worker)).toBeLessThan(250_000)
})

test('the test results the build carries are a chunk of their own, loaded by the developer tools (/test-api, the floating panel’s bug report), never by the home route', () => {
  const chunks = readdirSync(assets).filter((name) => /^_virtual_lemon-test-results-[\w-]+\.js$/.test(name))
  expect(chunks).toHaveLength(1)
  const initial = measureInitialJs(dist).counted.map((c) => c.file)
  expect(initial.length).toBeGreaterThan(0)
  expect(initial.filter((file) => file.includes('test-results'))).toEqual([])
  // Imported dynamically by the developer tools' own lazy chunks only (the bug report reads the build's commit in it).
  const importers = readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(chunks[0]!),
  )
  expect(importers.length).toBeGreaterThan(0)
  for (const file of importers) expect(file).toMatch(/^(dev-console\.route|live-machines-browser)-/)
  expect(initial.filter((file) => importers.some((name) => file.endsWith(name)))).toEqual([])
})

test('the post and user routes’ chunks (fetched at a tap on a returning visit’s restored screen) are listed apart, and are not the home route’s initial JS, which stays under 150 KB gzip', () => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const listed = (prefix: string) =>
    [
      ...(new RegExp(`<template ${ROUTE_MODULES_ATTR}="${prefix}">(.*?)</template>`).exec(html)?.[1] ?? '').matchAll(
        /href="\/assets\/([^"]+)"/g,
      ),
    ].map((m) => m[1]!)
  expect(listed('/post/').some((file) => /^post\.route-[\w-]+\.js$/.test(file))).toBe(true)
  expect(listed('/user/').some((file) => /^user\.route-[\w-]+\.js$/.test(file))).toBe(true)
  const initial = measureInitialJs(dist)
  expect(initial.counted.map((c) => c.file).filter((file) => /(post|user)\.route-/.test(file))).toEqual([])
  expect(initial.gzipTotal).toBeLessThanOrEqual(150 * 1024)
})
