import { describe, expect, it } from 'vitest'
import { build } from 'vite'
import { preloadTrim, staticClosure } from './vite-preload-trim'
import { tinyProjects } from './vite-test-project'

// A lazy import's preload list leaves out what its importer has loaded already (its static imports, directly or not),
// and keeps what it has not, stylesheets always.

const project = tinyProjects('lemon-preload-trim-')

describe('preload lists without what the importer has loaded', () => {
  it('a static closure follows imports of imports, once each (cycles too)', () => {
    const imports = new Map([
      ['a.js', ['b.js']],
      ['b.js', ['c.js', 'a.js']],
      ['c.js', []],
    ])
    expect([...staticClosure(imports, 'a.js')].sort()).toEqual(['a.js', 'b.js', 'c.js'])
    expect([...staticClosure(imports, 'c.js')]).toEqual([])
  })

  it('a lazy chunk’s list names the chunk its importer does not have and its stylesheet, not the one it has', async () => {
    const root = project('import { shared } from "./shared.js"\nshared()\nimport("./lazy.js").then((m) => m.lazy())', {
      'src/shared.js': 'export function shared() { return "shared" }',
      'src/other.js': 'export function other() { return "other" }',
      'src/lazy.js':
        'import "./lazy.css"\nimport { shared } from "./shared.js"\nimport { other } from "./other.js"\nexport function lazy() { return shared() + other() }',
      'src/lazy.css': '.lazy { color: red }',
      'src/later.js': 'import { other } from "./other.js"\nexport const later = other',
    })
    const { plugin, modulePreload } = preloadTrim()
    const out = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [plugin],
      build: {
        write: false,
        modulePreload,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shared', test: /shared\.js$/ },
                { name: 'other', test: /other\.js$/ },
              ],
            },
          },
        },
      },
    })
    const files = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []))
    const entry = files.find((f) => f.type === 'chunk' && f.isEntry)
    const list = entry?.type === 'chunk' ? /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(entry.code)?.[1] : undefined
    expect(list).toBeDefined()
    const names = (JSON.parse(list!) as string[]).map((file) => file.replace(/-[\w-]+\.(js|css)$/, '.$1'))
    expect(names).toContain('assets/other.js')
    expect(names).toContain('assets/lazy.css')
    expect(names).not.toContain('assets/shared.js')
  })
})
