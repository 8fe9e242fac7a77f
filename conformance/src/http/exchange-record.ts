// An exchange as the reports keep it: small enough to hold thousands of them, faithful enough to reproduce the request.
import type { ReceivedResponse, SentRequest } from '../model'

/** Response bodies are kept to this many characters: enough to read an envelope, not a whole page or image. */
export const BODY_LIMIT = 4096
const VALUE_LIMIT = 200

type Part = NonNullable<SentRequest['parts']>[number]

export function cutText(text: string, limit = BODY_LIMIT): string {
  if (text.length <= limit) return text
  // Not between the two halves of a surrogate pair: a lone half is not valid UTF-8 in the JSON and HTML reports.
  const end = isHighSurrogate(text.charCodeAt(limit - 1)) ? limit - 1 : limit
  return `${text.slice(0, end)}… [cut: ${text.length} characters in all]`
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/** "<multipart: title=春日, images=<file a.png 68 B image/png>>": what was sent, read at a glance. */
export function describeMultipart(parts: Part[]): string {
  const items = parts.map((p) =>
    p.file
      ? `${p.name}=<file ${p.file.filename} ${p.file.bytes} B ${p.file.type}>`
      : `${p.name}=${cutText(p.value ?? '', VALUE_LIMIT)}`,
  )
  return `<multipart: ${items.join(', ')}>`
}

export function headersObject(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  headers.forEach((value, name) => {
    out[name] = value
  })
  // Headers joins repeated Set-Cookie headers with ", ", which a cookie's Expires date also contains.
  const cookies = headers.getSetCookie()
  if (cookies.length > 1) out['set-cookie'] = cookies.join('\n')
  return out
}

export function receivedResponse(status: number, headers: Headers, body: string, ms: number): ReceivedResponse {
  return { status, headers: headersObject(headers), body: cutText(body), ms: Math.round(ms) }
}
