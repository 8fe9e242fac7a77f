import { defineConfig, presetWind4, transformerVariantGroup } from 'unocss'
import { themeVariablesCss } from './src/lib/theme-variables'

// Colours read CSS variables so the three themes × light/dark switch without re-rendering.
export default defineConfig({
  presets: [presetWind4({ preflights: { reset: true } })],
  transformers: [transformerVariantGroup()],
  // The theme colours from the same table the app applies at run time, so a screen painted before the app's
  // code has run (the restored home screen on a return visit) already has them.
  preflights: [{ getCSS: () => themeVariablesCss() }],
  theme: {
    colors: {
      primary: {
        DEFAULT: 'var(--c-primary)',
        light: 'var(--c-primary-light)',
        dark: 'var(--c-primary-dark)',
        glow: 'var(--c-primary-glow)',
        fg: 'var(--c-primary-fg)',
        // Text in the theme's colour on the page's surfaces (4.5:1); primary itself is for fills.
        text: 'var(--c-primary-text)',
        // The same for large text only (≥ 24 px, or ≥ 18.66 px bold; 3:1): the logo's 笔记, the 404.
        display: 'var(--c-primary-display)',
      },
      accent: { DEFAULT: 'var(--c-accent)', fg: 'var(--c-accent-fg)', text: 'var(--c-accent-text)' },
      secondary: { DEFAULT: 'var(--c-secondary)', fg: 'var(--c-secondary-fg)' },
      bg: { DEFAULT: 'var(--c-bg)', soft: 'var(--c-bg-soft)', card: 'var(--c-card)' },
      fg: { DEFAULT: 'var(--c-fg)', muted: 'var(--c-fg-muted)', soft: 'var(--c-fg-soft)' },
      line: 'var(--c-line)',
      // Status colours: DEFAULT is the text colour (danger is also the danger button's fill), soft the pale
      // background it is put on (error boxes, the offline banner, the QA console's badges).
      danger: { DEFAULT: 'var(--c-danger)', fg: 'var(--c-danger-fg)', soft: 'var(--c-danger-soft)' },
      warning: { DEFAULT: 'var(--c-warning)', soft: 'var(--c-warning-soft)', line: 'var(--c-warning-line)' },
      success: { DEFAULT: 'var(--c-success)', soft: 'var(--c-success-soft)' },
      brand: 'var(--c-brand)',
      // The active like and bookmark (icon and count), readable on the page's surfaces.
      like: 'var(--c-like)',
      bookmark: 'var(--c-bookmark)',
      // A post's #tags, in blue as on Xiaohongshu (AA on the page's surfaces).
      link: 'var(--c-link)',
      // The light and dark mode swatches of the theme settings, the same in either mode.
      preview: {
        light: { DEFAULT: 'var(--c-preview-light)', fg: 'var(--c-preview-light-fg)' },
        dark: { DEFAULT: 'var(--c-preview-dark)', fg: 'var(--c-preview-dark-fg)' },
      },
    },
  },
  shortcuts: {
    // The keyboard's ring only (:focus-visible), never after a click or a tap. Not named focus-…: UnoCSS reads
    // `focus-ring` as the variant focus: on the utility ring, which won over the shortcut and drew a 1 px ring on every
    // :focus, a click's included (uno-shortcuts.test.ts).
    'keyboard-ring':
      'outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-bg',
  },
})
