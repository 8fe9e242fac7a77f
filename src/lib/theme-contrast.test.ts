import { describe, expect, it } from 'vitest'
import { THEME_IDS, THEME_MODES, type ThemeId, type ThemeMode } from '@/schemas/theme.schema'
import { neutralVariables, themeVariables } from './theme-variables'

// WCAG AA for every text colour on every surface it is drawn on, in every theme and mode: a palette change that
// makes a text colour unreadable fails here, before any screen shows it (axe then checks the screens themselves).

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const SURFACES = ['--c-bg', '--c-bg-soft', '--c-card'] as const
const TINTS = ['--c-secondary', '--c-primary-light'] as const

/** Each text colour and the backgrounds it is used on (classes: text-fg-soft on bg-secondary …). */
const TEXT_ON: Record<string, readonly string[]> = {
  '--c-fg': [...SURFACES, ...TINTS],
  '--c-fg-muted': [...SURFACES, ...TINTS],
  '--c-fg-soft': [...SURFACES, '--c-secondary'], // dates, counts, hints; on the selected theme-settings card too
  '--c-primary-text': [...SURFACES, ...TINTS], // the logo's 笔记, the 404, coloured counts
  '--c-accent-text': [...SURFACES, '--c-secondary'],
  '--c-secondary-fg': TINTS, // tags, badges, the secondary button (and its hover)
  '--c-primary-fg': ['--c-primary', '--c-primary-dark'], // the primary button, and its hover
  '--c-accent-fg': ['--c-accent'],
  '--c-danger': [...SURFACES, '--c-danger-soft'], // error messages, 退出登录; the error boxes, the QA console's bad badge
  '--c-danger-fg': ['--c-danger'], // the danger button
  '--c-like': SURFACES,
  '--c-bookmark': SURFACES,
  '--c-link': SURFACES, // a post's #tags
  '--c-warning': [...SURFACES, '--c-warning-soft'], // the offline banner, the QA console's warn badge
  '--c-success': [...SURFACES, '--c-success-soft'], // the QA console's ok badge
  '--c-bg': ['--c-fg'], // the selected category tab: text-bg on bg-fg
}

function palette(id: ThemeId, mode: ThemeMode): Record<string, string> {
  return { ...neutralVariables(mode), ...themeVariables(id, mode) }
}

/** Colours for large text only (≥ 24 px, or ≥ 18.66 px bold), where AA asks 3:1. */
const LARGE_TEXT_ON: Record<string, readonly string[]> = {
  '--c-primary-display': [...SURFACES, ...TINTS], // the logo's 笔记 (20 px bold), the 404 (96 px)
}

/** Colours of icons only (no text), where AA asks 3:1 (WCAG 1.4.11): the display-mode swatches' sun and moon. */
const GRAPHIC_ON: Record<string, readonly string[]> = {
  '--c-preview-light-fg': ['--c-preview-light'],
  '--c-preview-dark-fg': ['--c-preview-dark'],
}

function failuresOf(colours: Record<string, string>, pairs: Record<string, readonly string[]>, min: number): string[] {
  const failures: string[] = []
  for (const [text, backgrounds] of Object.entries(pairs)) {
    for (const bg of backgrounds) {
      const [fg, under] = [colours[text], colours[bg]]
      expect(fg, text).toMatch(/^#[0-9a-f]{6}$/i)
      expect(under, bg).toMatch(/^#[0-9a-f]{6}$/i)
      const ratio = contrastRatio(fg!, under!)
      if (ratio < min) failures.push(`${text} ${fg} on ${bg} ${under}: ${ratio.toFixed(2)}:1 (needs ${min}:1)`)
    }
  }
  return failures
}

describe('text contrast (WCAG AA) in every theme and mode', () => {
  it('the contrast ratio is computed as WCAG defines it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // Pairs axe reported before the fix (it prints two decimals, truncated): 2.79 and 2.08.
    expect(contrastRatio('#9a9aa1', '#ffffff')).toBeCloseTo(2.8, 1)
    expect(contrastRatio('#e0ac00', '#ffffff')).toBeCloseTo(2.08, 1)
    expect(contrastRatio('#9a9aa1', '#ffffff')).toBeLessThan(4.5)
  })

  for (const id of THEME_IDS) {
    for (const mode of THEME_MODES) {
      it(`${id} ${mode}: every text colour reaches 4.5:1 (large-text and icon-only colours 3:1) on the backgrounds it is drawn on`, () => {
        const colours = palette(id, mode)
        const failures = [
          ...failuresOf(colours, TEXT_ON, 4.5),
          ...failuresOf(colours, LARGE_TEXT_ON, 3),
          ...failuresOf(colours, GRAPHIC_ON, 3),
        ]
        expect(failures).toEqual([])
      })
    }
  }
})
