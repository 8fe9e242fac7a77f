import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { FollowListSchema, FollowUserSchema } from './follow.schema'
import { parseOk } from '@/test/schema-parse'

describe('follow list', () => {
  it('R3.10 a follow-list user is read from its snake_case fields', () => {
    expect(
      parseOk(FollowUserSchema, {
        id: 3,
        display_name: '小柠檬',
        username: 'lemon',
        avatar_url: '/u.png',
        bio: ' 爱生活 ',
        followers_count: 12,
        posts_count: 4,
        is_verified: true,
        is_following: false,
      }),
    ).toEqual({
      id: 3,
      displayName: '小柠檬',
      username: 'lemon',
      avatar: '/u.png',
      bio: '爱生活',
      followersCount: 12,
      postsCount: 4,
      verified: true,
      isFollowing: false,
    })
  })
  it('R3.10 R7.11 the list is an array and missing counts read as 0', () => {
    const [u] = parseOk(FollowListSchema, [{ id: 1, username: 'a' }])
    expect(u).toMatchObject({ displayName: 'a', followersCount: 0, postsCount: 0, isFollowing: false })
    expect(v.safeParse(FollowListSchema, [{ username: 'a' }]).success).toBe(false)
  })
})
