import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  BatchBookmarkStatusResponseSchema,
  BatchFollowStatusResponseSchema,
  BatchLikeStatusResponseSchema,
  BatchPostIdsRequestSchema,
  BatchUserIdsRequestSchema,
  BookmarkResponseSchema,
  FollowResponseSchema,
  LikeResponseSchema,
} from './social.schema'
import { MSG } from './messages'
import { fieldErrors, parseOk } from '@/test/schema-parse'

describe('social', () => {
  it('R7.19 like response is { isLiked, likeCount }', () => {
    expect(parseOk(LikeResponseSchema, { isLiked: true, likeCount: 3 })).toEqual({ isLiked: true, likeCount: 3 })
    expect(v.safeParse(LikeResponseSchema, { is_liked: true }).success).toBe(false)
  })
  it('R7.20 bookmark response is { isBookmarked, bookmarkCount }', () => {
    expect(parseOk(BookmarkResponseSchema, { isBookmarked: false, bookmarkCount: 0 })).toEqual({
      isBookmarked: false,
      bookmarkCount: 0,
    })
  })
  it('R7.21 follow response is { isFollowing, followersCount }', () => {
    expect(parseOk(FollowResponseSchema, { isFollowing: true, followersCount: 8 })).toEqual({
      isFollowing: true,
      followersCount: 8,
    })
  })
  it('R7.22 batch status bodies take 1–100 positive integer ids', () => {
    expect(parseOk(BatchPostIdsRequestSchema, { postIds: [1, 2] })).toEqual({ postIds: [1, 2] })
    expect(fieldErrors(BatchPostIdsRequestSchema, { postIds: [] }).postIds).toEqual([MSG.batchIdsRequired])
    const many = Array.from({ length: 101 }, (_, i) => i + 1)
    expect(fieldErrors(BatchPostIdsRequestSchema, { postIds: many }).postIds).toEqual([MSG.batchIdsMax])
    expect(v.safeParse(BatchPostIdsRequestSchema, { postIds: [0] }).success).toBe(false)
    expect(v.safeParse(BatchPostIdsRequestSchema, { postIds: ['1'] }).success).toBe(false)
  })
  it('R7.23 batch follow: body userIds, data.followStatus maps user id to boolean', () => {
    expect(parseOk(BatchUserIdsRequestSchema, { userIds: [4] })).toEqual({ userIds: [4] })
    expect(parseOk(BatchFollowStatusResponseSchema, { followStatus: { '4': true, '5': false } })).toEqual({
      followStatus: { '4': true, '5': false },
    })
    expect(v.safeParse(BatchFollowStatusResponseSchema, { followStatus: { abc: true } }).success).toBe(false)
  })
  it('R7.22 R7.23 like and bookmark batch responses mirror follow: { likeStatus }, { bookmarkStatus }', () => {
    expect(parseOk(BatchLikeStatusResponseSchema, { likeStatus: { '1': true } })).toEqual({ likeStatus: { '1': true } })
    expect(parseOk(BatchBookmarkStatusResponseSchema, { bookmarkStatus: { '1': false } })).toEqual({
      bookmarkStatus: { '1': false },
    })
  })
})
