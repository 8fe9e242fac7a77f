// Collecting test titles statically, with the TypeScript parser so strings, comments and
// template literals can't be mistaken for calls.
import ts from 'typescript'
import { idsInPath } from './spec.js'

export interface TestTitle {
  file: string
  title: string
  /** ids in this title and in its enclosing describe titles */
  ids: string[]
  kind: 'test' | 'describe'
  /** skipped, todo or otherwise not run: never counts as evidence */
  skipped: boolean
  /** 1-based line of the call, where the runners locate the test too (joins a result to its title) */
  line: number
}

const ROOTS = new Set(['it', 'test', 'describe'])
// Modifiers that still run the test.
const RUNS = new Set(['only', 'concurrent', 'sequential', 'serial', 'parallel', 'shuffle'])
// Modifiers that mean "not run", "run only sometimes" or "expected to fail": they prove nothing.
const SKIPS = new Set(['skip', 'todo', 'fixme', 'fails', 'fail', 'skipIf', 'runIf'])
// `it.each(table)('title', fn)`: the title is the first argument of the outer call.
const TABLES = new Set(['each', 'for'])

/** `test.describe.each` → ['test', 'describe', 'each']; anything else → null. */
function calleeChain(expr: ts.Expression): string[] | null {
  if (ts.isIdentifier(expr)) return [expr.text]
  if (ts.isPropertyAccessExpression(expr)) {
    const left = calleeChain(expr.expression)
    return left ? [...left, expr.name.text] : null
  }
  return null
}

function classify(chain: string[]): { kind: 'test' | 'describe'; skipped: boolean } | null {
  const [root, ...mods] = chain
  if (!root || !ROOTS.has(root)) return null
  let kind: 'test' | 'describe' = root === 'describe' ? 'describe' : 'test'
  let skipped = false
  for (const m of mods) {
    if (m === 'describe' && root === 'test') kind = 'describe'
    else if (SKIPS.has(m)) skipped = true
    else if (!RUNS.has(m)) return null // test.step, test.use, describe.configure …
  }
  return { kind, skipped }
}

/**
 * The test call a call expression is, if any: `it('t')`, `test.describe('t')` with or without a modifier
 * (skip, only, fixme …), and the parametrised forms `it.each(table)('t')`, ``it.each`table`('t')``, `it.skipIf(c)('t')`.
 */
function testCall(node: ts.CallExpression): { kind: 'test' | 'describe'; skipped: boolean } | null {
  const direct = calleeChain(node.expression)
  if (direct) {
    // `it.each(table)` itself is the inner call of a parametrised test, not a test.
    if (TABLES.has(direct[direct.length - 1]!)) return null
    return classify(direct)
  }
  const inner = ts.isCallExpression(node.expression)
    ? node.expression.expression
    : ts.isTaggedTemplateExpression(node.expression)
      ? node.expression.tag
      : null
  const chain = inner && calleeChain(inner)
  if (!chain) return null
  const last = chain[chain.length - 1]!
  if (TABLES.has(last)) return classify(chain.slice(0, -1))
  if ((last === 'skipIf' || last === 'runIf') && ts.isCallExpression(node.expression)) return classify(chain)
  return null
}

function literalTitle(node: ts.Node | undefined): string | null {
  if (!node) return null
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  return null
}

export function extractTitles(file: string, source: string): TestTitle[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind)
  const out: TestTitle[] = []
  const visit = (node: ts.Node, inherited: string[], skipped: boolean): void => {
    if (ts.isCallExpression(node)) {
      const c = testCall(node)
      if (c) {
        const title = literalTitle(node.arguments[0])
        const isSkipped = skipped || c.skipped
        const ids = title === null ? inherited : idsInPath([...inherited, title])
        if (title !== null) {
          const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
          out.push({ file, title, ids, kind: c.kind, skipped: isSkipped, line })
        }
        node.forEachChild((child) => visit(child, c.kind === 'describe' ? ids : inherited, isSkipped))
        return
      }
    }
    node.forEachChild((child) => visit(child, inherited, skipped))
  }
  visit(sf, [], false)
  return out
}

/** Test files, as the brief defines them; paths are repo-relative with forward slashes. */
export function isTestFile(rel: string): boolean {
  return /\.test\.tsx?$/.test(rel) || /^tests\/.*\.spec\.ts$/.test(rel)
}
