import { describe, expect, it } from 'vitest'
import { displayUrl, EXTERNAL_LINK_REL, normalizeWebsite, safeExternalHref, searchHref } from './safe-url'

describe('safe external links', () => {
  it('only absolute http and https addresses become link targets', () => {
    expect(safeExternalHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(safeExternalHref('  http://example.com ')).toBe('http://example.com/')
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'file:///etc/passwd',
      '/relative',
      'example.com',
      'https://',
      '',
      null,
      undefined,
    ]) {
      expect(safeExternalHref(bad)).toBeNull()
    }
    expect(EXTERNAL_LINK_REL).toBe('noopener noreferrer')
  })

  it('a typed website without a scheme is read as https; one with a scheme is kept for the check to judge', () => {
    expect(normalizeWebsite(' lemon.example.com/me ')).toBe('https://lemon.example.com/me')
    expect(normalizeWebsite('http://a.cn')).toBe('http://a.cn')
    expect(normalizeWebsite('javascript:alert(1)')).toBe('javascript:alert(1)')
    expect(normalizeWebsite('   ')).toBe('')
  })

  it('reads without the scheme, www. and a trailing slash', () => {
    expect(displayUrl('https://www.example.com/')).toBe('example.com')
    expect(displayUrl('http://example.com/a/b')).toBe('example.com/a/b')
  })
})

describe('search links', () => {
  it('carry any text: markup, spaces and # encoded, a lone surrogate as U+FFFD instead of a throw', () => {
    expect(searchHref('咖啡')).toBe('/?q=%E5%92%96%E5%95%A1')
    expect(new URLSearchParams(searchHref('<b>a b#c</b>').slice(2)).get('q')).toBe('<b>a b#c</b>')
    expect(() => encodeURIComponent('\ud83d柠檬')).toThrow(URIError)
    expect(new URLSearchParams(searchHref('\ud83d柠檬').slice(2)).get('q')).toBe('\ufffd柠檬')
  })
})
