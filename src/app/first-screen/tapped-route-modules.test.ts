// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { fetchTappedRouteModules } from './tapped-route-modules'
import type { FirstScreenState } from './snapshot'

const state = (over: Partial<FirstScreenState>): FirstScreenState => ({ build: 'b', base: '/', restored: true, prerendered: null, tap: null, ...over })
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

describe('the route a tap on the restored screen opens', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<template data-route-modules="/post/"><link rel="modulepreload" href="/assets/post.route-1.js"><link rel="modulepreload" href="/assets/comments-2.js"></template>' +
      '<template data-route-modules="/user/"><link rel="modulepreload" href="/assets/user.route-3.js"></template>'
  })

  it('fetches the tapped route’s modules (its template moved into <head>), once', () => {
    const tapped = state({ tap: '/post/12' })
    expect(fetchTappedRouteModules(tapped)).toBe(true)
    expect(preloads()).toEqual(['/assets/post.route-1.js', '/assets/comments-2.js'])
    expect(document.querySelector('template[data-route-modules="/post/"]')).toBeNull()
    expect(fetchTappedRouteModules(tapped)).toBe(false)
    expect(preloads()).toHaveLength(2)
  })

  it('fetches nothing without a tap, for a screen the build rendered (not restored), or for a route not listed', () => {
    expect(fetchTappedRouteModules(state({}))).toBe(false)
    expect(fetchTappedRouteModules(state({ restored: false, tap: '/post/12' }))).toBe(false)
    expect(fetchTappedRouteModules(state({ tap: '/messages' }))).toBe(false)
    expect(fetchTappedRouteModules(undefined)).toBe(false)
    expect(preloads()).toEqual([])
  })
})
