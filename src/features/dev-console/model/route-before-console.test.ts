import { describe, expect, it } from 'vitest'
import { routeBeforeConsole, type NavigationLike } from './route-before-console'

// The route a bug report opens: where the tester was before the developer pages, from the tab's history.

const nav = (urls: string[], current = urls.length - 1): NavigationLike => ({
  entries: () => urls.map((url, index) => ({ url, index })),
  currentEntry: { url: urls[current]!, index: current },
})
const CONSOLE = ['/test-api', '/auth-debug']

describe('routeBeforeConsole', () => {
  it('is the newest entry before this one that is not a developer page, with its query', () => {
    const history = nav(['http://h/', 'http://h/post/12?from=feed', 'http://h/auth-debug', 'http://h/test-api'])
    expect(routeBeforeConsole(CONSOLE, history)).toBe('/post/12?from=feed')
  })

  it('ignores the entries after this one (the tester went Back)', () => {
    expect(routeBeforeConsole(CONSOLE, nav(['http://h/user/3', 'http://h/test-api', 'http://h/post/9'], 1))).toBe(
      '/user/3',
    )
  })

  it('is none when the console was opened directly, or the browser has no Navigation API', () => {
    expect(routeBeforeConsole(CONSOLE, nav(['http://h/test-api?scenario=demo']))).toBeNull()
    expect(routeBeforeConsole(CONSOLE, undefined)).toBeNull()
  })
})
