// A build plugin's look at a module's syntax tree (`this.parse`, ESTree from oxc): every node, depth first.

export interface AstNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string'

/** Calls `visit` on every node under `root`; a node for which it returns false is not looked into. */
export function walkAst(root: unknown, visit: (node: AstNode) => boolean | void): void {
  const go = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(go)
    if (!isNode(value) || visit(value) === false) return
    for (const [field, child] of Object.entries(value)) if (field !== 'parent') go(child)
  }
  go(root)
}
