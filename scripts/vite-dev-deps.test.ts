import { transformSync } from '@babel/core'
import { describe, expect, it } from 'vitest'
import config from '../vite.config'

// The developer's first run (issue 21): `npm run dev` must not optimise its dependencies a second time and reload the
// page. Vite's scanner reads the sources' own imports; an import a transform adds (the signals transform adds its
// runtime to every component) is found only when the page asks for it, unless the config names it. This test takes
// the transform's word for what it adds.

const COMPONENT = `
import { signal } from '@preact/signals-react'
const count = signal(0)
export function Counter() {
  return <button onClick={() => count.value++}>{count.value}</button>
}
`

/** The bare imports the signals transform adds to a component that reads a signal. */
function importsAddedBySignalsTransform(): string[] {
  const out = transformSync(COMPONENT, {
    filename: 'counter.tsx',
    babelrc: false,
    configFile: false,
    presets: [],
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [['module:@preact/signals-react-transform']],
  })
  const imports = [...(out?.code ?? '').matchAll(/from\s+["']([^"']+)["']/g)].map((m) => m[1]!)
  return imports.filter((name) => !COMPONENT.includes(`'${name}'`))
}

describe('npm run dev, first run', () => {
  it('pre-bundles every dependency the transforms add, so the page is not reloaded for one found late', () => {
    const added = importsAddedBySignalsTransform()
    expect(added.length).toBeGreaterThan(0)
    for (const name of added) expect(config.optimizeDeps?.include ?? []).toContain(name)
  })
})
