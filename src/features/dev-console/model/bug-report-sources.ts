import { getCachedUser } from '@/api/token-store'
import type { BugReport } from '@/schemas/bug-report.schema'
import type { QaHandle } from '@/schemas/qa-handle.schema'
import { actorInspection } from '@/services/actor-inspection'
import { getErrorLog } from '@/services/error-log'
import { getMockHandle, MOCK_UNAVAILABLE } from '@/services/mock-handle-lookup'
import { bugReportFileName, bugReportText, makeBugReport } from './bug-report'
import { downloadText } from '@/lib/download-file'
import { kb } from './format-size'
import { summarise } from './live-machines-channel'
import { currentRoute } from './route-before-console'
import { loadTestResults } from './test-results-source'

// What a bug report gathers in this page: the mock's state (with the session's tokens), the signed-in user, the
// error log, this tab's machines with their recent events, the build, and the browser.

/**
 * The build's id, as the page's first-screen script carries it (its data-build attribute, written by the build: a
 * hash of the build's files; one per start in `npm run dev`).
 */
function buildId(): string {
  const build = document.querySelector<HTMLScriptElement>('script[data-build]')?.dataset.build
  return build || (import.meta.env.DEV ? 'dev' : '未知')
}

async function buildInfo(): Promise<BugReport['build']> {
  // The test-results bundle is made at build time: its `build` says when, and from which commit.
  const built = await loadTestResults().then(
    (bundle) => bundle.build,
    () => null,
  )
  return { id: buildId(), builtAt: built?.at ?? null, commit: built?.commit ?? null }
}

export async function gatherBugReport(
  handle: QaHandle,
  { route, description }: { route: string; description: string },
): Promise<BugReport> {
  const [mock, build] = await Promise.all([handle.exportState(), buildInfo()])
  const user = mock.session ? getCachedUser() : null
  return makeBugReport({
    route,
    description: description.trim(),
    build,
    user: user ? { ...user } : null,
    mock,
    errorLog: getErrorLog(),
    machines: summarise(actorInspection.get()),
    environment: {
      userAgent: navigator.userAgent,
      language: navigator.language,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      online: navigator.onLine,
    },
  })
}

/** Gathers the report and saves it as a file; says the file's name and size. */
export async function saveBugReport(handle: QaHandle, input: { route: string; description: string }): Promise<string> {
  const report = await gatherBugReport(handle, input)
  const text = bugReportText(report)
  const name = bugReportFileName(new Date(report.createdAt))
  downloadText(text, name)
  return `已导出 ${name}（${kb(text.length)}），打开 ${report.route}`
}

/** 导出问题报告 over any screen (the live-machines panel): this screen's route, the handle as it is now. */
export function saveBugReportOfThisScreen(): Promise<string> {
  const handle = getMockHandle()
  if (!handle) return Promise.reject(new Error(MOCK_UNAVAILABLE))
  return saveBugReport(handle, { route: currentRoute(), description: '' })
}
