// An exchange written out in full as plain text, for the JUnit report's failure details (CI shows them as they are).
import type { Exchange } from '../model'
import { curlOf } from './curl'

export function exchangeText({ request, response, error }: Exchange): string {
  const lines = [`${request.method} ${request.url}`, ...headerLines(request.headers)]
  if (request.body !== undefined) lines.push('', request.body)
  lines.push('')
  if (response) {
    lines.push(`→ ${response.status} (${response.ms} ms)`, ...headerLines(response.headers))
    if (response.body !== '') lines.push('', response.body)
  }
  if (error) lines.push(`→ no answer: ${error}`)
  lines.push('', curlOf(request))
  return lines.join('\n')
}

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
