// Before any check: is there an API at --base-url at all? A wrong address otherwise shows up as hundreds of failed
// checks; here it is one line that says what to fix.
import { BackendError, HttpClient } from './client'

export type PreflightResult = { ok: true; health: unknown } | { ok: false; message: string }

const ENVELOPE = '{ success, message, data, timestamp }'

export async function preflight(baseUrl: string, timeoutMs: number, signal?: AbortSignal): Promise<PreflightResult> {
  let client: HttpClient
  try {
    client = new HttpClient({ baseUrl, timeoutMs, signal })
  } catch (error) {
    return { ok: false, message: oneLine(error instanceof Error ? error.message : String(error)) }
  }
  const url = `${client.base}/api/health`
  try {
    const answer = await client.send({ method: 'GET', path: '/api/health' })
    // The media type alone: "text/html", not "text/html; charset=utf-8".
    const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim()
    const problem = healthProblem(url, answer.status, mediaType, answer.text, answer.json)
    return problem ? { ok: false, message: problem } : { ok: true, health: answer.json }
  } catch (error) {
    if (error instanceof BackendError) return { ok: false, message: error.message }
    return {
      ok: false,
      message: `could not ask ${url}: ${oneLine(error instanceof Error ? error.message : String(error))}`,
    }
  }
}

function healthProblem(
  url: string,
  status: number,
  contentType: string,
  text: string,
  json: unknown,
): string | undefined {
  // First: an HTML page at /api/health is nearly always the app's (or another site's) address given for the API's.
  if (/html/i.test(contentType) || (json === undefined && /^\s*<(!doctype|html)/i.test(text))) {
    return `${url} answered ${contentType || 'HTML'} (a web page), not the API's JSON envelope: is --base-url the API's address rather than the app's?`
  }
  if (status < 200 || status > 299) {
    const envelope =
      isRecord(json) && typeof json.message === 'string'
        ? `: ${typeof json.code === 'string' ? `${json.code} ` : ''}${json.message}`
        : snippet(text)
    return `${url} answered ${status}${envelope.startsWith(':') ? '' : ' '}${oneLine(envelope)} (expected 200 with the API's JSON envelope): is the backend healthy, and --base-url its address?`
  }
  if (json === undefined) {
    return `${url} answered ${contentType || 'no Content-Type'}${snippet(text)}, not JSON (expected the API's JSON envelope ${ENVELOPE})`
  }
  const wrong = envelopeProblems(json)
  if (wrong.length)
    return `${url} answered JSON that is not the API's envelope ${ENVELOPE} (${wrong.join('; ')})${snippet(text)}`
  return undefined
}

function envelopeProblems(json: unknown): string[] {
  if (!isRecord(json))
    return [`a ${Array.isArray(json) ? 'list' : json === null ? 'null' : typeof json}, not an object`]
  const problems: string[] = []
  const missing = ['success', 'message', 'data', 'timestamp'].filter((key) => !(key in json))
  if (missing.length) problems.push(`missing ${missing.join(', ')}`)
  if ('success' in json && json.success !== true) problems.push(`success is ${JSON.stringify(json.success)}, not true`)
  if ('message' in json && typeof json.message !== 'string') problems.push('message is not a string')
  if ('timestamp' in json && typeof json.timestamp !== 'string') problems.push('timestamp is not a string')
  return problems
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** ': "<the first 80 characters>"' of a body, on one line; nothing for an empty body. */
function snippet(text: string): string {
  const line = oneLine(text)
  if (!line) return ' (an empty body)'
  return `: ${JSON.stringify(line.length > 80 ? `${line.slice(0, 80)}…` : line)}`
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
