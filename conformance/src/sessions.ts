import type { HttpClient } from './http/client'

// The kit's accounts and their tokens. A generated request may log a user out, rotate their refresh token or reset
// their password; the answers say so, and the pool follows them (a new access token from a refresh, a new password
// from a reset, a fresh sign-in after a logout) instead of reading any storage.

export interface Account {
  /** The user id the backend gave the account (from its sign-in answer). */
  id: number
  email: string
  password: string
  username: string
}

interface Held {
  accessToken: string
  refreshToken: string
}

export class Sessions {
  readonly #held = new Map<number, Held>()
  readonly #accounts = new Map<number, Account>()
  /** Every refresh token issued to the pool (a generated refresh may rotate any of them). */
  readonly #byRefresh = new Map<string, number>()

  constructor(private readonly http: HttpClient) {}

  add(account: Account, tokens?: Held): void {
    this.#accounts.set(account.id, account)
    if (tokens) this.#hold(account.id, tokens)
  }

  account(id: number): Account | undefined {
    return this.#accounts.get(id)
  }

  byEmail(email: string): Account | undefined {
    return [...this.#accounts.values()].find((a) => a.email.toLowerCase() === email.trim().toLowerCase())
  }

  #hold(userId: number, tokens: Held): void {
    this.#held.set(userId, tokens)
    this.#byRefresh.set(tokens.refreshToken, userId)
  }

  /** A fresh session of the account (a second sign-in: the held one stays as it is). */
  async signIn(account: Account): Promise<Held> {
    const answer = await this.http.send({
      method: 'POST',
      path: '/api/auth/login',
      json: { username: account.email, password: account.password },
    })
    const data = (answer.json as { data?: { token?: string; refreshToken?: string } } | undefined)?.data
    if (answer.status !== 200 || typeof data?.token !== 'string' || typeof data.refreshToken !== 'string') {
      throw new Error(
        `cannot sign in as ${account.email}: POST /api/auth/login answered ${answer.status} ${answer.text.slice(0, 200)}`,
      )
    }
    return { accessToken: data.token, refreshToken: data.refreshToken }
  }

  async token(userId: number): Promise<string> {
    const held = this.#held.get(userId)
    if (held) return held.accessToken
    const account = this.#accounts.get(userId)
    if (!account) throw new Error(`no account for user ${userId}`)
    const tokens = await this.signIn(account)
    this.#hold(userId, tokens)
    return tokens.accessToken
  }

  /** The held session stopped working (logged out, expired): the next request signs in again. */
  drop(userId: number): void {
    this.#held.delete(userId)
  }

  /** Follows what an answer says about the pool's sessions. */
  observe(
    method: string,
    pathname: string,
    sentToken: string | undefined,
    body: unknown,
    status: number,
    json: unknown,
  ): void {
    if (status < 200 || status >= 300 || method !== 'POST') return
    const data = (json as { data?: Record<string, unknown> } | undefined)?.data
    const sent = (body ?? {}) as Record<string, unknown>
    if (pathname === '/api/auth/refresh' && typeof sent.refreshToken === 'string') {
      const userId = this.#byRefresh.get(sent.refreshToken)
      const held = userId === undefined ? undefined : this.#held.get(userId)
      // Rotated: the session's old tokens stop working; if it was the held one, the new pair is.
      if (
        userId !== undefined &&
        held?.refreshToken === sent.refreshToken &&
        typeof data?.accessToken === 'string' &&
        typeof data.refreshToken === 'string'
      ) {
        this.#hold(userId, { accessToken: data.accessToken, refreshToken: data.refreshToken })
      }
    } else if (pathname === '/api/auth/logout' && sentToken) {
      for (const [userId, held] of this.#held) if (held.accessToken === sentToken) this.drop(userId)
    } else if (pathname === '/api/auth/reset' && typeof sent.password === 'string') {
      // A reset revokes the user's sessions and sets the password that was sent.
      const email = typeof sent.token === 'string' ? this.resetTokens.get(sent.token) : undefined
      const account = email === undefined ? undefined : this.byEmail(email)
      if (account) {
        account.password = sent.password
        this.drop(account.id)
      }
    } else if (
      pathname === '/api/auth/forgot' &&
      typeof data?.resetToken === 'string' &&
      typeof sent.email === 'string'
    ) {
      this.resetTokens.set(data.resetToken, sent.email)
    }
  }

  /** Reset tokens a backend handed back (a development backend may; a real one mails them), by the email asked for. */
  readonly resetTokens = new Map<string, string>()

  /** The pool user whose held access token this is. */
  userOf(accessToken: string | undefined): number | undefined {
    if (!accessToken) return undefined
    for (const [userId, held] of this.#held) if (held.accessToken === accessToken) return userId
    return undefined
  }

  refreshTokens(): string[] {
    return [...this.#held.values()].map((h) => h.refreshToken)
  }
}
