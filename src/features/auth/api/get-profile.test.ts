import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { getProfile } from './get-profile'

const server = setupTestServer()
const stats = { postsCount: 4, followersCount: 12, followingCount: 3 }

function answer(user: Record<string, unknown>) {
  server.use(http.get(apiUrl('/users/profile'), () => HttpResponse.json(ok({ user, stats }))))
}

describe('getProfile', () => {
  it('R3.1 R3.3 R7.7 GET /users/profile reads the user (email lowercased, display_name for a missing displayName, bio trimmed and cut to 500) and the stats', async () => {
    setTokens('a1', 'r1')
    answer({
      id: 3,
      username: 'lemon',
      email: 'Lemon@Example.COM',
      display_name: '柠檬',
      bio: `  ${'长'.repeat(600)}  `,
      gender: 'female',
      birthDate: '2000-02-29',
      age: 26,
      is_verified: true,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    const { user, stats: read } = await getProfile()
    expect(user).toMatchObject({
      id: 3,
      username: 'lemon',
      email: 'lemon@example.com',
      displayName: '柠檬',
      gender: 'female',
      birthDate: '2000-02-29',
      age: 26,
      verified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    expect(user.bio).toBe('长'.repeat(500))
    expect(read).toEqual(stats)
  })

  it('R3.1 with neither displayName nor display_name the name is the username; displayName wins over display_name', async () => {
    setTokens('a1', 'r1')
    answer({ id: 3, username: 'lemon', email: null })
    expect((await getProfile()).user.displayName).toBe('lemon')
    answer({ id: 3, username: 'lemon', email: null, displayName: '新名字', display_name: '旧名字' })
    expect((await getProfile()).user.displayName).toBe('新名字')
  })

  it('R3.1 reads avatar (or avatar_url) as the media url, location, website, updatedAt, and a null birthDate as null', async () => {
    setTokens('a1', 'r1')
    answer({
      id: 3,
      username: 'lemon',
      email: 'a@b.c',
      avatar: '/uploads/avatars/a.png',
      avatar_url: '/uploads/avatars/old.png',
      location: '上海',
      website: 'https://lemon.example',
      birthDate: null,
      updatedAt: '2026-02-02T00:00:00.000Z',
    })
    const { user } = await getProfile()
    expect(user).toMatchObject({
      avatar: '/uploads/avatars/a.png',
      location: '上海',
      website: 'https://lemon.example',
      birthDate: null,
      updatedAt: '2026-02-02T00:00:00.000Z',
    })
    answer({ id: 3, username: 'lemon', email: 'a@b.c', avatar_url: '/uploads/avatars/b.png' })
    const { user: fromSnake } = await getProfile()
    expect(fromSnake).toMatchObject({
      avatar: '/uploads/avatars/b.png',
      location: null,
      website: null,
      birthDate: null,
      updatedAt: null,
    })
  })

  it.each(['male', 'female', 'other', 'prefer_not_to_say'])('R3.1 the wire gender %s is read as is', async (gender) => {
    setTokens('a1', 'r1')
    answer({ id: 3, username: 'lemon', email: 'a@b.c', gender })
    expect((await getProfile()).user.gender).toBe(gender)
  })

  it.each(['男', 'unknown', 'Female'])('R3.1 a gender outside the four wire values (%s) is refused', async (gender) => {
    setTokens('a1', 'r1')
    answer({ id: 3, username: 'lemon', email: 'a@b.c', gender })
    await expect(getProfile()).rejects.toMatchObject({ type: 'DATA_VALIDATION_ERROR' })
  })

  it.each([
    ['id', { username: 'lemon', email: 'a@b.c' }],
    ['username', { id: 3, email: 'a@b.c' }],
    ['the email key', { id: 3, username: 'lemon' }],
  ])('R3.2 a user without %s is refused, not shown', async (_, user) => {
    setTokens('a1', 'r1')
    answer(user)
    await expect(getProfile()).rejects.toThrow()
  })
})
