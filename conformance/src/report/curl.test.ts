import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { SentRequest } from '../model'
import { curlOf } from './curl'
import { shellQuote } from './shell-quote'

// Each command runs in a real bash with curl replaced by a function that prints its arguments, NUL-separated; the
// arguments are read back into a request as curl would, and must be the request the command was made from.

const HOSTILE = [
  `it's "double" and 'single'`,
  '$(touch /tmp/pwned) `id` ${HOME} $HOME !! !$',
  'back\\slash \\n not a newline \\x27 \\',
  'line one\nline two\r\nthree\ttab',
  '春日 柠檬笔记 🍋👩‍👩‍👧 é',
  'ctrl \u0001 \u0007 \u001b[31mred\u001b[0m \u007f \u0085 \u009b end',
  'bidi \u202egnp.exe\u202c \u2066x\u2069 \u2028 sep',
  "';echo pwned;'",
  '',
]

async function argvOf(command: string): Promise<string[]> {
  expect(command).not.toMatch(/[\n\r]/)
  // In the C locale: the command must not depend on the shell's locale.
  const env = { ...process.env, LC_ALL: 'C' }
  const { stdout } = await promisify(execFile)('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], {
    encoding: 'buffer',
    env,
  })
  return stdout.toString('utf8').split('\0').slice(0, -1)
}

/** The request curl would send for these arguments (only the options curlOf writes). */
function requestOf(argv: string[]): SentRequest {
  const request: SentRequest = { method: 'GET', url: '', headers: {} }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const next = () => argv[++i]!
    if (arg === '-sS') continue
    else if (arg === '-X') request.method = next()
    else if (arg === '-I') request.method = 'HEAD'
    else if (arg === '-H') {
      const header = next()
      const empty = /^([^:;]+);$/.exec(header)
      const [, name, value] = empty ? [header, empty[1]!, ''] : /^([^:]+):(?: (.*))?$/s.exec(header)!
      // "Name:" tells curl not to send that header.
      if (!empty && value === undefined) continue
      request.headers[name!] = value!
    } else if (arg === '--data-raw') request.body = next()
    else if (arg === '-F' || arg === '--form-string') {
      const field = next()
      const name = field.slice(0, field.indexOf('='))
      const content = field.slice(name.length + 1)
      request.parts ??= []
      const file = arg === '-F' ? /^@(?:"((?:[^"\\]|\\.)*)"|([^;"]*));type=(.*)$/.exec(content) : null
      if (file)
        request.parts.push({
          name,
          file: { filename: file[1]?.replace(/\\(.)/g, '$1') ?? file[2]!, type: file[3]!, bytes: 0 },
        })
      else {
        if (arg === '-F') expect(content).not.toMatch(/^[@<"]|;/)
        request.parts.push({ name, value: content })
      }
    } else if (request.url === '') request.url = arg
    else throw new Error(`unexpected argument ${JSON.stringify(arg)}`)
  }
  return request
}

const withoutFileSizes = (r: SentRequest): SentRequest => ({
  ...r,
  ...(r.parts ? { parts: r.parts.map((p) => (p.file ? { ...p, file: { ...p.file, bytes: 0 } } : p)) } : {}),
})

describe('shellQuote', () => {
  it('gives back every hostile text unchanged through bash', async () => {
    const argv = await argvOf(`curl ${HOSTILE.map(shellQuote).join(' ')}`)
    expect(argv).toEqual(HOSTILE)
  })

  it("uses plain single quotes unless a control character needs $'…'", () => {
    expect(shellQuote(`it's`)).toBe(`'it'\\''s'`)
    expect(shellQuote('a\nb')).toBe(`$'a\\nb'`)
    expect(shellQuote("a'\u0001")).toBe(`$'a\\x27\\x01'`)
    expect(shellQuote('\u202e\u0085')).toBe(`$'\\xe2\\x80\\xae\\xc2\\x85'`)
  })
})

describe('curlOf', () => {
  it('reproduces a JSON request with hostile text in the URL, the headers and the body', async () => {
    for (const text of HOSTILE) {
      const request: SentRequest = {
        method: 'POST',
        url: `http://127.0.0.1:8787/api/posts?q=${encodeURIComponent(text)}&raw='$(x)'`,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${text.replace(/[^\u0020-\u007e]/g, '')}`,
        },
        // A JSON body and the raw text after it: the kit sends broken JSON too.
        body: `${JSON.stringify({ title: text })}${text}`,
      }
      const command = curlOf(request)
      // Nothing that would act in the terminal showing it.
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(command).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/)
      expect(requestOf(await argvOf(command))).toEqual(request)
    }
  })

  it('starts with curl -sS -X METHOD and the quoted URL', () => {
    expect(curlOf({ method: 'DELETE', url: 'http://h:1/api/posts/1', headers: { authorization: 'Bearer t' } })).toBe(
      `curl -sS -X DELETE 'http://h:1/api/posts/1' -H 'authorization: Bearer t'`,
    )
  })

  it('sends a body without a Content-Type as it was, not as a form', async () => {
    const request: SentRequest = { method: 'PATCH', url: 'http://h:1/api/users/me', headers: {}, body: 'a=1&b=2' }
    const command = curlOf(request)
    expect(command).toContain(`-H 'Content-Type:' --data-raw 'a=1&b=2'`)
    expect(requestOf(await argvOf(command))).toEqual(request)
  })

  it('sends an empty header value rather than removing the header', async () => {
    const request: SentRequest = { method: 'GET', url: 'http://h:1/api/posts', headers: { 'Idempotency-Key': '' } }
    expect(curlOf(request)).toContain(`-H 'Idempotency-Key;'`)
    expect(requestOf(await argvOf(curlOf(request)))).toEqual(request)
  })

  it('asks HEAD with -I, since -X HEAD waits for a body', () => {
    expect(curlOf({ method: 'HEAD', url: 'http://h:1/api/health', headers: {} })).toBe(
      `curl -sS -I 'http://h:1/api/health'`,
    )
  })

  it('reproduces a multipart request, text parts literally and files by name, and says to provide the files', async () => {
    const request: SentRequest = {
      method: 'POST',
      url: 'http://h:1/api/posts',
      headers: { authorization: 'Bearer t' },
      body: '<multipart: …>',
      parts: [
        ...HOSTILE.map((value, i) => ({ name: `t${i}`, value })),
        { name: 'at', value: '@/etc/passwd' },
        { name: 'lt', value: '<file' },
        { name: 'semi', value: 'a;type=text/html' },
        { name: 'images', file: { filename: 'a.png', type: 'image/png', bytes: 68 } },
        { name: 'images', file: { filename: `it's a;b,"c".png`, type: 'image/jpeg', bytes: 5 } },
      ],
    }
    const command = curlOf({
      ...request,
      headers: { ...request.headers, 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(command).toContain(`-F 'images=@a.png;type=image/png'`)
    expect(command).toContain(`--form-string 'at=@/etc/passwd'`)
    expect(command).toMatch(/ # provide a\.png \(68 B\), it's a;b,"c"\.png \(5 B\) in the current folder$/)
    const { body: _body, ...sent } = request
    expect(requestOf(await argvOf(command))).toEqual(withoutFileSizes(sent))
  })
})
