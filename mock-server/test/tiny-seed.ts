import type { UserRecord } from '../records'
import type { Seed } from '../seed'

// A three-user seed for storage tests: small, so each test opens fast and counts are easy to assert.
export function tinyUser(id: number, overrides: Partial<UserRecord> = {}): UserRecord {
  const at = '2026-01-01T00:00:00.000Z'
  return {
    id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    passwordHash: 'x',
    passwordSalt: 'y',
    displayName: `用户${id}`,
    avatar: null,
    bio: '',
    location: null,
    website: null,
    gender: null,
    birthDate: null,
    verified: false,
    role: 'user',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  }
}

export const tinySeed = (version = 'tiny-1'): Seed => ({
  version,
  tables: { users: [tinyUser(1), tinyUser(2), tinyUser(3)] },
})

let dbCounter = 0
/** A fresh IndexedDB name per test, so tests never see each other's data. */
export const uniqueDbName = () => `lemon-test-${Date.now()}-${++dbCounter}`
