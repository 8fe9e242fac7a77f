import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { getFollowPage } from './get-follow-list'

const server = setupTestServer()

describe('getFollowPage', () => {
  it('R3.10 R7.11 a follow-list row is read from the wire, is_following included', async () => {
    server.use(
      http.get(apiUrl('/users/5/followers'), () =>
        HttpResponse.json(
          ok([
            {
              id: 8,
              username: 'deer',
              display_name: '小鹿',
              avatar_url: '/uploads/8.webp',
              bio: ' 旅行 ',
              followers_count: 30,
              posts_count: 4,
              is_verified: true,
              is_following: true,
            },
            { id: 9, username: 'cat', is_following: false },
          ]),
        ),
      ),
    )
    const { items } = await getFollowPage('followers', 5, 1)
    expect(items).toEqual([
      {
        id: 8,
        username: 'deer',
        displayName: '小鹿',
        avatar: '/uploads/8.webp',
        bio: '旅行',
        followersCount: 30,
        postsCount: 4,
        verified: true,
        isFollowing: true,
      },
      {
        id: 9,
        username: 'cat',
        displayName: 'cat',
        avatar: null,
        bio: '',
        followersCount: 0,
        postsCount: 0,
        verified: false,
        isFollowing: false,
      },
    ])
  })
})
