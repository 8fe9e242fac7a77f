// Run by `npm run bench:lighthouse` before the bench: Lighthouse (and chrome-launcher) are this folder's own packages,
// so the app's `npm ci` does not install them (issue 46). Installs them from this folder's lockfile when its
// node_modules is missing or older than the lockfile, then type-checks the folder (bench/lighthouse/tsconfig.json; the
// root's typecheck leaves it out, since a fresh clone has not installed its types). Only node: builtins here: it runs
// before anything else is installed. `npx tsx bench/lighthouse/setup.ts` prepares the folder for
// lighthouse-lantern-tasks.ts as well.
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = dirname(fileURLToPath(import.meta.url))
const ROOT = join(HERE, '..', '..')
const LOCK = join(HERE, 'package-lock.json')
// npm writes this after a complete install: its age is the install's.
const INSTALLED = join(HERE, 'node_modules', '.package-lock.json')

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const stale = !existsSync(INSTALLED) || statSync(INSTALLED).mtimeMs < statSync(LOCK).mtimeMs
if (stale) {
  console.log(`Installing ${relative(ROOT, HERE)}'s packages (Lighthouse, chrome-launcher) from its lockfile…`)
  execFileSync(npm, ['ci', '--prefix', HERE, '--no-audit', '--no-fund'], { stdio: 'inherit' })
}
execFileSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript-native/bin/tsc'), '-p', join(HERE, 'tsconfig.json'), '--noEmit'],
  { stdio: 'inherit' },
)
