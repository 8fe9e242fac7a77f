import { describe, expect, it } from 'vitest'
import { THEMES } from '@/schemas/theme.schema'
import { neutralVariables, themeVariables, themeVariablesCss } from './theme-variables'

describe('theme variables as static CSS (the restored home screen has its colours before the app runs)', () => {
  it('R3.12 every theme in both modes is a rule keyed by data-theme and the dark class, with the table’s colours', () => {
    const css = themeVariablesCss()
    for (const theme of THEMES) {
      const light = new RegExp(
        `:root:not\\(\\.dark\\)\\[data-theme="${theme.id}"\\]\\{[^}]*--c-primary:${theme.colors.light.primary};`,
      )
      const dark = new RegExp(
        `:root\\.dark\\[data-theme="${theme.id}"\\]\\{[^}]*--c-primary:${theme.colors.dark.primary};`,
      )
      expect(css).toMatch(light)
      expect(css).toMatch(dark)
    }
    // Plus the shared colours, once per mode.
    expect(css.split('\n')).toHaveLength(THEMES.length * 2 + 2)
  })

  it('R3.12 the CSS carries exactly the variables the app sets at run time', () => {
    const css = themeVariablesCss()
    for (const [name, value] of Object.entries(themeVariables('peach', 'dark')))
      expect(css).toContain(`${name}:${value}`)
    expect(css).toMatch(/:root:not\(\.dark\)\{[^}]*--c-fg-soft:/)
    expect(css).toMatch(/:root\.dark\{[^}]*--c-fg-soft:/)
    for (const mode of ['light', 'dark'] as const)
      for (const [name, value] of Object.entries(neutralVariables(mode))) expect(css).toContain(`${name}:${value}`)
  })
})
