import { describe, expect, it } from 'vitest'
import { block, clip, oneLine } from './text'

describe('text shown to a person', () => {
  it('writes controls, bidi overrides and line breaks as visible escapes on one line', () => {
    expect(oneLine('a\nb\r\tc \u001b[31m \u0085 \u202e \u2028 春🍋')).toBe(
      'a\\nb\\r\\tc \\x1b[31m \\x85 \\u202e \\u2028 春🍋',
    )
  })

  it('keeps line breaks and tabs in a block, dropping carriage returns', () => {
    expect(block('a\r\nb\tc\u0007')).toBe('a\nb\tc\\x07')
  })

  it('writes a lone surrogate as an escape but keeps pairs', () => {
    expect(oneLine('\ud83c x \udf4b 🍋')).toBe('\\ud83c x \\udf4b 🍋')
  })

  it('clips without splitting a surrogate pair', () => {
    expect(clip('ab🍋', 3)).toBe('ab…')
    expect(clip('a🍋b', 3)).toBe('a…')
    expect(clip('abc', 3)).toBe('abc')
  })
})
