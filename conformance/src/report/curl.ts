// The one-line curl that sends a request again, for a person reproducing a failure by hand.
import type { SentRequest } from '../model'
import { shellQuote } from './shell-quote'

type Part = NonNullable<SentRequest['parts']>[number]

export function curlOf(request: SentRequest): string {
  const method = request.method.toUpperCase()
  // `-X HEAD` makes curl wait for a body a HEAD answer never has; -I asks the same and stops at the headers.
  const args = [
    'curl',
    '-sS',
    ...(method === 'HEAD' ? ['-I'] : ['-X', /^[A-Z]+$/.test(method) ? method : shellQuote(method)]),
    shellQuote(request.url),
  ]
  const parts = request.parts
  const names = Object.keys(request.headers).map((n) => n.toLowerCase())
  for (const [name, value] of Object.entries(request.headers)) {
    // curl -F writes its own Content-Type with its boundary; the recorded one named another boundary.
    if (parts && name.toLowerCase() === 'content-type') continue
    // `-H 'Name:'` would remove the header; `-H 'Name;'` sends it empty.
    args.push('-H', shellQuote(value === '' ? `${name};` : `${name}: ${value}`))
  }
  if (parts) {
    for (const part of parts) args.push(...partArgs(part))
  } else if (request.body !== undefined) {
    // Without a Content-Type, curl --data-raw would add application/x-www-form-urlencoded: a request the kit did not send.
    if (!names.includes('content-type')) args.push('-H', shellQuote('Content-Type:'))
    args.push('--data-raw', shellQuote(request.body))
  }
  const files = (parts ?? []).flatMap((p) => (p.file ? [`${p.file.filename} (${p.file.bytes} B)`] : []))
  // The recorded request kept each file's name and size, not its bytes: the person reproducing it provides the file.
  if (files.length)
    args.push(`# provide ${files.map((f) => f.replace(/[\r\n]/g, ' ')).join(', ')} in the current folder`)
  return args.join(' ')
}

function partArgs(part: Part): string[] {
  if (part.file) return ['-F', shellQuote(`${part.name}=@${formWord(part.file.filename)};type=${part.file.type}`)]
  const value = part.value ?? ''
  // -F reads a leading @ or < as a file, a leading " as quoting and ;type= etc. as options: such text goes literally.
  if (/^[@<"]/.test(value) || value.includes(';')) return ['--form-string', shellQuote(`${part.name}=${value}`)]
  return ['-F', shellQuote(`${part.name}=${value}`)]
}

/** A file name as curl -F reads it: double-quoted (with \ and " escaped) when it holds a separator. */
function formWord(name: string): string {
  return /[;,"\\\s]/.test(name) ? `"${name.replace(/[\\"]/g, (c) => `\\${c}`)}"` : name
}
