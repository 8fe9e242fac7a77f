import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { updateProfile } from './update-profile'

const server = setupTestServer()

describe('updateProfile', () => {
  it('R7.8 PUT /users/profile with a JSON body of displayName, bio, location, website, gender and birthDate; reads back the saved user', async () => {
    setTokens('a1', 'r1')
    let seen: { method: string; body: unknown; auth: string | null; type: string | null } | null = null
    server.use(
      http.put(apiUrl('/users/profile'), async ({ request }) => {
        seen = {
          method: request.method,
          body: await request.json(),
          auth: request.headers.get('Authorization'),
          type: request.headers.get('Content-Type'),
        }
        return HttpResponse.json(
          ok({
            user: {
              id: 3,
              username: 'lemon',
              email: 'L@Example.com',
              displayName: '新名字',
              bio: '简介',
              gender: 'female',
              birthDate: null,
            },
            stats: { postsCount: 1, followersCount: 2, followingCount: 3 },
          }),
        )
      }),
    )
    const body = {
      displayName: '新名字',
      bio: '简介',
      location: '',
      website: 'https://example.com',
      gender: 'female' as const,
      birthDate: null,
    }
    const answer = await updateProfile(body)
    expect(seen).toEqual({ method: 'PUT', body, auth: 'Bearer a1', type: 'application/json' })
    expect(answer.user).toMatchObject({
      id: 3,
      email: 'l@example.com',
      displayName: '新名字',
      gender: 'female',
      birthDate: null,
    })
    expect(answer.stats.followersCount).toBe(2)
  })
})
