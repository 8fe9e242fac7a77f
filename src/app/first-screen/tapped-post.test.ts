import { describe, expect, it } from 'vitest'
import { tappedPostId } from './tapped-post'

describe('tappedPostId', () => {
  it('reads the post a kept link opens, under the build’s base, with or without a query or hash', () => {
    expect(tappedPostId({ tap: '/post/12', base: '/' })).toBe(12)
    expect(tappedPostId({ tap: '/post/12?from=feed#c', base: '/' })).toBe(12)
    expect(tappedPostId({ tap: '/demo/post/12', base: '/demo/' })).toBe(12)
  })

  it('is null for any other link, a link outside the base, or no tap', () => {
    expect(tappedPostId({ tap: '/user/3', base: '/' })).toBeNull()
    expect(tappedPostId({ tap: '/post/12/edit', base: '/' })).toBeNull()
    expect(tappedPostId({ tap: '/post/12', base: '/demo/' })).toBeNull()
    expect(tappedPostId({ tap: null, base: '/' })).toBeNull()
    expect(tappedPostId(undefined)).toBeNull()
  })
})
