import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import config from '../../uno.config'

describe('the keyboard-ring shortcut', () => {
  it('draws its ring for the keyboard only (:focus-visible), never on a plain :focus after a click or a tap', async () => {
    const uno = await createGenerator(config)
    const { css } = await uno.generate('<button class="keyboard-ring">', { preflights: false })
    const rules = css.split('\n').filter((line) => line.includes('.keyboard-ring'))
    expect(rules.length).toBeGreaterThan(0)
    for (const rule of rules) expect(rule, rule).toMatch(/^\.keyboard-ring(:focus-visible)?\{/)
    const ringed = rules.filter((rule) => rule.includes('--un-ring-shadow'))
    expect(ringed.length).toBeGreaterThan(0)
    for (const rule of ringed) expect(rule).toContain(':focus-visible')
    // The 2 px ring in the theme's colour with its offset, as designed.
    expect(css).toMatch(/\.keyboard-ring:focus-visible\{[^}]*calc\(2px/)
    expect(css).toMatch(/\.keyboard-ring:focus-visible\{[^}]*--c-primary/)
  })
})
