import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'
import { propertyRanges, withoutRanges } from './vite-machine-meta'
import { namespaceCalls } from './vite-pure-schemas'

// The two build steps that keep documentation and unused schemas out of the app's bundle.

describe('build: the machines’ meta left out of the app', () => {
  it('removes every `meta` property with its comma, nested ones once, and nothing else', () => {
    const code = `const m = createMachine({ id: 'x', meta: { rules: ['R1'] }, states: { a: { meta: m1, on: { go: { target: 'b', meta: rules('R2') } } }, b: { tags: ['meta'] } } }); const o = { [meta]: 1, metadata: 2 }`
    const out = withoutRanges(code, propertyRanges(parseAst(code), 'meta'))
    expect(out).toBe(
      `const m = createMachine({ id: 'x',  states: { a: {  on: { go: { target: 'b',  } } }, b: { tags: ['meta'] } } }); const o = { [meta]: 1, metadata: 2 }`,
    )
    expect(() => parseAst(out)).not.toThrow()
  })
})

describe('build: valibot’s builders marked pure', () => {
  it('finds every call on the namespace, nested ones too, and no other call', () => {
    const code = `const S = v.object({ a: v.pipe(v.string(), v.minLength(1)) }); other.object(); v(); parse(S)`
    const starts = namespaceCalls(parseAst(code), 'v')
    expect(starts.map((s) => code.slice(s, code.indexOf('(', s)))).toEqual([
      'v.object',
      'v.pipe',
      'v.string',
      'v.minLength',
    ])
  })
})
