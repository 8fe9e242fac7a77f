import { describe, expect, it } from 'vitest'
import { followStatusQueryOptions } from '../api/get-follow-status'

describe('follow status query', () => {
  it('R5.24 is enabled for a positive integer user id with a logged-in viewer', () => {
    expect(followStatusQueryOptions(5, 1).enabled).toBe(true)
    expect(followStatusQueryOptions(1, 2).enabled).toBe(true)
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('R5.24 is disabled for the user id %s', (userId) => {
    expect(followStatusQueryOptions(userId, 1).enabled).toBe(false)
  })

  it('R5.24 is disabled without a viewer', () => {
    expect(followStatusQueryOptions(5, null).enabled).toBe(false)
  })
})
