import * as v from 'valibot'
import { RegisterRequestSchema } from '@/schemas/auth.schema'
import { ScenarioSchema, type Scenario, type ScenarioOutcome } from '@/schemas/scenario.schema'
import { activeDb } from '../active-db'
import { DEFAULT_ACCESS_TOKEN_TTL_MS, getAccessTokenTtl } from '../auth-config'
import { validateImport } from '../data-transfer'
import type { MockDb } from '../db'
import { setFaults } from '../faults'
import { COLLECTION_NAMES } from '../records'
import { setStorageBudget } from '../storage/storage-budget'
import { register } from './auth-service'
import { withHeavyUser } from './heavy-user'
import { openSession } from './sessions'
import { toOwnUser } from './user-views'

// Applies a QA scenario (src/schemas/scenario.schema.ts) in the mock: the data, then the token lifetime, the account,
// the fault rules and last the storage limit (lifted meanwhile, so the session it opens is never refused or counted). The page then keeps
// the session it is given and starts afresh (src/features/dev-console/model/scenario-runner.ts).

/** The password of every account a scenario registers (like the demo's, so QA can sign in again by hand). */
export const NEW_USER_PASSWORD = 'lemon1234'

export interface ScenarioHost {
  /** The data kept with a saved scenario (saved-scenarios.ts); undefined when there is none. */
  savedData(id: string): Promise<unknown>
  /** Sets the access-token lifetime where the host keeps it across restarts. */
  setAccessTokenTtl(ms: number): void | Promise<void>
  now?: () => number
}

function parse(input: unknown): Scenario {
  const parsed = v.safeParse(ScenarioSchema, input)
  if (parsed.success) return parsed.output
  const issue = parsed.issues[0]
  const where = issue ? v.getDotPath(issue) : null
  throw new TypeError(`场景无效：${where ? `${where}: ` : ''}${issue?.message ?? '格式不正确'}`)
}

export const countRows = (db: MockDb): Partial<Record<string, number>> =>
  Object.fromEntries(
    COLLECTION_NAMES.filter((c) => c !== 'sessions' && c !== 'idempotencyKeys' && c !== 'passwordResets').map((c) => [
      c,
      db.count(c),
    ]),
  )

/** The data kept with a saved scenario, checked like an import before anything changes; undefined for the others. */
async function savedData(scenario: Scenario, host: ScenarioHost): Promise<unknown> {
  if (scenario.data.kind !== 'saved') return undefined
  const kept = await host.savedData(scenario.id)
  if (kept === undefined) throw new TypeError(`没有找到场景「${scenario.name}」保存的数据`)
  validateImport(kept)
  return kept
}

async function applyData(db: MockDb, scenario: Scenario, kept: unknown, now: number | undefined): Promise<boolean> {
  const { data } = scenario
  switch (data.kind) {
    case 'keep':
      return false
    case 'seed':
      await db.resetToSeed()
      return true
    case 'heavy-user':
      await db.resetToSeed((tables) => withHeavyUser(tables, { posts: data.posts, messages: data.messages, now }))
      return true
    case 'saved':
      await db.importData(kept)
      return true
  }
}

async function applyAccount(db: MockDb, scenario: Scenario, now: number): Promise<ScenarioOutcome['session']> {
  const { account } = scenario
  switch (account.kind) {
    case 'keep':
      return 'keep'
    case 'signed-out':
      return null
    case 'new-user': {
      const tag = now.toString(36)
      const input = v.parse(RegisterRequestSchema, {
        username: `new_${tag}`,
        email: `new_${tag}@example.com`,
        password: NEW_USER_PASSWORD,
        displayName: `新用户${tag.slice(-4)}`,
      })
      return register(db, input)
    }
    case 'user': {
      const name = account.username.toLowerCase()
      const user = db.find('users', (u) => u.username.toLowerCase() === name)
      if (!user) throw new TypeError(`用户 ${account.username} 不存在，无法登录`)
      const session = await db.write(async (tx) => {
        const opened = await openSession(tx, user.id)
        // Already expired: the app's next call gets 401 and goes through one refresh (R4.2).
        return account.accessExpired ? (await tx.update('sessions', opened.id, { accessExpiresAt: now - 1 }))! : opened
      })
      return { token: session.accessToken, refreshToken: session.refreshToken, user: toOwnUser(user) }
    }
  }
}

/** Applies `input` (checked first: an invalid scenario changes nothing) and says which session the page should hold. */
export async function applyScenario(input: unknown, host: ScenarioHost): Promise<ScenarioOutcome> {
  const started = performance.now()
  const scenario = parse(input)
  const db = activeDb()
  const kept = await savedData(scenario, host)
  // A limit left by an earlier scenario must not refuse this one's own writes (the session it opens).
  setStorageBudget(null)
  const dataChanged = await applyData(db, scenario, kept, host.now?.())
  const ttl = scenario.accessTokenTtlMs ?? DEFAULT_ACCESS_TOKEN_TTL_MS
  if (ttl !== getAccessTokenTtl()) await host.setAccessTokenTtl(ttl)
  const session = await applyAccount(db, scenario, host.now?.() ?? Date.now())
  setFaults(scenario.faults)
  setStorageBudget(scenario.storage)
  return { session, ...(dataChanged ? { counts: countRows(db) } : {}), tookMs: Math.round(performance.now() - started) }
}
