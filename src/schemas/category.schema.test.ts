import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  CATEGORIES,
  CATEGORY_IDS,
  CategoriesResponseSchema,
  CategoryIdSchema,
  categoryLabel,
  FEED_TABS,
} from './category.schema'
import { parseOk } from '@/test/schema-parse'

describe('categories', () => {
  it('R3.6 eight categories with their Chinese labels', () => {
    expect(Object.fromEntries(CATEGORIES.map((c) => [c.id, c.label]))).toEqual({
      lifestyle: '生活',
      fashion: '时尚',
      food: '美食',
      travel: '旅行',
      beauty: '美妆',
      fitness: '健身',
      tech: '科技',
      general: '其他',
    })
    expect([...CATEGORY_IDS].sort()).toEqual(CATEGORIES.map((c) => c.id).sort())
    expect(v.safeParse(CategoryIdSchema, 'recommend').success).toBe(false)
    expect(categoryLabel('food')).toBe('美食')
  })
  it('R3.6 the home bar is 推荐 (no filter) then 时尚 美食 旅行 美妆 生活 健身 科技', () => {
    expect(FEED_TABS.map((t) => t.label)).toEqual(['推荐', '时尚', '美食', '旅行', '美妆', '生活', '健身', '科技'])
    expect(FEED_TABS[0].category).toBeNull()
    for (const t of FEED_TABS.slice(1)) expect(t.category).toBe(t.id)
  })
  it('R7.18 the categories response accepts label or name and falls back to our label', () => {
    expect(
      parseOk(CategoriesResponseSchema, [
        { id: 'food', name: '美食' },
        { id: 'tech', count: 4 },
        { id: 'travel', label: '旅行' },
      ]),
    ).toEqual([
      { id: 'food', label: '美食', count: null },
      { id: 'tech', label: '科技', count: 4 },
      { id: 'travel', label: '旅行', count: null },
    ])
  })
})
