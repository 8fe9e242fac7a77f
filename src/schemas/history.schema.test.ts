import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { HISTORY_CAP, HistoryEntrySchema, HistoryListSchema, toHistoryEntry } from './history.schema'
import { PostSchema } from './post.schema'
import { parseOk } from '@/test/schema-parse'

const post = parseOk(PostSchema, {
  id: 1,
  title: '咖啡',
  content: '好喝'.repeat(200),
  images: ['/a.png', '/b.png'],
  author: { id: 2, username: 'u', displayName: '用户' },
  likesCount: 3,
})

describe('history', () => {
  it('R3.11 an entry is a post summary plus viewedAt', () => {
    const e = toHistoryEntry(post, new Date('2025-03-01T08:00:00.000Z'))
    expect(e).toMatchObject({ id: 1, title: '咖啡', likesCount: 3, viewedAt: '2025-03-01T08:00:00.000Z' })
    expect(e.images).toEqual([{ url: '/a.png', width: null, height: null }])
    expect(parseOk(HistoryEntrySchema, JSON.parse(JSON.stringify(e)))).toEqual(e)
    expect(v.safeParse(HistoryEntrySchema, { ...e, viewedAt: 'yesterday' }).success).toBe(false)
  })
  it('R9.35 stored history is capped at 100 entries', () => {
    const e = toHistoryEntry(post)
    const list = Array.from({ length: 120 }, (_, i) => ({ ...e, id: i + 1 }))
    expect(parseOk(HistoryListSchema, list)).toHaveLength(HISTORY_CAP)
    expect(HISTORY_CAP).toBe(100)
  })
})
