import type { Plugin } from 'vite'
import { walkAst, type AstNode } from './ast-walk.js'

// The machines' `meta` (the spec rules each state and transition serves, what a state means, what a button shows in
// it) is documentation for the tests, the coverage document and the machine maps of /test-api, which read it in Node
// from the machines themselves (scripts/run-results/bundle.ts puts it into the maps' data). The app never reads it, so
// the build leaves it out of the app's copy of the machines: about 0.9 KB of the home route's initial JS.

const MACHINE_FILE = /\/machines\/[\w-]+\.machine\.ts$/

/** The `[start, end)` ranges of every object-literal property named `name` (not computed), outermost only. */
export function propertyRanges(program: unknown, name: string): [number, number][] {
  const ranges: [number, number][] = []
  walkAst(program, (node) => {
    const key = node.key as AstNode | undefined
    if (node.type !== 'Property' || node.computed || key?.type !== 'Identifier' || key.name !== name) return
    ranges.push([node.start, node.end])
    return false
  })
  return ranges
}

/** `code` without the properties at `ranges`, each with the comma after it. */
export function withoutRanges(code: string, ranges: readonly [number, number][]): string {
  let out = code
  for (const [start, end] of [...ranges].sort((a, b) => b[0] - a[0])) {
    const comma = /^\s*,/.exec(out.slice(end))
    out = out.slice(0, start) + out.slice(end + (comma ? comma[0].length : 0))
  }
  return out
}

export function machineMetaPlugin(): Plugin {
  return {
    name: 'lemon:machine-meta',
    apply: 'build',
    transform(code, id) {
      if (!MACHINE_FILE.test(id.split('?')[0]!)) return null
      const ranges = propertyRanges(this.parse(code), 'meta')
      return ranges.length ? { code: withoutRanges(code, ranges), map: null } : null
    },
  }
}
