// The contract tests built per operation of docs/openapi.json (issue 23): the fuzz, the authorisation matrix and
// the Idempotency-Key drill. Their titles are made at run time, one per operation, so the sources cannot show which
// rule each one proves; the tests take their titles from here, and the coverage (scripts/spec-coverage/contract.ts)
// reads the same list to show each test as evidence for its operation's server rules. No imports: the coverage runs
// inside the build's config too.

/** An operation as docs/openapi.json states it. */
export interface ContractOperation {
  method: string
  /** OpenAPI style: /api/posts/{id}. */
  path: string
  /** Its x-rules: the spec rules it serves. */
  rules: string[]
  /** Only with a token (no anonymous alternative in its `security`). */
  needsSession: boolean
  /** Takes an Idempotency-Key: a creating call. */
  creates: boolean
}

type Named = Pick<ContractOperation, 'method' | 'path'>

export interface ContractSuite {
  file: string
  /** The operations the file has one such test for (each file checks its own list against this). */
  covers: (op: ContractOperation) => boolean
  title: (op: Named) => string
}

/** `POST /api/posts`, as the suites name operations. */
export const operationName = (op: Named) => `${op.method} ${op.path}`
const mutates = (op: ContractOperation) => op.method !== 'GET' && op.method !== 'HEAD'

/** Each test calls `it(CONTRACT_SUITES.<key>.title(op), …)`; the coverage finds the call by that text. */
export const CONTRACT_SUITES = {
  fuzz: {
    file: 'mock-server/fuzz/api.fuzz.test.ts',
    covers: () => true,
    title: (op) => `fuzz: ${operationName(op)} answers only what the contract documents, at every limit it states too`,
  },
  authorization: {
    file: 'mock-server/handlers/authorization.test.ts',
    covers: (op) => mutates(op) && op.needsSession,
    title: (op) =>
      `${operationName(op)}: refused without a token, with an expired one and for another user where someone owns it, changing nothing; the owner succeeds`,
  },
  idempotentRetry: {
    file: 'mock-server/handlers/idempotency.test.ts',
    covers: (op) => op.creates,
    title: (op) =>
      `${operationName(op)}: the retry of a request whose answer was lost gets the first answer, and one record exists`,
  },
  idempotentReuse: {
    file: 'mock-server/handlers/idempotency.test.ts',
    covers: (op) => op.creates,
    title: (op) =>
      `${operationName(op)}: the same key with another request is refused with 422 IDEMPOTENCY_001 and creates nothing`,
  },
} satisfies Record<string, ContractSuite>

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete']

/** Every operation of docs/openapi.json (parsed), in the document's order. */
export function contractOperations(doc: Json): ContractOperation[] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => {
      const op = item[m] as Json
      const security = (op.security ?? []) as Json[]
      const parameters = (op.parameters ?? []) as Json[]
      return {
        method: m.toUpperCase(),
        path,
        rules: (op['x-rules'] ?? []) as string[],
        needsSession: security.length > 0 && security.every((s) => 'bearerAuth' in s),
        creates: parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
      }
    }),
  )
}
