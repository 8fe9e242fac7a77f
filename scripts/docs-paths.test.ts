import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { documentsOf, missingPathNames, pathNamesIn, TOP_FILES, TOP_FOLDERS } from './docs-paths'

// The documents stand alone and stay true: every path of the repository they name is there (scripts/docs-paths.ts).

const root = fileURLToPath(new URL('../', import.meta.url))

describe('the paths the documents name', () => {
  it('are all in the repository', () => {
    const documents = documentsOf(root)
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'bench/README.md', 'docs/architecture.md']))
    const missing = missingPathNames(root, documents)
    expect(missing, `documents name paths that are not in the repository:\n${missing.join('\n')}\n`).toEqual([])
  })

  it('start from top-level folders and files that exist (a renamed one would leave its paths unchecked)', () => {
    expect([...TOP_FOLDERS, ...TOP_FILES].filter((name) => !existsSync(join(root, name)))).toEqual([])
  })
})

describe('the check', () => {
  let scratch: string | null = null
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true })
    scratch = null
  })

  it('reads paths in prose, code spans, code blocks and links, without their line, anchor or section', () => {
    const text = [
      'The boot (`src/app/boot.ts:12`) and src/api/client.ts#L3, see docs/architecture.md §3.',
      'Imports run `src/app → src/{lib,schemas}`; `@/services/toast` and https://example.com/src/x.ts are not ours,',
      'nor is the word tests or `conformance-report/`; `package.json` is; [ADR 11](decisions/011-live-machines.md#why).',
      '```',
      'machines/         XState v5 machines',
      '```',
    ].join('\n')
    expect(pathNamesIn(text, 'docs').map((name) => name.path)).toEqual([
      'src/app/boot.ts',
      'src/api/client.ts',
      'docs/architecture.md',
      'src/app',
      'src/{lib,schemas}',
      'package.json',
      'machines/',
      'docs/decisions/011-live-machines.md',
    ])
  })

  it('reports a made-up path, a dead relative link and a glob that matches nothing, as document: path', () => {
    scratch = mkdtempSync(join(tmpdir(), 'docs-paths-'))
    for (const folder of ['src/app', 'src/lib', 'docs/decisions', 'tests'])
      mkdirSync(join(scratch, folder), { recursive: true })
    for (const file of ['src/app/boot.ts', 'src/lib/format.ts', 'docs/decisions/001-schemas.md'])
      writeFileSync(join(scratch, file), '')
    writeFileSync(join(scratch, '.gitignore'), 'tests/screenshots/*.png\n/test-runs/\n')
    writeFileSync(
      join(scratch, 'docs/guide.md'),
      [
        'Real: `src/app/boot.ts:40`, `src/{app,lib}/`, `src/*/format.ts`, [ADR 1](decisions/001-schemas.md),',
        '`docs/decisions/<nnn>-schemas.md`; written by the tools: `tests/screenshots/`, `test-runs/unit.json`.',
        'Made up: `src/app/start.ts`, `src/{app,api}`, `src/*/nothing.ts`, [ADR 2](decisions/002-none.md).',
      ].join('\n'),
    )
    expect(missingPathNames(scratch, ['docs/guide.md'])).toEqual([
      'docs/guide.md: src/app/start.ts',
      'docs/guide.md: src/{app,api}',
      'docs/guide.md: src/*/nothing.ts',
      'docs/guide.md: docs/decisions/002-none.md',
    ])
  })
})
