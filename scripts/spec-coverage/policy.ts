// The evidence policy, in one place: which kind of test a file is (by its path), and which kinds
// of test can prove each layer of a rule. docs/spec-coverage.md prints both tables in its header.

/** Where a rule's behaviour lives; a rule lists one or more (docs/spec-rules.json). */
export const LAYERS = ['screen', 'flow', 'client', 'server', 'constant', 'content'] as const
export type Layer = (typeof LAYERS)[number]

export const LAYER_MEANING: Record<Layer, string> = {
  screen: 'what a screen shows and does',
  flow: 'state machines, hooks and stores',
  client: 'what the API client sends, and how it reads answers and errors',
  server: 'what the (mock) server answers or refuses',
  constant: 'a number or default of §9',
  content: 'fixed text and facts shown to the user',
}

export const TEST_KINDS = [
  'journey',
  'component',
  'hook',
  'machine',
  'client',
  'server',
  'schema',
  'tooling',
  'other',
] as const
export type TestKind = (typeof TEST_KINDS)[number]

/** Test kinds by path, first match wins; `pattern` is what the doc prints. */
export const KIND_BY_PATH: readonly { kind: TestKind; pattern: string; test: (path: string) => boolean }[] = [
  {
    kind: 'tooling',
    pattern: '`scripts/**`, `fixtures/**`, `bench/**` (never evidence)',
    test: (p) => /^(scripts|fixtures|bench)\//.test(p),
  },
  { kind: 'journey', pattern: '`tests/**/*.spec.ts`', test: (p) => /^tests\/.*\.spec\.ts$/.test(p) },
  { kind: 'server', pattern: '`mock-server/**`', test: (p) => p.startsWith('mock-server/') },
  { kind: 'machine', pattern: '`machines/**`', test: (p) => p.startsWith('machines/') },
  { kind: 'schema', pattern: '`src/schemas/**`', test: (p) => p.startsWith('src/schemas/') },
  {
    kind: 'client',
    pattern: '`src/api/**`, `src/features/*/api/**`',
    test: (p) => /^src\/(api|features\/[^/]+\/api)\//.test(p),
  },
  {
    kind: 'hook',
    pattern: '`src/**/model/**`, `src/lib/**`, `src/services/**`, any `use-*.test.ts(x)`',
    test: (p) =>
      /^src\/(.*\/)?model\//.test(p) || /^src\/(lib|services)\//.test(p) || /(^|\/)use-[^/]*\.test\.tsx?$/.test(p),
  },
  {
    kind: 'component',
    pattern: '`src/**/*.test.tsx` under `components/` or `src/app/`',
    test: (p) => /^src\/.*\.test\.tsx$/.test(p) && (/\/components\//.test(p) || p.startsWith('src/app/')),
  },
  // A plain `.test.ts` under src/ runs without a DOM: it tests logic beside a component (post-pages.test.ts) or the app shell.
  {
    kind: 'hook',
    pattern: 'any other `src/**/*.test.ts` (logic without a DOM, e.g. `src/components/post-list/post-pages.test.ts`)',
    test: (p) => /^src\/.*\.test\.ts$/.test(p),
  },
  { kind: 'other', pattern: 'any other test file', test: () => true },
]

export function kindOf(path: string): TestKind {
  return KIND_BY_PATH.find((k) => k.test(path))!.kind
}

/** Which kinds of test can prove each layer. A kind not listed for a layer never counts for it. */
export const ACCEPTS: Record<Layer, readonly TestKind[]> = {
  screen: ['component', 'journey'],
  flow: ['machine', 'hook'],
  // Component and hook tests call the real client against msw and may assert the request.
  client: ['client', 'component', 'hook'],
  server: ['server'],
  constant: TEST_KINDS.filter((k) => k !== 'server' && k !== 'tooling'),
  content: ['component', 'journey'],
}

export function accepts(layer: Layer, kind: TestKind): boolean {
  return ACCEPTS[layer].includes(kind)
}

/** A test of this kind is evidence for a rule with these layers when it can prove at least one of them. */
export function provesAny(layers: readonly Layer[], kind: TestKind): boolean {
  return layers.some((l) => accepts(l, kind))
}
