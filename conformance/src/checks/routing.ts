import type { CheckContext, CheckDef } from '../check'
import { METHODS } from '../contract/contract'

// How the API answers what it does not serve: a path it knows, asked with a method it does not serve there, is 405
// with `Allow` naming the methods it does (a literal path such as /api/posts/search is not /api/posts/{id}); an
// unknown path is 404; both in the error envelope. And what a browser on another origin needs: CORS that lets the
// app's headers through and shows it the headers it reads.

async function methodNotAllowed(ctx: CheckContext): Promise<void> {
  const paths = Object.keys(ctx.contract.doc.paths as object)
  for (const [i, path] of paths.entries()) {
    const concrete = path.replace(/\{[^}]+\}/g, '1')
    const listed = ctx.contract.methodsAt(concrete)
    const unlisted = METHODS.map((m) => m.toUpperCase()).filter(
      (m) => !listed.includes(m) && !(m === 'HEAD' && listed.includes('GET')),
    )
    // A quick run asks one unlisted method per path, a different one from path to path; a full run asks them all.
    for (const method of ctx.quick ? [unlisted[i % unlisted.length]!] : unlisted) {
      const answer = await ctx.call({ method, path: concrete })
      const allow = answer.headers.get('Allow')
      ctx.expect(answer.status === 405, `${method} ${path} answered ${answer.status}, not 405`, answer)
      if (answer.status === 405)
        ctx.expect(
          allow === listed.join(', '),
          `${method} ${path}: Allow "${allow}", the contract lists "${listed.join(', ')}"`,
          answer,
        )
    }
  }
  for (const path of ['/api/nope', '/api/posts/1/nope', '/api/users/1/posts/2']) {
    const answer = await ctx.call({ method: 'GET', path })
    ctx.expect(answer.status === 404, `GET ${path} answered ${answer.status}, not 404`, answer)
  }
}

/**
 * Every operation that takes JSON, sent JSON cut short, and every one that takes a form, sent a form that does not
 * parse (no boundary), with an Idempotency-Key where it takes one: a refusal of the input (400 VALIDATION_001), never
 * a crash.
 */
async function badBodies(ctx: CheckContext): Promise<void> {
  const cases = ctx.contract.operations.flatMap((op) => [
    ...(op.bodies['application/json']
      ? [{ op, body: '{"title": "半截', contentType: 'application/json', what: 'JSON cut short' }]
      : []),
    ...(op.bodies['multipart/form-data']
      ? [{ op, body: 'xx', contentType: 'multipart/form-data', what: 'a form without a boundary' }]
      : []),
  ])
  for (const { op, body, contentType, what } of cases) {
    const path = op.path.replace(/\{[^}]+\}/g, String(ctx.observed.ids('posts')[0] ?? 1))
    const token = op.secured ? await ctx.sessions.token(ctx.fuzzUsers[0]!.id) : undefined
    const takesKey = op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key')
    const headers: Record<string, string> = takesKey
      ? { 'Idempotency-Key': `bad-body-${ctx.seed}-${Math.random().toString(36).slice(2)}` }
      : {}
    const answer = await ctx.call({
      method: op.method,
      path,
      headers,
      ...(token ? { token } : {}),
      text: { body, contentType },
    })
    const code = (answer.json as { code?: string } | undefined)?.code
    // A record that is not the sender's (or not there) may be refused before its body is read.
    const refusedFirst = [403, 404].includes(answer.status) && op.path.includes('{')
    ctx.expect(
      refusedFirst || (answer.status === 400 && code === 'VALIDATION_001'),
      `${op.method} ${op.path} with ${what} answered ${answer.status} ${code ?? ''}, not 400 VALIDATION_001`,
      answer,
    )
  }
}

async function cors(ctx: CheckContext): Promise<void> {
  const origin = 'http://app.conformance.test'
  const wanted = ['authorization', 'content-type', 'idempotency-key', 'x-request-id', 'x-platform', 'x-client-version']
  const preflight = await ctx.call(
    {
      method: 'OPTIONS',
      path: '/api/posts',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': wanted.join(','),
      },
    },
    { conformance: false },
  )
  const allowOrigin = preflight.headers.get('Access-Control-Allow-Origin')
  const allowHeaders = (preflight.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase()
  ctx.expect(
    preflight.status >= 200 && preflight.status < 300,
    `a CORS preflight answered ${preflight.status}`,
    preflight,
  )
  ctx.expect(
    allowOrigin === '*' || allowOrigin === origin,
    `a CORS preflight allows origin "${allowOrigin}"`,
    preflight,
  )
  const missing = wanted.filter((h) => allowHeaders !== '*' && !allowHeaders.split(/\s*,\s*/).includes(h))
  ctx.expect(
    missing.length === 0,
    `a CORS preflight does not allow the headers the app sends: ${missing.join(', ')}`,
    preflight,
  )
  const get = await ctx.call({ method: 'GET', path: '/api/posts?limit=1', headers: { Origin: origin } })
  const getOrigin = get.headers.get('Access-Control-Allow-Origin')
  ctx.expect(
    getOrigin === '*' || getOrigin === origin,
    `GET /api/posts from another origin: Access-Control-Allow-Origin "${getOrigin}"`,
    get,
  )
  const exposed = (get.headers.get('Access-Control-Expose-Headers') ?? '').toLowerCase()
  ctx.expect(
    exposed.includes('retry-after') && exposed.includes('idempotent-replayed'),
    `Access-Control-Expose-Headers "${exposed}" hides Retry-After or Idempotent-Replayed from the app`,
    get,
  )
}

async function health(ctx: CheckContext): Promise<void> {
  const get = await ctx.call({ method: 'GET', path: '/api/health' })
  ctx.expect(get.status === 200, `GET /api/health answered ${get.status}`, get)
  const head = await ctx.call({ method: 'HEAD', path: '/api/health' })
  ctx.expect(
    head.status === 200 && head.text === '',
    `HEAD /api/health answered ${head.status} with ${head.text.length} bytes`,
    head,
  )
}

export const ROUTING_CHECKS: CheckDef[] = [
  {
    id: 'contract/method-not-allowed',
    rules: ['R3.15'],
    group: 'contract',
    quick: true,
    title:
      'a known path asked with a method it does not serve is 405 with Allow (literal paths first); an unknown path is 404; both enveloped',
    run: methodNotAllowed,
  },
  {
    id: 'contract/bad-bodies',
    rules: ['R5.29', 'R3.15'],
    group: 'contract',
    quick: true,
    title:
      'JSON cut short and a form without a boundary are refused with 400 VALIDATION_001 in the envelope, never a 500',
    run: badBodies,
  },
  {
    id: 'contract/cors',
    rules: [],
    group: 'contract',
    quick: true,
    title:
      'CORS lets a browser app on another origin send its headers and read Retry-After and Idempotent-Replayed (the app on a real backend)',
    run: cors,
  },
  {
    id: 'contract/health',
    rules: ['R7.37'],
    group: 'contract',
    quick: true,
    title: 'GET /api/health answers; HEAD answers without a body',
    run: health,
  },
]
