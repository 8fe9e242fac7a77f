// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@/lib/storage-keys'
import { postSummary } from '@/test/posts'
import {
  addToHistory,
  clearHistory,
  groupByDay,
  historyEntries,
  historyStats,
  recordView,
  removeFromHistory,
  setHistoryOwner,
} from './history-store'

const post = postSummary

describe('browsing history', () => {
  beforeEach(() => {
    localStorage.clear()
    setHistoryOwner(null)
  })

  it('R4.26 a view goes on top and replaces the earlier entry for the same post', () => {
    let list = addToHistory([], post(1), new Date('2026-11-22T08:00:00'))
    list = addToHistory(list, post(2), new Date('2026-11-22T09:00:00'))
    list = addToHistory(list, post(1), new Date('2026-11-22T10:00:00'))
    expect(list.map((e) => e.id)).toEqual([1, 2])
    expect(list[0]?.viewedAt).toBe(new Date('2026-11-22T10:00:00').toISOString())
  })

  it('R4.26 R9.35 keeps at most 100 entries, dropping the oldest', () => {
    let list = addToHistory([], post(1))
    for (let id = 2; id <= 105; id++) list = addToHistory(list, post(id))
    expect(list).toHaveLength(100)
    expect(list[0]?.id).toBe(105)
    expect(list.some((e) => e.id <= 5)).toBe(false)
  })

  it('R1.9 R3.16 is stored locally per user, survives a reload and can be removed or cleared', () => {
    setHistoryOwner(1)
    recordView(1, post(7))
    recordView(1, post(8))
    setHistoryOwner(2)
    expect(historyEntries.value).toEqual([])
    setHistoryOwner(1)
    expect(historyEntries.value.map((e) => e.id)).toEqual([8, 7])
    removeFromHistory(1, 8)
    expect(historyEntries.value.map((e) => e.id)).toEqual([7])
    clearHistory(1)
    expect(historyEntries.value).toEqual([])
  })

  it('R9.35 groups by 今天 / 昨天 / date with counts, and counts today and the last 7 days', () => {
    const now = new Date('2026-11-22T12:00:00')
    let list = addToHistory([], post(1), new Date('2026-11-10T12:00:00'))
    list = addToHistory(list, post(2), new Date('2026-11-21T12:00:00'))
    list = addToHistory(list, post(3), new Date('2026-11-22T09:00:00'))
    list = addToHistory(list, post(4), new Date('2026-11-22T10:00:00'))
    expect(groupByDay(list, now).map((g) => [g.label, g.items.length])).toEqual([
      ['今天', 2],
      ['昨天', 1],
      ['11月10日', 1],
    ])
    expect(historyStats(list, now)).toEqual({ total: 4, today: 2, week: 3 })
  })

  it('R3.11 R3.16 a view is stored locally under lemon.history.{user} as the post summary plus viewedAt, and read back as such', () => {
    // A post as the post page holds it: more than history keeps.
    const full = {
      ...post(7),
      content: '长'.repeat(300),
      images: [
        { url: '/a.webp', width: 1, height: 2 },
        { url: '/b.webp', width: 3, height: 4 },
      ],
      tags: ['海边'],
      isLiked: true,
      commentsCount: 5,
      viewCount: 9,
      location: '厦门',
    }
    const viewedAt = new Date('2026-11-22T10:00:00.000Z')
    setHistoryOwner(4)
    recordView(4, full, viewedAt)
    expect(STORAGE_KEYS.history).toBe('lemon.history')
    expect(Object.keys(localStorage)).toEqual(['lemon.history.4'])
    const stored = JSON.parse(localStorage.getItem('lemon.history.4')!) as Record<string, unknown>[]
    expect(stored).toEqual([
      {
        id: 7,
        title: '笔记7',
        content: '长'.repeat(200),
        category: 'food',
        images: [{ url: '/a.webp', width: 1, height: 2 }],
        author: { id: 9, username: 'a', displayName: '作者', avatar: null },
        likesCount: 0,
        createdAt: null,
        viewedAt: '2026-11-22T10:00:00.000Z',
      },
    ])
    // Another visit (a fresh read of storage) gets the same entry back.
    setHistoryOwner(null)
    setHistoryOwner(4)
    expect(historyEntries.value).toEqual(stored)
  })

  it('R3.11 ignores a corrupted stored list instead of crashing', () => {
    localStorage.setItem('lemon.history.3', '{not json')
    setHistoryOwner(3)
    expect(historyEntries.value).toEqual([])
  })
})
