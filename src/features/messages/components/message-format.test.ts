import { describe, expect, it } from 'vitest'
import { emojiRuns, formatExactTime, formatMessageTime, isEmojiOnly, timeGroupStarts } from './message-format'

const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).toISOString()

describe('a conversation’s times', () => {
  const now = new Date(2026, 2, 6, 9, 30)
  it('R2.61 relative to now in the viewer’s zone: today HH:mm, 昨天 HH:mm, M月D日 HH:mm this year, else with the year', () => {
    expect(formatMessageTime(local(2026, 3, 6, 0, 5), now)).toBe('00:05')
    expect(formatMessageTime(local(2026, 3, 5, 23, 59), now)).toBe('昨天 23:59')
    expect(formatMessageTime(local(2026, 3, 4, 8, 7), now)).toBe('3月4日 08:07')
    expect(formatMessageTime(local(2026, 1, 1, 14, 0), now)).toBe('1月1日 14:00')
    expect(formatMessageTime(local(2025, 12, 31, 21, 5), now)).toBe('2025年12月31日 21:05')
    expect(formatMessageTime('not a time', now)).toBe('')
    // Yesterday across a month and a year.
    expect(formatMessageTime(local(2025, 12, 31, 22, 0), new Date(2026, 0, 1, 8, 0))).toBe('昨天 22:00')
    expect(formatExactTime(local(2026, 3, 4, 8, 7))).toBe('2026年3月4日 08:07')
  })

  it('R2.61 a label opens the conversation and each pause of more than five minutes', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 2, 6, 9, 0) + m * 60_000).toISOString()
    expect(timeGroupStarts([at(0), at(1), at(2), at(12), at(17), at(22.5), null, at(23)])).toEqual([
      true,
      false,
      false,
      true,
      false,
      true,
      false,
      false,
    ])
    expect(timeGroupStarts([null, at(0)])).toEqual([false, true])
    expect(timeGroupStarts([])).toEqual([])
  })
})

describe('emoji-only messages', () => {
  it('one to three emoji, alone (spaces aside): 👍, 😂🎉, flags, skin tones, ZWJ sequences, keycaps, ❤️', () => {
    for (const text of ['👍', '😂🎉', ' 👍 👍 ', '🇨🇳', '👍🏽', '👩‍💻', '🏳️‍🌈', '1️⃣', '❤️', '❤️‍🔥', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '👩‍👩‍👧‍👦🎉🎉'])
      expect(isEmojiOnly(text), text).toBe(true)
  })
  it('not text, not four emoji, not a symbol in its text form', () => {
    for (const text of ['好的👍', '👍好', 'ok', '1', '#', '', '  ', '👍👍👍👍', '👩‍👩‍👧‍👦👨🏽‍💻🏳️‍🌈🇨🇳🇯🇵', '©', '❤', '™'])
      expect(isEmojiOnly(text), text).toBe(false)
  })
})

describe('emoji runs', () => {
  it('splits text into text and emoji, joined the text itself', () => {
    expect(emojiRuns('太方便了👍')).toEqual([
      { text: '太方便了', emoji: false },
      { text: '👍', emoji: true },
    ])
    expect(emojiRuns('🎉好🇨🇳👩‍💻 ok')).toEqual([
      { text: '🎉', emoji: true },
      { text: '好', emoji: false },
      { text: '🇨🇳👩‍💻', emoji: true },
      { text: ' ok', emoji: false },
    ])
    expect(emojiRuns('')).toEqual([])
    expect(emojiRuns('1 # ©')).toEqual([{ text: '1 # ©', emoji: false }])
  })
})
