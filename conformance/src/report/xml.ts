// XML 1.0 escaping. Some characters cannot be in an XML 1.0 document at all, not even as &#…; (most C0 controls,
// U+FFFE, U+FFFF, lone surrogates): a backend's text may hold them, so they are written as visible escapes (\x1b).
import { escapeChar } from './text'

/** Characters an XML 1.0 document cannot hold (shared with the report's reader and its tests). */
export const XML_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
}

/** Element text: markup escaped, \r as &#13; (a parser would turn a raw one into \n). */
export function xmlText(text: string): string {
  return text.replace(XML_FORBIDDEN, escapeChar).replace(/[&<>\r]/g, (ch) => ENTITIES[ch]!)
}

/** An attribute value in double quotes: also quotes, and line breaks and tabs, which a parser would turn into spaces. */
export function xmlAttr(text: string): string {
  return text.replace(XML_FORBIDDEN, escapeChar).replace(/[&<>"'\r\n\t]/g, (ch) => ENTITIES[ch]!)
}
