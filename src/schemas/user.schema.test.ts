import { describe, expect, it } from 'vitest'
import {
  ageFromBirthDate,
  GENDER_LABELS,
  ProfileResponseSchema,
  PublicProfileResponseSchema,
  UpdateProfileRequestSchema,
  UserSchema,
} from './user.schema'
import { MSG } from './messages'
import { fieldErrors, parseOk } from '@/test/schema-parse'

const wire = { id: 7, username: 'lemon', email: 'Lemon@Example.COM' }

describe('UserSchema', () => {
  it('R3.1 displayName falls back to display_name, then username', () => {
    expect(parseOk(UserSchema, { ...wire, displayName: '甲', display_name: '乙' }).displayName).toBe('甲')
    expect(parseOk(UserSchema, { ...wire, display_name: '乙' }).displayName).toBe('乙')
    expect(parseOk(UserSchema, wire).displayName).toBe('lemon')
  })
  it('R3.1 email is lowercased', () => {
    expect(parseOk(UserSchema, wire).email).toBe('lemon@example.com')
  })
  it('R3.1 R9.10 bio is trimmed and cut to 500 on read', () => {
    expect(parseOk(UserSchema, { ...wire, bio: '  你好  ' }).bio).toBe('你好')
    expect(parseOk(UserSchema, { ...wire, bio: ` ${'字'.repeat(600)} ` }).bio).toHaveLength(500)
  })
  it('R3.1 gender is one of male, female, other, prefer_not_to_say', () => {
    expect(parseOk(UserSchema, { ...wire, gender: 'female' }).gender).toBe('female')
    expect(fieldErrors(UserSchema, { ...wire, gender: 'x' })).not.toEqual({})
  })
  it('R3.2 a user missing id, username or the email key is rejected', () => {
    for (const key of ['id', 'username', 'email'] as const) {
      const { [key]: _drop, ...rest } = wire
      expect(fieldErrors(UserSchema, rest)[key], key).toBeDefined()
    }
    // the key must be present; a null email is allowed
    expect(parseOk(UserSchema, { ...wire, email: null }).email).toBe('')
  })
  it('R3.3 a profile response wraps the user and adds stats', () => {
    const out = parseOk(ProfileResponseSchema, {
      user: wire,
      stats: { postsCount: 3, followersCount: 4, followingCount: 5 },
    })
    expect(out.user.username).toBe('lemon')
    expect(out.stats).toEqual({ postsCount: 3, followersCount: 4, followingCount: 5 })
  })
  it('R3.4 public profile fields are read from snake_case', () => {
    const out = parseOk(PublicProfileResponseSchema, {
      user: {
        id: 2,
        username: 'peach',
        display_name: '桃子',
        bio: ' hi ',
        avatar_url: '/uploads/a.png',
        followers_count: 10,
        following_count: 2,
        posts_count: 8,
        is_following: true,
        is_verified: true,
        created_at: '2024-01-01T00:00:00.000Z',
      },
      stats: { postsCount: 8, followersCount: 10, followingCount: 2 },
    })
    expect(out.user).toEqual({
      id: 2,
      username: 'peach',
      displayName: '桃子',
      bio: 'hi',
      avatar: '/uploads/a.png',
      followersCount: 10,
      followingCount: 2,
      postsCount: 8,
      isFollowing: true,
      verified: true,
      createdAt: '2024-01-01T00:00:00.000Z',
    })
  })
})

describe('UpdateProfileRequestSchema', () => {
  const base = { displayName: '小柠檬' }
  it('R5.18 displayName is required after trimming: 显示名称不能为空', () => {
    expect(fieldErrors(UpdateProfileRequestSchema, { displayName: '   ' }).displayName).toEqual(['显示名称不能为空'])
    expect(parseOk(UpdateProfileRequestSchema, { displayName: ' 柠檬 ' }).displayName).toBe('柠檬')
  })
  it('R5.18 R9.11 displayName at most 50', () => {
    expect(fieldErrors(UpdateProfileRequestSchema, { displayName: 'a'.repeat(51) }).displayName).toEqual([
      MSG.displayNameMax,
    ])
  })
  it('R5.19 R9.10 bio at most 200 on edit', () => {
    expect(fieldErrors(UpdateProfileRequestSchema, { ...base, bio: 'a'.repeat(201) }).bio).toEqual([MSG.bioMax])
    expect(fieldErrors(UpdateProfileRequestSchema, { ...base, bio: 'a'.repeat(200) })).toEqual({})
  })
  it('R5.19 R9.12 location at most 100', () => {
    expect(fieldErrors(UpdateProfileRequestSchema, { ...base, location: 'a'.repeat(101) }).location).toEqual([
      MSG.locationMax,
    ])
    expect(fieldErrors(UpdateProfileRequestSchema, { ...base, location: 'a'.repeat(100) })).toEqual({})
  })
  it('R5.19 website must be a url (or empty)', () => {
    expect(fieldErrors(UpdateProfileRequestSchema, { ...base, website: 'not a url' }).website).toEqual([
      MSG.websiteInvalid,
    ])
    expect(fieldErrors(UpdateProfileRequestSchema, { ...base, website: 'https://lemon.example' })).toEqual({})
    expect(fieldErrors(UpdateProfileRequestSchema, { ...base, website: '' })).toEqual({})
  })
  it('R5.20 gender is one of four options', () => {
    for (const g of Object.keys(GENDER_LABELS)) {
      expect(fieldErrors(UpdateProfileRequestSchema, { ...base, gender: g })).toEqual({})
    }
    expect(Object.values(GENDER_LABELS)).toEqual(['男', '女', '其他', '不愿透露'])
    expect(fieldErrors(UpdateProfileRequestSchema, { ...base, gender: 'robot' }).gender).toEqual([MSG.genderInvalid])
  })
  it('R5.21 birthDate cannot be in the future: 生日不能是未来的日期', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    expect(fieldErrors(UpdateProfileRequestSchema, { ...base, birthDate: tomorrow }).birthDate).toEqual([
      MSG.birthDateFuture,
    ])
    expect(MSG.birthDateFuture).toBe('生日不能是未来的日期')
  })
  it('R5.21 birthDate is optional: null and absent are accepted and sent as null', () => {
    expect(parseOk(UpdateProfileRequestSchema, { ...base, birthDate: null }).birthDate).toBeNull()
    expect(parseOk(UpdateProfileRequestSchema, base).birthDate).toBeNull()
    expect(parseOk(UpdateProfileRequestSchema, { ...base, birthDate: '1995-06-15' }).birthDate).toBe('1995-06-15')
    expect(parseOk(UpdateProfileRequestSchema, { ...base, birthDate: '2000-02-29' }).birthDate).toBe('2000-02-29')
  })
  it('R5.21 birthDate must be a day that exists (2021-02-30 is refused like a malformed date)', () => {
    for (const day of ['2001-02-29', '2021-02-30', '1999-04-31'])
      expect(fieldErrors(UpdateProfileRequestSchema, { ...base, birthDate: day }).birthDate, day).toEqual([
        MSG.birthDateInvalid,
      ])
  })
  it('R5.21 age is computed from birthDate', () => {
    const now = new Date(2025, 5, 14) // 14 June 2025
    expect(ageFromBirthDate('1995-06-15', now)).toBe(29)
    expect(ageFromBirthDate('1995-06-14', now)).toBe(30)
    expect(ageFromBirthDate('2025-01-01', now)).toBe(0)
  })
})
