// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { appendInSteps, evaluateInSteps, fetchRouteModules, fetchTappedRouteModules } from './route-modules'
import type { FirstScreenState } from './snapshot'

const state = (over: Partial<FirstScreenState>): FirstScreenState => ({
  build: 'b',
  base: '/',
  restored: true,
  prerendered: null,
  tap: null,
  ...over,
})
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

describe('the modules of a lazy route the build lists', () => {
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

  it('fetches the route of a link tapped on the build’s screen (a first visit) as well', () => {
    expect(fetchTappedRouteModules(state({ restored: false, prerendered: '/', tap: '/user/3' }))).toBe(true)
    expect(preloads()).toEqual(['/assets/user.route-3.js'])
  })

  it('fetches nothing without a tap, without a first screen (neither restored nor built), or for a route not listed', () => {
    expect(fetchTappedRouteModules(state({}))).toBe(false)
    expect(fetchTappedRouteModules(state({ restored: false, tap: '/post/12' }))).toBe(false)
    expect(fetchTappedRouteModules(state({ tap: '/messages' }))).toBe(false)
    expect(fetchTappedRouteModules(undefined)).toBe(false)
    expect(preloads()).toEqual([])
  })

  it('fetches the route of the page’s own address and names its modules, in the build’s order', () => {
    expect(fetchRouteModules('/user/3')).toEqual([new URL('/assets/user.route-3.js', document.baseURI).href])
    expect(preloads()).toEqual(['/assets/user.route-3.js'])
    expect(fetchRouteModules('/user/3')).toBeNull()
    expect(fetchRouteModules('/messages/2')).toBeNull()
  })
})

describe('a route’s modules evaluated in steps', () => {
  it('imports what the route’s chunk imports first, one module per step', async () => {
    const order: string[] = []
    const load = vi.fn(async (address: string) => void order.push(`load ${address}`))
    await evaluateInSteps(['route.js', 'comments.js', 'dialog.js'], async () => void order.push('step'), load)
    expect(order).toEqual(['load dialog.js', 'step', 'load comments.js', 'step', 'load route.js', 'step'])
  })

  it('goes on past a module that fails to load (the router loads the route again and shows its own failure)', async () => {
    const load = vi.fn(async (address: string) => {
      if (address === 'comments.js') throw new TypeError('Failed to fetch dynamically imported module')
    })
    await expect(
      evaluateInSteps(['route.js', 'comments.js', 'dialog.js'], async () => undefined, load),
    ).resolves.toBeUndefined()
    expect(load).toHaveBeenCalledTimes(3)
  })
})

describe('links appended a few per step', () => {
  it('appends each batch after a step, in order', async () => {
    document.head.innerHTML = ''
    const links = ['a', 'b', 'c', 'd', 'e'].map((name) =>
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href: `/assets/${name}.js` }),
    )
    const seen: number[] = []
    await appendInSteps(document.head, links, 2, async () => void seen.push(document.head.children.length))
    expect(seen).toEqual([0, 2, 4])
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'])
  })

  it('hands a route’s links to the caller’s way of appending them', () => {
    document.head.innerHTML =
      '<template data-route-modules="/user/"><link rel="modulepreload" href="/assets/user.route-3.js"></template>'
    const handed: Element[][] = []
    expect(fetchRouteModules('/user/3', document, (links) => handed.push(links))).toHaveLength(1)
    expect(handed[0]?.map((l) => l.getAttribute('href'))).toEqual(['/assets/user.route-3.js'])
    expect(preloads()).toEqual([])
  })
})
