import type { BugReport } from '@/schemas/bug-report.schema'
import type { QaHandle } from '@/schemas/qa-handle.schema'
import { restartApp, type RestartEnv } from './app-restart'

// Restoring a 问题报告 (checked by parseBugReport first): the mock takes the data, session, faults and limits, then the
// app opens the report's route afresh, signed in with the report's tokens. Apart from the export's modules, so the
// live-machines panel (which only exports) does not load the restart.

/** The mock restores the state (refusing, unchanged, a state it finds invalid); the app then opens the report's route. */
export async function restoreBugReport(handle: QaHandle, report: BugReport, env: RestartEnv): Promise<void> {
  await handle.importState(report.mock)
  const { session } = report.mock
  restartApp(
    {
      session:
        session && report.user
          ? { token: session.accessToken, refreshToken: session.refreshToken, user: report.user }
          : null,
      path: report.route,
    },
    env,
  )
}
