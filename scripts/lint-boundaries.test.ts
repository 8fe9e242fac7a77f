// The import direction of docs/architecture.md §3 is enforced by eslint-plugin-boundaries (eslint.config.js).
// These snippets prove the rules bite: each is linted as if it were the given file of the tree.
import { readdirSync } from 'node:fs'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

beforeAll(() => {
  // The snippets are files that do not exist, which the type-aware rules cannot type: those are proven below on a
  // real file of the tree.
  eslint = new ESLint({
    overrideConfigFile: 'eslint.config.js',
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
      },
    },
  })
})

/** The boundaries messages ESLint reports for `code` saved as `filePath`. */
async function boundaries(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  expect(result!.messages.filter((m) => m.fatal)).toEqual([])
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

/** A module of another feature that exists now (whichever file comes first, so the test does not name one). */
function likesBookmarksModule(): string {
  const file = readdirSync('src/features/likes-bookmarks', { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .sort()[0]
  if (!file) throw new Error('src/features/likes-bookmarks has no module to import')
  return file
    .replace(/\.tsx?$/, '')
    .split('\\')
    .join('/')
}

describe('boundaries lint (docs/architecture.md §3)', () => {
  it('a feature may not import another feature by a relative path', { timeout: 30_000 }, async () => {
    const errors = await boundaries(
      'src/features/feed/model/x.ts',
      `import * as other from '../../likes-bookmarks/${likesBookmarksModule()}'\nexport const used = other\n`,
    )
    expect(errors).toEqual([expect.stringContaining('Feature "feed" may not import feature "likes-bookmarks"')])
  })

  it('a feature may not import another feature by its alias (import, export or dynamic import)', async () => {
    const errors = await boundaries(
      'src/features/post/components/x.tsx',
      [
        "import { useAuth } from '@/features/auth/model/use-auth'",
        "export * from '@/features/auth/model/use-auth'",
        "export const load = () => import('@/features/auth/model/use-auth')",
        'export const used = useAuth',
        '',
      ].join('\n'),
    )
    expect(errors).toHaveLength(3)
    for (const e of errors) expect(e).toContain('Feature "post" may not import feature "auth"')
  })

  it('a machine may not import a service or @/api, nor React or the query client', async () => {
    const errors = await boundaries(
      'machines/x.machine.ts',
      [
        "import { toast } from '@/services/toast'",
        "import { api } from '@/api/client'",
        "import { useState } from 'react'",
        "import { useQuery } from '@tanstack/react-query'",
        'export const used = [toast, api, useState, useQuery]',
        '',
      ].join('\n'),
    )
    expect(errors).toHaveLength(4)
    expect(errors[0]).toContain('type "services"')
    expect(errors[1]).toContain('type "api"')
    expect(errors[2]).toMatch(/Machines are pure logic/)
  })

  it('shared components may not import a feature', async () => {
    const errors = await boundaries(
      'src/components/ui/x.tsx',
      "import { useAuth } from '@/features/auth/model/use-auth'\nexport const used = useAuth\n",
    )
    expect(errors).toEqual([expect.stringContaining('type "feature"')])
  })

  it('src/lib may not import the app', async () => {
    const errors = await boundaries('src/lib/x.ts', "import * as paths from '@/app/paths'\nexport const used = paths\n")
    expect(errors).toEqual([expect.stringContaining('type "app"')])
  })

  it('src/lib holds pure helpers: it may not import the API client or a service', async () => {
    const errors = await boundaries(
      'src/lib/x.ts',
      "import { api } from '@/api/client'\nimport { toast } from '@/services/toast'\nexport const used = [api, toast]\n",
    )
    expect(errors).toEqual([expect.stringContaining('type "api"'), expect.stringContaining('type "services"')])
  })

  it('the API client may not import a service (toasts reach the user through an event the app connects)', async () => {
    const errors = await boundaries(
      'src/api/x.ts',
      "import { toast } from '@/services/toast'\nexport const used = toast\n",
    )
    expect(errors).toEqual([expect.stringContaining('type "services"')])
  })

  it('schemas import valibot only', async () => {
    const errors = await boundaries(
      'src/schemas/x.schema.ts',
      "import * as v from 'valibot'\nimport { useState } from 'react'\nexport const used = [v, useState]\n",
    )
    expect(errors).toEqual([expect.stringMatching(/valibot only/)])
  })

  it('the app and the mock server leave faker and each other alone', async () => {
    expect(await boundaries('src/app/x.ts', "import * as db from '@mock/db'\nexport const used = db\n")).toHaveLength(1)
    expect(
      await boundaries('mock-server/x.ts', "import { faker } from '@faker-js/faker'\nexport const used = faker\n"),
    ).toHaveLength(1)
    expect(
      await boundaries('fixtures/generate.ts', "import { faker } from '@faker-js/faker'\nexport const used = faker\n"),
    ).toEqual([])
  })

  it('allows what the layers allow: a feature using shared UI, a route composing features', async () => {
    expect(
      await boundaries(
        'src/features/feed/components/x.tsx',
        "import { Button } from '@/components/ui/button'\nexport const used = Button\n",
      ),
    ).toEqual([])
    expect(
      await boundaries(
        'src/app/routes/x.route.tsx',
        "import { useAuth } from '@/features/auth/model/use-auth'\nexport const used = useAuth\n",
      ),
    ).toEqual([])
    expect(
      await boundaries(
        'src/features/auth/components/x.tsx',
        "import { useAuth } from '../model/use-auth'\nexport const used = useAuth\n",
      ),
    ).toEqual([])
  })
})

describe('type-aware lint', () => {
  it('a promise is never dropped: not left floating, not handed to a void callback, no await of a non-promise', {
    timeout: 60_000,
  }, async () => {
    const typed = new ESLint({ overrideConfigFile: 'eslint.config.js' })
    // Linted as the text of a file that exists, so the project service types it with the app's tsconfig.
    const code = [
      'const later = (): Promise<number> => Promise.resolve(1)',
      'export function start(): void {',
      '  later()',
      "  document.addEventListener('click', async () => {})",
      '}',
      'export async function wait(): Promise<void> {',
      '  await 1',
      '  void later()',
      '}',
      '',
    ].join('\n')
    const [result] = await typed.lintText(code, { filePath: 'src/lib/app-base.ts' })
    expect(result!.messages.filter((m) => m.fatal)).toEqual([])
    expect(result!.messages.map((m) => `${m.line} ${m.ruleId}`).sort()).toEqual([
      '3 @typescript-eslint/no-floating-promises',
      '4 @typescript-eslint/no-misused-promises',
      '7 @typescript-eslint/await-thenable',
    ])
  })
})

describe('the first paint behind one door (src/app/first-screen)', () => {
  const restricted = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath })
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
  }

  it('the app imports the folder through its index, never an inner file (the entry alone imports boot.ts)', async () => {
    expect(
      await restricted(
        'src/app/app.tsx',
        "import { handOff } from './first-screen/hand-off'\nexport const x = handOff\n",
      ),
    ).toEqual([expect.stringContaining('through its door')])
    expect(
      await restricted(
        'src/app/routes/x.route.tsx',
        "import { handOff } from '../first-screen/hand-off'\nexport const x = handOff\n",
      ),
    ).toEqual([expect.stringContaining('through its door')])
    expect(
      await restricted(
        'src/app/routes/x.route.tsx',
        "import { handOff } from '@/app/first-screen/hand-off'\nexport const x = handOff\n",
      ),
    ).toEqual([expect.stringContaining('through its door')])
    expect(
      await restricted('src/app/app.tsx', "import { handOff } from './first-screen'\nexport const x = handOff\n"),
    ).toEqual([])
    expect(
      await restricted('src/app/boot.ts', "import { bootApp } from './first-screen/boot'\nexport const x = bootApp\n"),
    ).toEqual([])
  })

  it('nothing in the folder imports the app it starts', async () => {
    expect(
      await restricted('src/app/first-screen/x.ts', "import { App } from '../app'\nexport const x = App\n"),
    ).toEqual([expect.stringContaining('does not import the app')])
    expect(
      await restricted('src/app/first-screen/x.ts', "import { paths } from '@/app/paths'\nexport const x = paths\n"),
    ).toEqual([expect.stringContaining('does not import the app')])
    expect(
      await restricted('src/app/first-screen/x.ts', "import { handOff } from './hand-off'\nexport const x = handOff\n"),
    ).toEqual([])
  })
})
