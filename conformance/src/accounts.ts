import { readFileSync } from 'node:fs'
import type { HttpClient } from './http/client'
import type { Account, Sessions } from './sessions'

// The users a run acts as: registered by the run (unique names, so runs never meet), or read from a file for a
// backend where anyone cannot register: [{ "email": "...", "password": "..." }, …], at least five accounts.

export const ACCOUNTS_NEEDED = 5

export class KitError extends Error {}

interface AccountFile {
  email: string
  password: string
}

export function readAccountsFile(file: string): AccountFile[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new KitError(
      `--accounts ${file}: ${(error as Error).message.split('\n')[0]} (expected a JSON list of { "email", "password" })`,
    )
  }
  const list = Array.isArray(parsed) ? parsed : []
  const ok = list.filter((a): a is AccountFile => typeof a?.email === 'string' && typeof a?.password === 'string')
  if (ok.length < ACCOUNTS_NEEDED || ok.length !== list.length)
    throw new KitError(
      `--accounts ${file}: expected a JSON list of at least ${ACCOUNTS_NEEDED} { "email", "password" } objects, found ${ok.length} usable of ${list.length}`,
    )
  return ok
}

type Data = { token?: string; refreshToken?: string; user?: { id?: number; username?: string } }

/** Signs in (or registers) every account and adds it to the pool; the order is the caller's (rule users first). */
export async function prepareAccounts(
  http: HttpClient,
  sessions: Sessions,
  runId: string,
  file?: AccountFile[],
): Promise<Account[]> {
  const accounts: Account[] = []
  for (let i = 0; i < ACCOUNTS_NEEDED; i++) {
    const given = file?.[i]
    const username = `cf${runId}${i}`.slice(0, 20)
    const email = given?.email ?? `${username}@conformance.test`
    const password = given?.password ?? `Cf${runId}x9`
    const answer = given
      ? await http.send({ method: 'POST', path: '/api/auth/login', json: { username: email, password } })
      : await http.send({
          method: 'POST',
          path: '/api/auth/register',
          json: { username, email, password, displayName: `一致性检查${i + 1}` },
        })
    const data = (answer.json as { data?: Data } | undefined)?.data
    if (
      answer.status >= 300 ||
      typeof data?.token !== 'string' ||
      typeof data.refreshToken !== 'string' ||
      typeof data.user?.id !== 'number'
    ) {
      const how = given ? `signing in as ${email}` : `registering ${email}`
      throw new KitError(
        `${how} answered ${answer.status} ${answer.text.slice(0, 160).replace(/\s+/g, ' ')}: the kit needs ${ACCOUNTS_NEEDED} accounts (registered, or --accounts FILE)`,
      )
    }
    const account: Account = { id: data.user.id, email, password, username: data.user.username ?? username }
    sessions.add(account, { accessToken: data.token, refreshToken: data.refreshToken })
    accounts.push(account)
  }
  return accounts
}
