import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { paths } from './paths'
import { ruleScreens } from './rule-screens'

const rules = JSON.parse(readFileSync(new URL('../../docs/spec-rules.json', import.meta.url), 'utf8')) as Record<
  string,
  { layers: string[] }
>
const patterns = Object.values(paths).map((p) => new RegExp(`^${p.path.replace(/:\w+/g, '[^/]+')}$`))
const isRoute = (href: string) => patterns.some((re) => re.test(href.split('?')[0]!))

describe('the screen each rule shows on', () => {
  it('every screen rule of docs/spec-rules.json has a screen', () => {
    const screenRules = Object.entries(rules).filter(([, r]) => r.layers.includes('screen'))
    expect(screenRules.length).toBeGreaterThan(100)
    expect(screenRules.filter(([id]) => !ruleScreens.of(id)).map(([id]) => id)).toEqual([])
  })

  it('follows the spec’s sections: the route table, the screens of §2, and validation, errors and roles by range', () => {
    const href = (id: string) => ruleScreens.of(id)?.href
    expect(href('R2.1')).toBe('/')
    expect(href('R2.13')).toBe('/messages')
    expect(href('R2.17')).toBe('/no-such-page')
    expect(href('R2.30')).toMatch(/^\/post\/\d+$/)
    expect(href('R2.44')).toBe('/profile')
    expect(href('R2.62')).toMatch(/^\/messages\/\d+$/)
    expect(href('R5.4')).toBe('/register')
    expect(href('R5.8')).toBe('/login')
    expect(href('R8.29')).toBe('/profile/edit')
    expect(href('R9.30')).toMatch(/^\/user\/\d+$/)
    expect(ruleScreens.of('R7.1')).toBeNull()
    expect(ruleScreens.of('R5.7')).toBeNull()
  })

  it('links only to routes of the route table (the 404 page aside), each screen listed once', () => {
    const hrefs = ruleScreens.all.map((s) => s.href)
    expect(hrefs.filter((h) => !isRoute(h))).toEqual(['/no-such-page'])
    expect(new Set(ruleScreens.all.map((s) => s.key)).size).toBe(ruleScreens.all.length)
    expect(ruleScreens.all.map((s) => s.key)).toContain('post')
  })
})
