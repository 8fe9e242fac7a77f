import { describe, expect, it } from 'vitest'
import { linesMatching, tsxSources } from '@/test/source-files'

// One icon set: every icon is a named component of icons.tsx, or of icons-more.tsx for the secondary screens' icons
// (kept out of the home screen's initial JavaScript), both drawn through icons.tsx's Svg (same size/stroke API,
// aria-hidden by default), so a glyph drawn twice is one component and no screen hand-draws an <svg> that forgets
// aria-hidden or focusable.
// logo.tsx is an exception: its mark is brand artwork (fills in the theme colour), not a line icon. The machine maps'
// diagram (/test-api) is the other: its <svg> is the map's arrows and the legend's line samples, a drawing laid out
// from the machines, not an icon.
const ALLOWED = new Set([
  'src/components/ui/icons.tsx',
  'src/components/ui/logo.tsx',
  'src/features/dev-console/components/machine-map-diagram.tsx',
])

describe('one icon set', () => {
  it('no .tsx file outside icons.tsx, logo.tsx and the machine maps’ diagram draws an inline <svg>', () => {
    const sources = tsxSources().filter(({ path }) => !ALLOWED.has(path))
    expect(sources.length).toBeGreaterThan(50)
    expect(linesMatching(sources, /<svg\b/g)).toEqual([])
  })

  it('the scan finds an inline <svg> where there is one', () => {
    const sample = [{ path: 'x.tsx', text: 'const A = () => (\n  <svg width={16} viewBox="0 0 24 24" />\n)' }]
    expect(linesMatching(sample, /<svg\b/g)).toEqual(['x.tsx:2: <svg'])
  })
})
