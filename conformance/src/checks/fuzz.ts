import fc from 'fast-check'
import { beyondHeadLimit, type CheckContext, type CheckDef } from '../check'
import { expectationProblems } from '../contract/answer-checks'
import type { Operation } from '../contract/contract'
import type { Contract } from '../contract/contract'
import { boundaryCases } from '../generate/boundaries'
import { requestArb, type FuzzRequest, type Mood } from '../generate/requests'
import { BackendError, type RequestSpec } from '../http/client'
import { createPost } from './steps'

// Requests generated from the contract, for every operation: valid ones, ones that break it in exactly one place,
// hostile ones (markup, injection text, lone surrogates, huge numbers, malformed JSON, odd content types) and, in a
// full run, one request at and one just past every limit the contract states (astral text included). Every answer
// must be one the operation documents; a request the contract forbids must be refused, one it allows must not be
// refused for its shape; a creating request sent again with its Idempotency-Key gets the first answer, marked.

const MOODS: [Mood, number][] = [
  ['valid', 0.4],
  ['broken', 0.4],
  ['hostile', 0.2],
]

/** Tokens for the auth flaws: one expired (when the backend has the hook), one revoked by a logout. */
export interface BadTokens {
  expired?: string
  revoked: string
}

let keys = 0
/** A generated key made unique per send (unless the key itself is under test), so runs never meet each other's. */
function keyFor(request: FuzzRequest, runId: string): string | undefined {
  const key = request.headers['Idempotency-Key']
  if (key === undefined || request.fixedKey) return key
  if (key === '' || request.flaws.some((f) => f.startsWith('header'))) return undefined
  return `${key.slice(0, 200)}.${runId}.${++keys}`
}

async function toSpec(
  ctx: CheckContext,
  request: FuzzRequest,
  bad: BadTokens,
  key: string | undefined,
): Promise<RequestSpec> {
  const headers: Record<string, string> = { ...request.headers }
  // The generated key made unique; a key that is itself the flaw under test goes as generated.
  if (key !== undefined) headers['Idempotency-Key'] = key
  const spec: RequestSpec = { method: request.method, path: request.url, headers }
  const { auth } = request
  if (auth.kind === 'user') spec.token = await ctx.sessions.token(auth.userId)
  else if (auth.kind === 'expired') spec.token = bad.expired ?? bad.revoked
  else if (auth.kind === 'revoked') spec.token = bad.revoked
  else if (auth.kind === 'header') headers.Authorization = auth.value
  const { body } = request
  if (body.kind === 'text')
    spec.text = { body: body.text, ...(body.contentType === undefined ? {} : { contentType: body.contentType }) }
  else if (body.kind === 'multipart')
    spec.form = body.parts.map((p) => ('text' in p ? { name: p.name, value: p.text } : { name: p.name, file: p.file }))
  return spec
}

const moodOf = (r: FuzzRequest) =>
  r.hostile ? 'hostile' : r.flaws.length ? `broken: ${r.flaws.slice(0, 2).join('; ')}` : 'valid'

async function exercise(
  ctx: CheckContext,
  op: Operation,
  request: FuzzRequest,
  bad: BadTokens,
  runId: string,
  what?: string,
): Promise<void> {
  const key = keyFor(request, runId)
  const spec = await toSpec(ctx, request, bad, key)
  let answer
  try {
    answer = await ctx.call(spec)
  } catch (error) {
    if (
      error instanceof BackendError &&
      error.kind === 'cut' &&
      error.exchange &&
      beyondHeadLimit(error.exchange.request)
    )
      return
    throw error
  }
  const label = what ? `limit case "${what}"` : moodOf(request)
  for (const problem of expectationProblems(ctx.contract, op, request, answer)) ctx.fail(`${label}: ${problem}`, answer)
  if (key === undefined || answer.status < 200 || answer.status >= 300) return
  const again = await ctx.call(await toSpec(ctx, request, bad, key))
  if (again.status !== answer.status || again.text !== answer.text)
    ctx.fail(
      `the retry with the same Idempotency-Key answered ${again.status} ${again.text.slice(0, 160)}, not the first answer (${answer.status})`,
      again,
    )
  else if (again.headers.get('Idempotent-Replayed') !== 'true')
    ctx.fail('the retry with the same Idempotency-Key is not marked Idempotent-Replayed: true', again)
}

/** One check per operation of the contract, named by the operation's spec rules (its x-rules). */
export function fuzzChecks(contract: Contract, bad: () => BadTokens, runId: string): CheckDef[] {
  return contract.operations.map(
    (op): CheckDef => ({
      id: `fuzz/${op.method} ${op.path}`,
      rules: ((op.op['x-rules'] ?? []) as string[]).slice(),
      title: `${op.method} ${op.path} answers only what the contract documents to generated requests`,
      group: 'fuzz',
      quick: true,
      async run(ctx: CheckContext) {
        const users = ctx.fuzzUsers.map((u) => u.id)
        let i = 0
        for (const [mood, share] of MOODS) {
          const runs = Math.max(1, Math.round(ctx.runsPerOperation * share))
          for (let n = 0; n < runs; n++) {
            // One request at a time, generated after the previous one's answer: the live values it names are current.
            const [request] = fc.sample(requestArb(ctx.contract, op, users, mood, ctx.observed), {
              numRuns: 1,
              seed: ctx.seed + 7919 * i++,
            })
            await exercise(ctx, op, request!, bad(), runId)
          }
        }
        if (ctx.quick) return
        // The limits of an owner's operation are tried on a record of the sender's own, so ownership refuses nothing.
        if (/^\/api\/(posts|comments)\/\{/.test(op.path)) {
          const post = await createPost(ctx, ctx.fuzzUsers[0]!)
          const comment = await ctx.call({
            method: 'POST',
            path: `/api/comments?postId=${post.id}`,
            token: await ctx.token(ctx.fuzzUsers[0]!),
            json: { content: '边界检查' },
          })
          ctx.must(comment.status === 201 || comment.status === 429, `commenting answered ${comment.status}`, comment)
        }
        for (const { what, request } of boundaryCases(ctx.contract, op, users[0]!, ctx.observed, ctx.seed))
          await exercise(ctx, op, request, bad(), runId, what)
      },
    }),
  )
}
