import { describe, expect, it } from 'vitest'
import { linesMatching, tsxSources } from '@/test/source-files'

// Colours only through theme tokens (theme-variables.ts → uno.config.ts): a hex colour in a class name
// (bg-[#fff0f2], text-[#8a4b00], shadow-[0_0_0_1px_#000]) bypasses the dark mode and the contrast test
// (theme-contrast.test.ts), so it is refused here. Inline styles of illustrations (gradients) are not class names.

/** An arbitrary value holding a hex colour (`-[#fff]`, `-[0_1px_#0008]`), or UnoCSS's bare `-#fff` / `-hex-fff`. */
const HEX_IN_CLASS = /-\[[^\]\s"'`]*#[0-9a-f]{3,8}\b[^\]\s"'`]*\]|\b[a-z]+(?:-[a-z]+)*-(?:#|hex-)[0-9a-f]{3,8}\b/gi

describe('colours only through theme tokens', () => {
  it('no class name in src/**/*.tsx carries a hex colour', () => {
    const sources = tsxSources()
    expect(sources.length).toBeGreaterThan(50)
    expect(linesMatching(sources, HEX_IN_CLASS)).toEqual([])
  })

  it('the scan finds hex colours in class names and leaves tokens and inline styles alone', () => {
    const hits = (text: string) =>
      linesMatching([{ path: 'x.tsx', text }], HEX_IN_CLASS).map((h) => h.replace('x.tsx:1: ', ''))
    expect(hits('<p className="bg-[#fff0f2] dark:bg-[#3a1820] text-danger">')).toEqual(['-[#fff0f2]', '-[#3a1820]'])
    expect(hits('<p className="dark:(bg-[#3a2a12] text-[#FFD49A]) shadow-[0_0_0_1px_#0008]">')).toEqual([
      '-[#3a2a12]',
      '-[#FFD49A]',
      '-[0_0_0_1px_#0008]',
    ])
    expect(hits('<p className="bg-#fff text-hex-222">')).toEqual(['bg-#fff', 'text-hex-222'])
    expect(hits('<p className="bg-danger-soft text-danger shadow-[var(--shadow-card)] w-[152px]">')).toEqual([])
    expect(hits("{ bg: 'linear-gradient(160deg,#ffe29a,#ffb347 60%)' }")).toEqual([])
  })
})
