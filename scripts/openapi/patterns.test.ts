import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020'
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { portablePattern } from './portable-pattern'

// Every `pattern` of docs/openapi.json must mean the same to every validator a client or a tester may bring: ajv
// (JS, u flag: the fuzz's and the server's reading), Python's `re` (the `jsonschema` package) and Rust's
// fancy-regex (jsonschema-rs, Schemathesis' validator). A validator that cannot compile a pattern drops it and
// calls valid what the server refuses; one that reads \s, \d, \w or $ its own way disagrees at the edges. So each
// pattern is built by all three and run on the same texts: whitespace of every engine's \s, Unicode digits and
// letters, astral characters, lengths at every bound the patterns state, and texts generated from the pattern
// itself with their edges changed. Python runs in .venv-contract (npm run setup:python; CONTRACT_PYTHON overrides).

type Json = Record<string, unknown>

const CONTRACT = 'docs/openapi.json'
const SCRIPT = 'scripts/openapi/patterns_check.py'
const PYTHON = process.env.CONTRACT_PYTHON ?? '.venv-contract/bin/python'
const SETUP_HINT = `the contract's pattern check needs Python with jsonschema and jsonschema-rs (${PYTHON}): run npm run setup:python`

// The surrogate-aware pieces the contract used to have: jsonschema-rs refuses them (surrogates are no Unicode
// scalar values), Python refuses \u{…}. If the harness did not see these refusals, it could not see a bad pattern.
const REFUSED = {
  rust: ['(?:[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]|[^\\uD800-\\uDBFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF]))'],
  python: ['^\\u{1F600}$'],
}

function collectPatterns(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((x) => collectPatterns(x, out))
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Json)) {
      if (key === 'pattern' && typeof value === 'string') out.add(value)
      else collectPatterns(value, out)
    }
  }
  return out
}

/** Every engine's whitespace and a few look-alikes: JS's \s, Python's extra \x1c-\x1f and \x85, Rust's White_Space. */
const SPACES = [
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  ' ',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u0085',
  '\u001c',
  '\u001f',
  '\u180e',
  '\u200b',
  '\u0000',
]
const WORDS = [
  '',
  'a',
  'ab',
  'abc',
  'Abc123',
  'abc_123',
  'a-b',
  'a b',
  'hello world',
  '中文标题',
  '柠檬',
  'é',
  'ſ',
  'K',
  'ｅ',
  'Ⅻ',
  '١٢٣',
  '٣',
  '１２',
  '²',
  '𠀀',
  '😀',
  '👨‍👩‍👧',
  '12345',
  '0',
  '7',
  '#',
  '~',
  '\x7f',
  '"',
  '\\',
  'user@example.com',
  'USER@Example.CN',
  'a+b.c@d-e.fg',
  'a@b.c',
  'a@b',
  'é@example.com',
  'https://x.cn/a.png',
  'http://x',
  '/uploads/1.png',
  'ftp://x',
  'GET',
  'GET, POST',
  'DELETE, GET, HEAD',
  'GET,POST',
  'get',
  'key-123.abc',
  'abc\n',
  '\nabc',
  'a\nb',
]
const UNITS = ['a', '中', '𠀀', '😀', '1', '_']

/** The lengths a pattern's quantifiers and those around them imply: each bound, ±1, and the two characters around. */
function boundLengths(patterns: Iterable<string>): number[] {
  const lengths = new Set([0, 1, 2, 3, 4])
  for (const pattern of patterns) {
    for (const [, lo, hi] of pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
      for (const bound of [Number(lo), ...(hi ? [Number(hi)] : [])])
        for (const n of [bound - 1, bound, bound + 1, bound + 2, bound + 3]) if (n >= 0) lengths.add(n)
    }
  }
  return [...lengths].sort((a, b) => a - b)
}

function sharedProbes(patterns: Iterable<string>): string[] {
  const out = new Set<string>(WORDS)
  for (const space of SPACES)
    for (const word of ['', 'abc', 'a_b', '中文', '12']) {
      out.add(`${space}${word}`)
      out.add(`${word}${space}`)
      out.add(`${space}${word}${space}`)
      if (word.length > 1) out.add(`${word[0]}${space}${word.slice(1)}`)
    }
  for (const n of boundLengths(patterns)) {
    for (const unit of UNITS) out.add(unit.repeat(n))
    if (n > 5) out.add(` ${'a'.repeat(n - 5)}@b.cn\t`)
    out.add(` ${'a'.repeat(n)}\u3000`)
    out.add(`${'😀'.repeat(n)}\n`)
  }
  // Lone surrogates: JS and Python read each as one code point; Rust strings cannot hold them (null there).
  out.add('\ud800')
  out.add('a\udc00b')
  return [...out]
}

/** The pattern without its lookaheads: fast-check generates from none; what it makes is a probe either way. */
function withoutLookaheads(pattern: string): string {
  let out = ''
  for (let at = 0; at < pattern.length; at++) {
    if (pattern[at] === '\\') {
      out += pattern.slice(at, at + 2)
      at++
    } else if (pattern.startsWith('(?=', at) || pattern.startsWith('(?!', at)) {
      let depth = 0
      let inClass = false
      for (; at < pattern.length; at++) {
        const c = pattern[at]
        if (c === '\\') at++
        else if (inClass) inClass = c !== ']'
        else if (c === '[') inClass = true
        else if (c === '(') depth++
        else if (c === ')' && --depth === 0) break
      }
    } else out += pattern[at]
  }
  return out
}

/** Texts the pattern (or the pattern without its lookaheads) matches in JS, and the same with an edge changed. */
function ownProbes(pattern: string): string[] {
  let samples: string[]
  try {
    samples = fc.sample(fc.stringMatching(new RegExp(withoutLookaheads(pattern), 'u')), { numRuns: 25, seed: 42 })
  } catch {
    return [] // a construct fast-check cannot generate from: the shared probes still judge the pattern
  }
  return samples.flatMap((s) => [
    s,
    `${s}\n`,
    `\u3000${s}`,
    `${s}\ufeff`,
    `${s}\u0085`,
    `\u001c${s}`,
    `${s}١`,
    s.slice(1),
  ])
}

interface CaseReport {
  pattern: string
  pythonError: string | null
  rustError: string | null
  python: boolean[] | null
  rust: (boolean | null)[] | null
}
interface Report {
  versions: Record<string, string>
  cases: CaseReport[]
  refusedByPython: Record<string, string | null>
  refusedByRust: Record<string, string | null>
}

function runPython(payload: unknown): Report {
  if (!process.env.CONTRACT_PYTHON && !existsSync(PYTHON)) throw new Error(SETUP_HINT)
  const run = spawnSync(PYTHON, [SCRIPT], {
    input: JSON.stringify(payload),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.error || run.status === 3) throw new Error(SETUP_HINT)
  if (run.status !== 0) throw new Error(`${SCRIPT} failed (${run.status}): ${run.stderr}`)
  return JSON.parse(run.stdout) as Report
}

const show = (text: string) =>
  JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${[...text].length} chars)` : text)

/** Where the engines' answers part: one line per pattern, a few probes each. */
function disagreements(cases: { pattern: string; probes: string[]; original?: RegExp }[], report: Report): string[] {
  const ajv = new Ajv2020({ strict: true })
  const problems: string[] = []
  for (const [i, { pattern, probes, original }] of cases.entries()) {
    const result = report.cases[i]!
    const js = ajv.compile({ type: 'string', pattern })
    if (result.pythonError) problems.push(`Python refuses ${pattern}: ${result.pythonError}`)
    if (result.rustError) problems.push(`jsonschema-rs refuses ${pattern}: ${result.rustError}`)
    const differing = probes.flatMap((probe, j) => {
      const answers = {
        ...(original ? { server: original.test(probe) } : {}),
        js: js(probe),
        python: result.python?.[j],
        rust: result.rust?.[j],
      }
      const seen = Object.entries(answers).filter(([, v]) => v !== undefined && v !== null)
      return seen.every(([, v]) => v === seen[0]![1])
        ? []
        : [`${show(probe)} ${seen.map(([k, v]) => `${k}=${String(v)}`).join(' ')}`]
    })
    if (differing.length)
      problems.push(
        `${original ? `${String(original)} → ` : ''}${pattern.slice(0, 120)}: ${differing.length} probe(s) differ, e.g. ${differing.slice(0, 5).join('; ')}`,
      )
  }
  return problems
}

// Regexes of the kind the shared schemas use, and the constructs the translation rewrites (\d \w \s and their
// negations, `.`, `$`, escapes one engine lacks, lone braces, class members Rust would read as operators).
const CORPUS: RegExp[] = [
  /^\w+$/,
  /[A-Za-z]/,
  /\d/,
  /^\d+$/,
  /^(https?:\/\/|\/)/,
  /^[\x21-\x7e]{1,255}$/,
  /^[1-9]\d{0,15}$/,
  /^(\*|[A-Z]+)$/,
  /^[a-z0-9][a-z0-9-]{0,47}$/,
  v.email().requirement,
  /^.{2,4}$/u,
  /^[^\s]+$/u,
  /\S/u,
  /^\s*$/u,
  /^[\s\S]{0,3}$/u,
  /^\D+$/u,
  /^\W$/u,
  /^[\w.+-]+$/,
  /a\/b/,
  /^\0?x$/,
  /^\u{1F600}+$/u,
  /^[😀-🙏]$/u,
  /^[&~|-]+$/,
  /^a{,2}$/,
  /^x}$/,
  /[\b]/,
  /^\x41\u00e9$/,
  /^\t\n?$/,
  /^(?:a|b)+$/,
  /^(?=\d)\w+$/,
  /^[^A-Z]*$/u,
  /^[\u3000-\u303f]+$/,
  /\cJ/,
  /^\uD842\uDC00$/u,
]

describe('contract patterns read alike in ajv (JS), jsonschema (Python re) and jsonschema-rs (Rust)', () => {
  const patterns = [...collectPatterns(JSON.parse(readFileSync(CONTRACT, 'utf8')))]
  const shared = sharedProbes(patterns)

  it('every pattern of docs/openapi.json compiles in all three and matches every probe the same way', () => {
    expect(patterns.length).toBeGreaterThan(5)
    const cases = patterns.map((pattern) => ({ pattern, probes: [...new Set([...shared, ...ownProbes(pattern)])] }))
    const report = runPython({ cases, refused: REFUSED })
    // The harness sees a refusal: the old surrogate-aware pattern is refused by jsonschema-rs, \u{…} by Python.
    for (const pattern of REFUSED.rust)
      expect(
        report.refusedByRust[pattern],
        `jsonschema-rs ${report.versions['jsonschema-rs']} accepted ${pattern}`,
      ).toEqual(expect.any(String))
    for (const pattern of REFUSED.python)
      expect(report.refusedByPython[pattern], `jsonschema ${report.versions.jsonschema} accepted ${pattern}`).toEqual(
        expect.any(String),
      )
    expect(disagreements(cases, report)).toEqual([])
  }, 60_000)

  it("the converter's translation of a JS regex (scripts/openapi/portable-pattern.ts) matches what the regex itself matches, in all three", () => {
    const cases = CORPUS.map((original) => {
      const pattern = portablePattern(original)
      return {
        original,
        pattern,
        probes: [...new Set([...shared, ...ownProbes(pattern), ...ownProbes(original.source)])],
      }
    })
    expect(disagreements(cases, runPython({ cases })).join('\n')).toBe('')
  }, 60_000)
})

describe('portablePattern refuses what the engines cannot read alike, rather than documenting it wrong', () => {
  it.each([
    [/x/i, 'no flags'],
    [/^\bx/u, 'common reading'],
    [/(a)\1/u, 'common reading'],
    [/(?<=a)b/u, 'lookbehind'],
    [/(?<n>a)/u, 'named group'],
    [/^.$/, 'UTF-16 units'],
    [/^[^a]$/, 'UTF-16 units'],
    [/\S/, 'UTF-16 units'],
    [/\p{L}/u, 'common reading'],
    [/[^\S]/u, 'negated class'],
    [/[\w-z]/, 'range'],
  ])('%s', (regex, why) => {
    expect(() => portablePattern(regex)).toThrow(why)
  })
})
