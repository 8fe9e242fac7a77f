// The import graph of src/app: the app's own modules never import each other in a loop (a loop means a module runs
// before what it needs, or a change in one place reaches back into where it came from). Type-only imports are left
// out: they vanish from the build. The first paint's folder imports nothing of the app outside it (lint too).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..')
const APP = 'src/app'

/** The module files of `dir` (tests aside), as paths from the repository root. */
function modulesIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f.split('\\').join('/')}`)
}

/** The specifiers a module imports at run time: static imports and re-exports (not `import type`), and import(). */
export function runtimeImports(source: string): string[] {
  const out: string[] = []
  const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm
  for (const m of source.matchAll(staticImport)) out.push(m[1]!)
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!)
  return out
}

/** A specifier of module `from` as a repository path, when it is one of the app's own files. */
function resolve(from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`
  else if (specifier.startsWith('.'))
    base = relative(ROOT, join(ROOT, from, '..', specifier))
      .split('\\')
      .join('/')
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(join(ROOT, candidate))) return candidate
  return null
}

/** The graph of src/app's modules: each one's imports among them. */
function appGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of modulesIn(APP)) {
    const imports = runtimeImports(readFileSync(join(ROOT, file), 'utf8'))
      .map((s) => resolve(file, s))
      .filter((to): to is string => to !== null && to.startsWith(`${APP}/`))
    graph.set(file, imports)
  }
  return graph
}

/** Every loop of `graph` (one path per loop found by a depth-first walk). */
export function loops(graph: Map<string, string[]>): string[][] {
  const found: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'open')
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node)
  return found
}

describe('the import graph of src/app', () => {
  it('has no loop', () => {
    const graph = appGraph()
    expect(graph.size).toBeGreaterThan(40)
    expect(loops(graph).map((loop) => loop.join(' → '))).toEqual([])
  })

  it('the first paint (src/app/first-screen) imports nothing of the app outside its folder', () => {
    const outside = [...appGraph()].flatMap(([from, imports]) =>
      from.startsWith(`${APP}/first-screen/`)
        ? imports.filter((to) => !to.startsWith(`${APP}/first-screen/`)).map((to) => `${from} → ${to}`)
        : [],
    )
    expect(outside).toEqual([])
  })

  it('finds loops and leaves type-only imports out (the checker itself)', () => {
    expect(
      runtimeImports(
        "import type { A } from './a'\nimport { b } from './b'\nexport { c } from './c'\nconst d = () => import('./d')\nimport './e'",
      ),
    ).toEqual(['./b', './c', './e', './d'])
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ])
    expect(loops(graph)).toEqual([['a', 'b', 'c', 'a']])
    expect(
      loops(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([])
  })
})
