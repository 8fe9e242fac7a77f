import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { setFollow } from './set-follow'

const server = setupTestServer()

describe('setFollow', () => {
  it.each([
    ['POST', true, 13],
    ['DELETE', false, 11],
  ] as const)(
    "R7.21 %s /social/follow/{userId} goes with the token and returns the answer's isFollowing and followersCount",
    async (method, isFollowing, followersCount) => {
      setTokens('a1', 'r1')
      const seen: string[] = []
      const answer = (request: Request) => {
        seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('Authorization')}`)
        return HttpResponse.json(ok({ isFollowing, followersCount }))
      }
      server.use(
        http.post(apiUrl('/social/follow/42'), ({ request }) => answer(request)),
        http.delete(apiUrl('/social/follow/42'), ({ request }) => answer(request)),
      )
      await expect(setFollow(42, method)).resolves.toEqual({ isFollowing, followersCount })
      expect(seen).toEqual([`${method} /api/social/follow/42 Bearer a1`])
    },
  )

  it('R7.21 an answer without isFollowing or followersCount is refused', async () => {
    setTokens('a1', 'r1')
    server.use(http.post(apiUrl('/social/follow/42'), () => HttpResponse.json(ok({ isFollowing: true }))))
    await expect(setFollow(42, 'POST')).rejects.toMatchObject({ type: 'DATA_VALIDATION_ERROR' })
  })
})
