import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { getUser } from './get-user'

const server = setupTestServer()

describe('getUser', () => {
  it('R3.4 R7.9 reads a public profile from its snake_case fields', async () => {
    server.use(
      http.get(apiUrl('/users/5'), () =>
        HttpResponse.json(
          ok({
            user: {
              id: 5,
              username: 'deer',
              display_name: '小鹿',
              bio: ' 爱旅行 ',
              avatar_url: '/avatars/5.webp',
              followers_count: 12,
              following_count: 3,
              posts_count: 7,
              is_following: true,
              is_verified: true,
              created_at: '2026-01-01T00:00:00.000Z',
            },
            stats: { postsCount: 7, followersCount: 12, followingCount: 3 },
          }),
        ),
      ),
    )
    const { user } = await getUser(5)
    expect(user).toMatchObject({
      id: 5,
      username: 'deer',
      displayName: '小鹿',
      bio: '爱旅行',
      followersCount: 12,
      followingCount: 3,
      postsCount: 7,
      isFollowing: true,
      verified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    expect(user.avatar).toContain('/avatars/5.webp')
  })

  it("R7.9 reads the response's stats (postsCount, followersCount, followingCount) besides the user", async () => {
    server.use(
      http.get(apiUrl('/users/6'), () =>
        HttpResponse.json(
          ok({ user: { id: 6, username: 'fox' }, stats: { postsCount: 21, followersCount: 340, followingCount: 18 } }),
        ),
      ),
    )
    const { user, stats } = await getUser(6)
    expect(stats).toEqual({ postsCount: 21, followersCount: 340, followingCount: 18 })
    expect(user).toMatchObject({ id: 6, username: 'fox' })
  })

  it('R7.9 an answer without stats is refused', async () => {
    server.use(http.get(apiUrl('/users/6'), () => HttpResponse.json(ok({ user: { id: 6, username: 'fox' } }))))
    await expect(getUser(6)).rejects.toMatchObject({ type: 'DATA_VALIDATION_ERROR' })
  })

  it('R8.33 an id that is not a positive integer is refused before any call', async () => {
    await expect(getUser(0)).rejects.toThrow('Invalid user ID')
    await expect(getUser(Number.NaN)).rejects.toThrow('Invalid user ID')
  })
})
