import { describe, expect, it } from 'vitest'
import { formatCount, formatRelativeTime } from './format'

describe('format', () => {
  it('R2.47 R9.37 counts of 10000 or more show as one-decimal thousands with k', () => {
    expect(formatCount(9999)).toBe('9999')
    expect(formatCount(10_000)).toBe('10.0k')
    expect(formatCount(12_345)).toBe('12.3k')
    expect(formatCount(-3)).toBe('0')
  })

  it('R9.38 relative time: just now, minutes, hours, days, then a date', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
    expect(formatRelativeTime(ago(30_000), now)).toBe('刚刚')
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('5分钟前')
    expect(formatRelativeTime(ago(3 * 3_600_000), now)).toBe('3小时前')
    expect(formatRelativeTime(ago(2 * 86_400_000), now)).toBe('2天前')
    expect(formatRelativeTime(ago(10 * 86_400_000), now)).toMatch(/^11月1[12]日$/)
    expect(formatRelativeTime('2025-03-01T00:00:00Z', now)).toBe('2025年3月1日')
  })
  it('R9.38 relative time boundaries: 59 s 刚刚, 60 s 1分钟前, 59 min, 60 min 1小时前, 23 h, 24 h 1天前, 6 d, 7 d a date', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    const ago = (ms: number) => formatRelativeTime(new Date(now.getTime() - ms).toISOString(), now)
    const S = 1000
    const M = 60 * S
    const H = 60 * M
    const D = 24 * H
    expect(ago(0)).toBe('刚刚')
    expect(ago(59 * S)).toBe('刚刚')
    expect(ago(60 * S)).toBe('1分钟前')
    expect(ago(59 * M)).toBe('59分钟前')
    expect(ago(60 * M - 1)).toBe('59分钟前')
    expect(ago(60 * M)).toBe('1小时前')
    expect(ago(23 * H)).toBe('23小时前')
    expect(ago(24 * H - 1)).toBe('23小时前')
    expect(ago(24 * H)).toBe('1天前')
    expect(ago(6 * D)).toBe('6天前')
    expect(ago(7 * D - 1)).toBe('6天前')
    expect(ago(7 * D)).toMatch(/^11月1[56]日$/)
  })
})
