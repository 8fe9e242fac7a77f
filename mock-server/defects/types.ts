import type { MockDb } from '../db'

// A planted defect wraps the standalone API's request → response path (the production handlers stay as they are), so
// a conformance kit can be shown to catch each kind of mistake a real backend makes. Tests only: see index.ts.

/** The API as it would answer `request` without this defect. */
export type Next = (request: Request) => Promise<Response>

export interface DefectContext {
  /** The server's database: a defect reads it to know whom or what a request is about, and some write to it. */
  db: MockDb
  /**
   * What a defect keeps between requests (a stored counter a real backend would have kept in a column): one fresh
   * map per server, so two servers with the same defect never see each other's state.
   */
  memory: Map<string, unknown>
}

export type DefectWrapper = (request: Request, next: Next, ctx: DefectContext) => Promise<Response>

export interface Defect {
  /** kebab-case, as `startStandaloneApi({ defect })` and LEMON_API_DEFECT take it. */
  name: string
  /** The spec rules (docs/spec.md §3–§9, the route table's ids) a client sees broken. */
  rules: string[]
  /** What the API then does wrong, and how a client meets it. */
  description: string
  apply: DefectWrapper
}

/** This server's memory of one defect, made on first use. */
export function remembered<T>(ctx: DefectContext, key: string, make: () => T): T {
  if (!ctx.memory.has(key)) ctx.memory.set(key, make())
  return ctx.memory.get(key) as T
}
