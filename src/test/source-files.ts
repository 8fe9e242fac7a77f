import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// For source-scan tests: conventions that a reviewer would otherwise have to catch by eye (one icon set, colours
// only through theme tokens) are checked over every component file instead.

/** Every .tsx file under `root` (tests included), as a path with forward slashes and its text. */
export function tsxSources(root = 'src'): { path: string; text: string }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .sort()
    .map((file) => {
      const path = join(root, file).split('\\').join('/')
      return { path, text: readFileSync(path, 'utf8') }
    })
}

/** `path:line: text` for each line of the sources that matches `pattern` (a global regular expression). */
export function linesMatching(sources: { path: string; text: string }[], pattern: RegExp): string[] {
  const hits: string[] = []
  for (const { path, text } of sources) {
    text.split('\n').forEach((line, i) => {
      for (const match of line.matchAll(pattern)) hits.push(`${path}:${i + 1}: ${match[0]}`)
    })
  }
  return hits
}
