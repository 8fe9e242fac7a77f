// Lint, and the import direction of docs/architecture.md §3 as errors (eslint-plugin-boundaries):
//   src/app → src/features → src/{components,services} → src/api → src/{lib,schemas}; machines → no UI;
//   mock-server → src/schemas only. src/lib is pure helpers (no state, no calls); src/services the app's long-lived
//   services (caches, the offline queue, toggles, network status, toasts).
// Imports are resolved through tsconfig.json (the @/, @machines/, @mock/, @fixtures/ aliases and relative paths
// alike), so a relative import across features is caught just like an alias one. scripts/lint-boundaries.test.ts
// proves the rules bite.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import boundaries from 'eslint-plugin-boundaries'
import globals from 'globals'

// Elements are folders (matched from the project root). Imports inside one element are not checked, so a
// feature's files import each other freely while src/features/feed and src/features/likes-bookmarks are two elements.
const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'services', pattern: 'src/services' },
  { type: 'api', pattern: 'src/api' },
  { type: 'schemas', pattern: 'src/schemas' },
  { type: 'styles', pattern: 'src/styles' },
  { type: 'test-support', pattern: 'src/test' },
  { type: 'machines', pattern: 'machines' },
  { type: 'mock', pattern: 'mock-server' },
  { type: 'fixtures', pattern: 'fixtures' },
  { type: 'e2e', pattern: 'tests' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'bench', pattern: 'bench' },
  { type: 'docs', pattern: 'docs' },
  { type: 'conformance', pattern: 'conformance' },
].map((e) => ({ ...e, partialMatch: false }))

// Single files are classified by file descriptors (element patterns match folders only).
const files = [
  { category: 'main', pattern: 'src/main.tsx' },
  { category: 'root-config', pattern: '*.{js,ts}' },
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  { category: 'faker-entry', pattern: 'fixtures/generate.ts' },
]

const el = (...types) => ({ element: { types } })
const mod = (...source) => ({ module: { origin: ['external', 'core'], source } })
const testsIn = (...types) => ({ element: { types }, file: { categories: 'test' } })
const LOCAL_ANYTHING = { to: { module: { origin: 'local' } } }
const ANY_PACKAGE = { to: { module: { origin: ['external', 'core'] } } }

const reactOrUi = ['react', 'react-dom', 'sonner', '@preact/signals-react', '@tanstack/*']

/** Later policies win over earlier ones (last match decides); `default: 'disallow'` covers the rest. */
const policies = [
  // Packages are allowed unless a policy below bans them.
  { allow: ANY_PACKAGE },

  // Local layers (docs/architecture.md §3).
  // Styles: the app's wiring loads the stylesheets that wait for the first screen (the demo pictures' tones).
  {
    from: el('app'),
    allow: { to: el('feature', 'components', 'services', 'lib', 'api', 'schemas', 'machines', 'styles') },
  },
  { from: el('feature'), allow: { to: el('components', 'services', 'lib', 'api', 'schemas', 'machines') } },
  // Said explicitly for the message: a feature's own files are one element, so they never reach this rule.
  {
    from: el('feature'),
    disallow: { to: el('feature') },
    message:
      'Feature "{{ from.element.captured.feature }}" may not import feature "{{ to.element.captured.feature }}" ' +
      '({{ dependency.source }}): features do not import each other; compose them in src/app/routes, or move what they share to src/components or src/lib (docs/architecture.md §3).',
  },
  // The QA console shows docs/spec-coverage.md (a Vite ?raw import, bundled into its chunk only).
  { from: { element: { types: 'feature', captured: { feature: 'dev-console' } } }, allow: { to: el('docs') } },
  { from: el('components'), allow: { to: el('services', 'lib', 'api', 'schemas') } },
  { from: el('services'), allow: { to: el('lib', 'api', 'schemas', 'machines') } },
  // Pure helpers: they import nothing of the app but the shared schemas.
  { from: el('lib'), allow: { to: el('schemas') } },
  { from: el('api'), allow: { to: el('lib', 'schemas', 'machines') } },
  { from: el('machines'), allow: { to: el('schemas') } },
  { from: el('mock'), allow: { to: el('schemas', 'fixtures') } },
  // The generated fixtures are typed with, and persisted as, the mock server's records.
  { from: el('fixtures'), allow: { to: el('mock', 'schemas') } },
  { from: el('test-support'), allow: { to: el('services', 'lib', 'api', 'schemas', 'machines') } },
  // The stylesheets' tests read the UnoCSS config they are generated with.
  { from: testsIn('styles'), allow: { to: { file: { categories: 'root-config' } } } },
  { from: el('e2e', 'scripts', 'bench'), allow: LOCAL_ANYTHING },
  // The entry point alone may start the mock backend (lazily); root config files (vite, uno, playwright) are tooling.
  { from: { file: { categories: ['main', 'root-config'] } }, allow: LOCAL_ANYTHING },
  // Unit tests may in addition use src/test (render helpers, mocked auth).
  {
    from: testsIn('app', 'feature', 'components', 'services', 'lib', 'api', 'schemas', 'machines'),
    allow: { to: el('test-support') },
  },
  // The hostile text corpus (issue 23) is one list for every layer: the mock server's contract and storage tests read
  // it too. Only its tests, only that module.
  {
    from: testsIn('mock'),
    allow: { to: { element: { types: 'test-support' }, file: { path: 'src/test/hostile-text.ts' } } },
  },
  // TODO(machines tests): machines/{retry,toggle.machine,offline-queue.machine}.test.ts build ApiError from
  // @/api/errors. Only those tests, only that module; remove once they build their errors without @/api.
  {
    from: testsIn('machines'),
    allow: { to: { element: { types: 'api' }, file: { path: 'src/api/errors.ts' } } },
  },

  // The conformance kit is published on its own: it imports only itself and packages, and only tests use it.
  {
    from: el('conformance'),
    disallow: LOCAL_ANYTHING,
    message: 'conformance/ is its own package: it imports only its own files and its declared packages.',
  },
  {
    disallow: { to: el('conformance') },
    message: 'Only tests (mock-server/, scripts/ and tests/) import conformance/.',
  },
  { from: testsIn('mock', 'scripts'), allow: { to: el('conformance') } },
  // The in-process fuzz and the contract tests' helpers generate and judge with the kit's own code.
  {
    from: { element: { types: 'mock' }, file: { path: ['mock-server/fuzz/*.ts', 'mock-server/test/*.ts'] } },
    allow: { to: el('conformance') },
  },
  { from: el('e2e'), allow: { to: el('conformance') } },

  // Package bans.
  {
    from: el('machines'),
    disallow: { to: mod(...reactOrUi) },
    message: 'Machines are pure logic: no React, DOM, toast, signals or query client (docs/architecture.md §2).',
  },
  {
    from: el('schemas'),
    disallow: { to: { module: { origin: ['external', 'core'], source: '!valibot' } } },
    message: 'Schemas are shared with the mock server: valibot only.',
  },
  { from: testsIn('schemas'), allow: { to: mod('vitest') } },
  {
    from: el('mock'),
    disallow: { to: mod('react', 'react-dom', '@faker-js/faker') },
    message: 'The mock server imports src/schemas and fixtures only; faker is for fixtures/generate.ts.',
  },
  {
    disallow: { to: mod('@faker-js/faker') },
    message: 'faker runs only in fixtures/generate.ts: the app, the mock server and tests use the committed fixtures.',
  },
  { from: { file: { categories: 'faker-entry' } }, allow: { to: mod('@faker-js/faker') } },
  // The generators called by fixtures/generate.ts take its Faker instance: a type import only.
  { from: el('fixtures'), allow: { to: mod('@faker-js/faker'), dependency: { kind: 'type' } } },
]

export default tseslint.config(
  {
    // Build and test output (as in .gitignore: E2E_OUT_DIR / E2E_RESULTS runs write dist-*/ and test-results-*/).
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'public/mockServiceWorker.js',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'blob-report/**',
      'coverage/**',
      // The benches' output (npm run bench:lighthouse keeps its builds and reports there).
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json', alwaysTryTypes: true } },
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/additional-dependency-nodes': [
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/] > Literal",
          kind: 'value',
          name: 'vi-mock',
        },
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'User text is rendered as text, never as HTML.',
        },
      ],
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', checkAllOrigins: true, checkUnknownLocals: true, policies },
      ],
    },
  },
  {
    // The first paint is one module with one door (src/app/first-screen/index.ts, docs/architecture.md §8): the
    // folder's other files are its own, but for boot.ts, which the page's entry imports alone (src/app/boot.ts).
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/app/first-screen/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)app/first-screen/(?!(index|boot)$).+|^\\.{1,2}/(\\.\\./)*first-screen/(?!(index|boot)$).+',
              message:
                'The first paint is imported through its door: src/app/first-screen (index.ts), not its inner files.',
            },
          ],
        },
      ],
    },
  },
  {
    // …and it never imports the app it starts: the entry hands it the app's stages (src/main.tsx).
    files: ['src/app/first-screen/**/*.{ts,tsx}'],
    ignores: ['src/app/first-screen/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./|^@/app(/|$)',
              message:
                'src/app/first-screen does not import the app (its routes, services or components run after it): take what it needs as an argument.',
            },
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or explicitly let go (`void`), never dropped by accident or
    // handed to a caller that ignores it (an onSubmit, an event listener). The project service gives each file the
    // tsconfig that covers it.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Journeys run in the worker's warm context with 离线使用 off: tests/fixtures.ts gives them `test`.
    files: ['tests/**/*.ts'],
    ignores: ['tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Journeys import test and expect from './fixtures' (the warm context, 离线使用 off, a journey fails on any CSP violation: ADR 012; tests/fixtures.ts says how to opt out).",
            },
          ],
        },
      ],
    },
  },
)
