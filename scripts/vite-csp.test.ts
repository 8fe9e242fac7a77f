import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, cspPlugin, inlineScriptHashes, withPolicyMeta } from './vite-csp'
import { firstScreenPlugin } from './vite-first-screen'
import { builtIndexHtml, tinyProjects } from './vite-test-project'

// The build's Content-Security-Policy (ADR 012) on a tiny project like the app (the first-screen script after
// #root, one module entry): the meta comes first in <head>, allows exactly the inline scripts the build has by their
// hashes, and never 'unsafe-inline' or 'unsafe-eval' for scripts.

const project = tinyProjects('lemon-csp-')
const built = (env: Record<string, string> = {}) =>
  builtIndexHtml(
    project('document.title = "a"', {
      '.env': Object.entries(env)
        .map(([k, v]) => `${k}=${v}\n`)
        .join(''),
    }),
    [firstScreenPlugin(), cspPlugin()],
  )

const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#39;|&apos;/g, "'")
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the build’s Content-Security-Policy', () => {
  it('a meta before any script allows scripts from the origin and the first-screen scripts (theme, first screen) by their hashes, nothing inline besides, no eval', async () => {
    const html = await built()
    const policy = policyOf(html)!
    expect(policy).toBeDefined()
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(inline).toHaveLength(2)
    const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`)
    expect(directive(policy, 'script-src')).toEqual(["'self'", ...hashes])
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(policy).not.toContain('unsafe-eval')
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'self'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    // Nothing of the app needs data: pictures or blob: workers (the image compressor draws on an OffscreenCanvas).
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'blob:'])
    expect(directive(policy, 'worker-src')).toEqual(["'self'"])
  }, 60_000)

  it('a real backend (VITE_API_BASE_URL) may be called and its pictures shown', async () => {
    const policy = policyOf(await built({ VITE_API_BASE_URL: 'https://api.example.com/api' }))!
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com'])
    expect(directive(policy, 'img-src')).toContain('https://api.example.com')
  }, 60_000)

  it('hashes every inline classic script, skips those with src, and puts the meta right after <meta charset>', () => {
    const html =
      '<head><meta charset="UTF-8"><title>x</title></head><body><script>a()</script><script type="module" src="/m.js"></script><script data-x="1">b()</script></body>'
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')])
    const out = withPolicyMeta(html, contentSecurityPolicy({ scriptHashes: [] }))
    expect(out.indexOf('<meta charset="UTF-8">')).toBeLessThan(out.indexOf('Content-Security-Policy'))
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<title>'))
    expect(() => withPolicyMeta('<head></head>', 'x')).toThrow(/meta charset/)
  })
})
