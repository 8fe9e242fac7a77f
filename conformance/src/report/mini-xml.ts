// For the tests: a strict little XML 1.0 reader. It throws on what a real parser rejects (a character XML forbids,
// a stray & or <, a tag closed out of order, an unquoted attribute) and decodes as one does, normalising line breaks
// in text and whitespace in attribute values, so a text that comes back unchanged survived a real parser too.

import { XML_FORBIDDEN } from './xml'

export interface XmlElement {
  name: string
  attrs: Record<string, string>
  children: XmlElement[]
  text: string
}

const FORBIDDEN = new RegExp(XML_FORBIDDEN.source)

function decode(raw: string): string {
  return raw.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (ref === undefined) throw new Error('a bare &')
    if (ref in named) return named[ref]!
    const m = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(ref)
    if (!m) throw new Error(`unknown entity ${whole}`)
    const ch = String.fromCodePoint(m[1] ? parseInt(m[1], 16) : Number(m[2]))
    if (FORBIDDEN.test(ch)) throw new Error(`a reference to a forbidden character ${whole}`)
    return ch
  })
}

export function parseXml(xml: string): XmlElement {
  const bad = FORBIDDEN.exec(xml)
  if (bad) throw new Error(`forbidden character U+${bad[0].charCodeAt(0).toString(16)} at ${bad.index}`)
  let i = 0
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' }
  const stack = [root]
  while (i < xml.length) {
    const top = stack.at(-1)!
    if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i)
      if (end < 0 || stack.length > 1) throw new Error('bad processing instruction')
      i = end + 2
    } else if (xml.startsWith('</', i)) {
      const m = /^<\/([A-Za-z_][\w.-]*)\s*>/.exec(xml.slice(i))
      if (!m || m[1] !== top.name) throw new Error(`</${m?.[1]}> closes <${top.name}> at ${i}`)
      stack.pop()
      i += m[0].length
    } else if (xml[i] === '<') {
      const name = /^<([A-Za-z_][\w.-]*)/.exec(xml.slice(i))
      if (!name) throw new Error(`a stray < at ${i}`)
      i += name[0].length
      const element: XmlElement = { name: name[1]!, attrs: {}, children: [], text: '' }
      const attr = /\s+([A-Za-z_][\w.:-]*)="([^"<]*)"/y
      for (attr.lastIndex = i; ; ) {
        const m = attr.exec(xml)
        if (!m) break
        if (m[1]! in element.attrs) throw new Error(`attribute ${m[1]} twice`)
        element.attrs[m[1]!] = decode(m[2]!.replace(/\r\n|[\t\n\r]/g, ' '))
        i = attr.lastIndex
      }
      const close = /^\s*(\/?)>/.exec(xml.slice(i))
      if (!close) throw new Error(`bad tag <${element.name} at ${i}: ${JSON.stringify(xml.slice(i, i + 40))}`)
      i += close[0].length
      top.children.push(element)
      if (!close[1]) stack.push(element)
    } else {
      const end = xml.indexOf('<', i) < 0 ? xml.length : xml.indexOf('<', i)
      const raw = xml.slice(i, end)
      if (raw.includes(']]>')) throw new Error(']]> in text')
      if (stack.length === 1 && raw.trim()) throw new Error('text outside the root element')
      top.text += decode(raw.replace(/\r\n?/g, '\n'))
      i = end
    }
  }
  if (stack.length > 1) throw new Error(`<${stack.at(-1)!.name}> is not closed`)
  if (root.children.length !== 1) throw new Error('not exactly one root element')
  return root.children[0]!
}
