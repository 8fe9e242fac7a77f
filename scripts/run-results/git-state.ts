// Which commit a test run or a build is of. CI may say it in LEMON_COMMIT (or GITHUB_SHA) when the checkout has no .git.
import { execFileSync } from 'node:child_process'

export interface GitState {
  commit: string | null
  /** tracked files changed since the commit: the results may not be the commit's */
  dirty: boolean
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()

export function gitState(cwd: string, env: NodeJS.ProcessEnv = process.env): GitState {
  const given = env.LEMON_COMMIT || env.GITHUB_SHA
  if (given) return { commit: given, dirty: false }
  try {
    return {
      commit: git(cwd, ['rev-parse', 'HEAD']),
      dirty: git(cwd, ['status', '--porcelain', '--untracked-files=no']) !== '',
    }
  } catch {
    return { commit: null, dirty: false }
  }
}
