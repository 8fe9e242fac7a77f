import type { Plugin } from 'vite'
import { walkAst, type AstNode } from './ast-walk.js'

// valibot's builders (`v.object(…)`, `v.pipe(…)`: the app calls them on the namespace, `import * as v`) only build
// objects, but a bundler cannot know it: a schema the app's screens never use was still built at every start, and
// shipped. The build marks each such call of the app's own code pure (`/* @__PURE__ */`), so an unused schema is left
// out; third-party code is untouched. (No call of ours uses one only for its effect: a parse's result is always read.)

const OWN_CODE = /\/(src|machines)\/.+\.tsx?$/
const VALIBOT_AS_V = /import \* as v from ['"]valibot['"]/

/** Where to put `/* @__PURE__ *\/`: the start of every call of `namespace.<anything>(…)`. */
export function namespaceCalls(program: unknown, namespace: string): number[] {
  const starts: number[] = []
  walkAst(program, (node) => {
    if (node.type !== 'CallExpression') return
    const callee = node.callee as AstNode
    const object = callee.type === 'MemberExpression' ? (callee.object as AstNode) : null
    if (object?.type === 'Identifier' && object.name === namespace) starts.push(node.start)
  })
  return starts
}

export function pureSchemasPlugin(): Plugin {
  return {
    name: 'lemon:pure-schemas',
    apply: 'build',
    transform(code, id) {
      if (!OWN_CODE.test(id.split('?')[0]!) || !VALIBOT_AS_V.test(code)) return null
      const starts = namespaceCalls(this.parse(code), 'v')
      if (starts.length === 0) return null
      let out = code
      for (const start of starts.sort((a, b) => b - a))
        out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`
      return { code: out, map: null }
    },
  }
}
