import { describe, expect, it } from 'vitest'
import { build } from 'vite'
import { COMPILE_HINT, compileHintsPlugin } from './vite-compile-hints'
import { tinyProjects } from './vite-test-project'

// The start-up chunks of a build begin with V8's compile hint (ADR 015), above the preload helper Vite puts first in a
// chunk that imports others lazily; the other chunks do not (compiling a lazy screen's every function at its download
// would be work for nothing).

const project = tinyProjects('lemon-compile-hints-')

async function builtChunks(root: string, sourcemap: boolean) {
  const out = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHintsPlugin({ chunks: ['start'] })],
    build: {
      write: false,
      sourcemap,
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start', test: /start\.js$/ }] } } },
    },
  })
  const output = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []))
  return output.flatMap((file) => (file.type === 'chunk' ? [file] : []))
}

describe('compile hints on the start-up chunks', () => {
  it('the entry and the named chunks start with the hint, before the preload helper; a lazy chunk has none', async () => {
    const root = project('import("./start.js").then((m) => m.start())', {
      'src/start.js': 'export function start() { return import("./later.js").then((m) => m.later()) }',
      // A dependency to preload makes Vite put its preload helper first in the importing chunk.
      'src/later.js': 'import "./later.css"\nexport function later() { return 1 }',
      'src/later.css': '.later { color: red }',
    })
    const chunks = await builtChunks(root, false)
    const byName = (name: string) => chunks.find((c) => c.name === name)!
    for (const name of ['index', 'start']) expect(byName(name).code.split('\n')[0], name).toBe(COMPILE_HINT)
    expect(byName('start').code).toContain('__vite__mapDeps')
    expect(byName('later').code).not.toContain(COMPILE_HINT)
  })

  it('the source map follows the code one line down', async () => {
    const root = project('export const answer = () => 42\nconsole.log(answer())')
    const [entry] = await builtChunks(root, true)
    expect(entry!.code.split('\n')[0]).toBe(COMPILE_HINT)
    expect(entry!.map!.mappings.startsWith(';')).toBe(true)
    expect(entry!.map!.mappings.startsWith(';;')).toBe(false)
  })
})
