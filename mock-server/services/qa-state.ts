import * as v from 'valibot'
import { QaStateSchema, type QaSession, type QaState } from '@/schemas/qa-state.schema'
import { activeDb } from '../active-db'
import { getAccessTokenTtl } from '../auth-config'
import { DataImportError, validateImport, type ImportSummary } from '../data-transfer'
import { getFaults, setFaults } from '../faults'
import { getStorageBudget, setStorageBudget } from '../storage/storage-budget'

// A bug report's mock side (issue 24): the whole state a tester had, out of one browser and into another. Unlike
// 导出数据 it carries the signed-in session, tokens and all, so the other browser is signed in as the same account in
// the same session (the app's tokens keep working there, and a refresh rotates them as it would have here).

/** The state, with the session that holds `token` (the page's access or refresh token). */
export async function exportQaState(token?: string): Promise<QaState> {
  const db = activeDb()
  await db.sync()
  const row = token
    ? db.find('sessions', (s) => !s.revoked && (s.accessToken === token || s.refreshToken === token))
    : undefined
  const session: QaSession | null = row
    ? {
        userId: row.userId,
        accessToken: row.accessToken,
        refreshToken: row.refreshToken,
        accessExpiresAt: row.accessExpiresAt,
        refreshExpiresAt: row.refreshExpiresAt,
      }
    : null
  const data = (await db.exportData()) as unknown as QaState['data']
  return { data, session, faults: [...getFaults()], accessTokenTtlMs: getAccessTokenTtl(), storage: getStorageBudget() }
}

export interface QaStateHost {
  setAccessTokenTtl(ms: number): void | Promise<void>
}

/**
 * Restores `input`: every part is checked first (the outline here, each row by the data import, the session's user
 * against the data), so a bad report throws DataImportError or TypeError and changes nothing.
 */
export async function importQaState(input: unknown, host: QaStateHost): Promise<ImportSummary> {
  const parsed = v.safeParse(QaStateSchema, input)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    throw new DataImportError([`${(issue && v.getDotPath(issue)) ?? '报告'}: ${issue?.message ?? '格式不正确'}`])
  }
  const state = parsed.output
  const checked = validateImport(state.data)
  const { session } = state
  if (session && !checked.tables.users?.some((u) => u.id === session.userId)) {
    throw new DataImportError([`session.userId: 报告中登录的用户 ${session.userId} 不在数据里`])
  }
  const db = activeDb()
  // Unlimited while the data and the session go in; the report's limit (what was left of it) comes last.
  setStorageBudget(null)
  const summary = await db.importData(state.data)
  if (session) {
    await db.write(async (tx) => {
      // The same tokens may already be here (the report imported twice): one session holds them.
      for (const s of tx.filter(
        'sessions',
        (s) => s.accessToken === session.accessToken || s.refreshToken === session.refreshToken,
      ))
        await tx.remove('sessions', s.id)
      await tx.create('sessions', { ...session, revoked: false, createdAt: new Date().toISOString() })
    })
  }
  setFaults(state.faults)
  await host.setAccessTokenTtl(state.accessTokenTtlMs)
  setStorageBudget(
    state.storage ? { headroomBytes: Math.max(0, state.storage.headroomBytes - state.storage.usedBytes) } : null,
  )
  return summary
}
