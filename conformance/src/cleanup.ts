import type { RequestSpec } from './http/client'

// What a run created, and how to take it away again through the API, newest first. What the API cannot take
// away (accounts, messages, uploaded files) is reported as left behind, unless the backend's reset hook ran.

interface Undo {
  what: string
  request: (token: (userId: number) => Promise<string>) => Promise<RequestSpec>
  /** Statuses that mean it is gone (404: something already removed it). */
  ok: readonly number[]
}

export class Cleanup {
  readonly #undo: Undo[] = []
  readonly #left = new Set<string>()

  /** A record the API can delete, as its owner. */
  deletable(what: string, ownerId: number, method: 'DELETE' | 'POST', path: string): void {
    this.#undo.push({
      what,
      request: async (token) => ({ method, path, token: await token(ownerId) }),
      ok: [200, 204, 404],
    })
  }

  /** A record the API offers no way to delete. */
  leftBehind(what: string): void {
    this.#left.add(what)
  }

  /** Undoes everything it can, newest first; returns what could not be undone. */
  async run(
    send: (spec: RequestSpec) => Promise<{ status: number }>,
    token: (userId: number) => Promise<string>,
  ): Promise<string[]> {
    const failed: string[] = []
    while (this.#undo.length) {
      const undo = this.#undo.pop()!
      try {
        const { status } = await send(await undo.request(token))
        if (!undo.ok.includes(status)) failed.push(`${undo.what} (delete answered ${status})`)
      } catch (error) {
        failed.push(`${undo.what} (${(error as Error).message})`)
      }
    }
    return [...failed, ...this.#left]
  }

  /** The backend was reset to its seed: nothing the run made is left. */
  clear(): void {
    this.#undo.length = 0
    this.#left.clear()
  }
}
