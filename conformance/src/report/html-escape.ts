// Every text of the HTML report comes from the run, and much of it from the backend: all of it goes through these.
import { block, oneLine } from './text'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!)

/** Text for an element or a quoted attribute, on one line. */
export const h = (text: string | number): string => escapeMarkup(oneLine(String(text)))

/** Text for a <pre>: line breaks and tabs kept. */
export const hBlock = (text: string): string => escapeMarkup(block(text))
