import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { connectTestServices } from '@/test/services'
import type { ProfileResponse, PublicProfileResponse } from '@/schemas/user.schema'
import type { FollowUser } from '@/schemas/follow.schema'
import type { FollowPage } from '../api/get-follow-list'
import { commitFollow } from './follow-cache'

const profile = (isFollowing: boolean, followers: number): PublicProfileResponse => ({
  user: {
    id: 5,
    username: 'deer',
    displayName: '小鹿',
    bio: '',
    avatar: null,
    followersCount: followers,
    followingCount: 3,
    postsCount: 2,
    isFollowing,
    verified: false,
    createdAt: null,
  },
  stats: { postsCount: 2, followersCount: followers, followingCount: 3 },
})
const me = (following: number): ProfileResponse => ({
  user: {
    id: 1,
    username: 'me',
    email: 'me@x.com',
    displayName: '我',
    avatar: null,
    bio: '',
    location: null,
    website: null,
    gender: null,
    birthDate: null,
    age: null,
    verified: false,
    createdAt: null,
    updatedAt: null,
  },
  stats: { postsCount: 0, followersCount: 0, followingCount: following },
})
const row = (id: number, isFollowing: boolean, followersCount: number): FollowUser => ({
  id,
  username: `u${id}`,
  displayName: `用户${id}`,
  avatar: null,
  bio: '',
  followersCount,
  postsCount: 0,
  verified: false,
  isFollowing,
})

function caches() {
  const qc = new QueryClient()
  connectTestServices({ queryClient: qc })
  qc.setQueryData(queryKeys.users.detail(5), profile(false, 100))
  qc.setQueryData(queryKeys.auth.profile, me(7))
  qc.setQueryData(queryKeys.follow.followers(9, 1), {
    pageParams: [1],
    pages: [{ page: 1, items: [row(5, false, 100), row(6, true, 3)], hasMore: false, total: 2 } satisfies FollowPage],
  })
  return qc
}

describe('follow cache', () => {
  it('R4.18 a follow answer sets the follower count in the profile and every list row, and moves my following count by one', () => {
    const qc = caches()
    commitFollow(5, { isFollowing: true, followersCount: 101 })
    expect(qc.getQueryData<PublicProfileResponse>(queryKeys.users.detail(5))?.user).toMatchObject({
      isFollowing: true,
      followersCount: 101,
    })
    expect(qc.getQueryData<PublicProfileResponse>(queryKeys.users.detail(5))?.stats.followersCount).toBe(101)
    const rows = qc.getQueryData<{ pages: FollowPage[] }>(queryKeys.follow.followers(9, 1))!.pages[0]!.items
    expect(rows[0]).toMatchObject({ isFollowing: true, followersCount: 101 })
    expect(rows[1]).toMatchObject({ isFollowing: true, followersCount: 3 })
    expect(qc.getQueryData<ProfileResponse>(queryKeys.auth.profile)?.stats.followingCount).toBe(8)

    commitFollow(5, { isFollowing: false, followersCount: 100 })
    expect(qc.getQueryData<ProfileResponse>(queryKeys.auth.profile)?.stats.followingCount).toBe(7)
    expect(qc.getQueryData<PublicProfileResponse>(queryKeys.users.detail(5))?.user.followersCount).toBe(100)
  })

  it('R4.18 the same answer twice moves my following count once, and a count never goes below 0', () => {
    const qc = caches()
    commitFollow(5, { isFollowing: true, followersCount: 101 })
    commitFollow(5, { isFollowing: true, followersCount: 101 })
    expect(qc.getQueryData<ProfileResponse>(queryKeys.auth.profile)?.stats.followingCount).toBe(8)
    commitFollow(5, { isFollowing: false, followersCount: -1 })
    expect(qc.getQueryData<PublicProfileResponse>(queryKeys.users.detail(5))?.user.followersCount).toBe(0)
  })
})
