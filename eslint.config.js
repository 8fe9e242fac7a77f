// Lint, and the import direction of design.md §3 as errors:
//   src/app → src/features → src/{components,lib,api,schemas}; machines → no UI; mock-server → src/schemas only.
import { readdirSync, existsSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

const featureDirs = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : []

// Flat config does not merge one rule across blocks (the last match wins), so every src layer repeats the base.
const srcBase = ['@faker-js/faker', '@mock/*', '@fixtures/*']
const layer = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
  },
})

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/mockServiceWorker.js', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User text is rendered as text, never as HTML.' },
      ],
    },
  },
  layer(['src/**'], srcBase, 'faker and the mock server never enter the app bundle except via src/main.tsx.'),
  layer(
    ['src/components/**', 'src/lib/**', 'src/api/**', 'src/schemas/**'],
    [...srcBase, '@/app/*', '@/app/**', '@/features/*', '@/features/**', '**/app/**', '**/features/**'],
    'Shared layers must not import app or features (design.md §3).',
  ),
  layer(
    ['src/schemas/**'],
    [...srcBase, '@/app/*', '@/features/*', '@/api/*', '@/lib/*', '@/components/*', 'react', 'react-dom', '@machines/*'],
    'Schemas are shared with the mock server: valibot only.',
  ),
  layer(
    ['machines/**'],
    ['react', 'react-dom', '@/app/*', '@/features/*', '@/components/*', 'sonner', '@preact/signals-react', '@preact/signals-react/*', '@tanstack/*'],
    'Machines are pure logic: no React, DOM, toast or signals (design.md §2).',
  ),
  layer(
    ['mock-server/**'],
    ['@/app/*', '@/features/*', '@/api/*', '@/lib/*', '@/components/*', '@machines/*', 'react', 'react-dom', '@faker-js/faker'],
    'The mock server imports src/schemas only; faker is for fixtures/generate.ts.',
  ),
  ...featureDirs.map((f) =>
    layer(
      [`src/features/${f}/**`],
      [...srcBase, '@/app/*', '@/app/**', '@/features/*', `!@/features/${f}`, '@/features/*/**', `!@/features/${f}/**`],
      'Features do not import each other or the app: compose them in src/app/routes.',
    ),
  ),
  {
    // The entry point alone may load the mock backend (as a lazy chunk).
    files: ['src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
