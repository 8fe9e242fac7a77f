import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { build, type PluginOption } from 'vite'

// A tiny project like the app (its index.html's shape: #root, one module entry) for the tests of our Vite plugins:
// a real `vite build` or dev server runs on it, in a temporary folder removed after the file's tests.

export const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><title>柠檬笔记</title></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.js"></script>
  </body>
</html>
`

/** Call at the top of a test file: returns a maker of projects, each in a folder of its own. */
export function tinyProjects(prefix: string): (main: string, files?: Record<string, string>) => string {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), prefix))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return (main, files = {}) => {
    const root = mkdtempSync(join(dir, 'p-'))
    writeFileSync(join(root, 'index.html'), INDEX)
    mkdirSync(join(root, 'src'))
    writeFileSync(join(root, 'src', 'main.js'), main)
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text)
    return root
  }
}

/** The index.html a `vite build` of `root` with `plugins` writes. */
export async function builtIndexHtml(root: string, plugins: PluginOption[]): Promise<string> {
  const out = await build({ root, configFile: false, logLevel: 'silent', plugins, build: { write: false } })
  for (const o of Array.isArray(out) ? out : [out]) {
    if (!('output' in o)) continue
    const html = o.output.find((f) => f.fileName === 'index.html')
    if (html && html.type === 'asset') return String(html.source)
  }
  throw new Error('no index.html in the build output')
}
