import { expect } from 'vitest'

// How a screen must show user text (issue 23, item 4; docs/architecture.md §6 "user text is always rendered as text"): no
// element made from it, no handler or link that runs code, the text itself there to read, and a box that wraps or
// clips a word longer than the screen (happy-dom has no layout: the box's classes say it; the journey measures it).

/** Elements that run or load something from markup; never made by our screens inside their content. */
const RUNNABLE = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'style',
  'template',
])
/** overflow-wrap / word-break / ellipsis / line-clamp utilities (UnoCSS). */
const WRAPS = /(^|\s)(break-words|break-all|wrap-anywhere|wrap-break-word|truncate|line-clamp-\d+)(\s|$)/

/** What under `root` could run code: runnable elements, on* handlers, srcdoc, and javascript:/data: links. */
export function activeContent(root: Element): string[] {
  const found: string[] = []
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const tag = el.tagName.toLowerCase()
    if (RUNNABLE.has(tag)) found.push(`<${tag}>`)
    for (const attr of el.attributes) {
      if (/^on/i.test(attr.name) || attr.name === 'srcdoc') found.push(`<${tag} ${attr.name}>`)
      if (
        (attr.name === 'href' || attr.name === 'src' || attr.name === 'action' || attr.name === 'formaction') &&
        /^\s*(javascript|vbscript|data):/i.test(attr.value)
      ) {
        found.push(`<${tag} ${attr.name}="${attr.value.slice(0, 30)}">`)
      }
    }
  }
  return found
}

/** The deepest element under `root` whose text holds `text`. */
export function holderOf(root: Element, text: string): Element | null {
  if (!root.textContent?.includes(text)) return null
  for (const child of root.children) {
    const deeper = holderOf(child, text)
    if (deeper) return deeper
  }
  return root
}

/** `el` or an ancestor up to `root` wraps or clips long words. */
export function wrapsLongWords(el: Element, root: Element): boolean {
  for (let at: Element | null = el; at; at = at === root ? null : at.parentElement) {
    if (WRAPS.test(at.getAttribute('class') ?? '')) return true
  }
  return false
}

/**
 * `text` is shown under `root` as text: nothing runnable there, the text readable, in a box that wraps or clips.
 * Blank text has nothing to read; only the first check applies to it.
 */
export function expectShownAsText(root: Element, text: string, where: string): void {
  expect(activeContent(root), `${where}: something runnable`).toEqual([])
  if (!text.trim()) return
  const holder = holderOf(root, text)
  expect(holder, `${where}: the text is not shown as it is`).not.toBeNull()
  expect(
    wrapsLongWords(holder!, root),
    `${where}: its box (${holder!.tagName.toLowerCase()}.${holder!.getAttribute('class') ?? ''}) neither wraps nor clips a long word`,
  ).toBe(true)
}
