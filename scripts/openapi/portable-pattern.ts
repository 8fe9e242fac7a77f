// A JavaScript regex as a JSON Schema `pattern` that every validator reads the same way: ajv (JS, u flag),
// Python's `re` (the `jsonschema` package) and jsonschema-rs (Rust, fancy-regex), all counting code points.
// Their dialects differ where a contract would least expect it, so nothing engine-specific is emitted:
// - \s is JS's set in JS (the one String.prototype.trim, and so valibot's trim, strips), adds \x1c-\x1f and \x85
//   and lacks \ufeff in Python, and is Unicode White_Space in Rust; \d and \w are Unicode in Python and Rust,
//   ASCII in JS. All of them become explicit classes;
// - `.` stops at \n only in Python and Rust, at \n \r \u2028 \u2029 in JS: an explicit class too;
// - Python's `$` also matches before a final \n: END forbids that newline (a lookahead, which fancy-regex reads);
// - escapes one engine refuses (\0, \u{…}, identity escapes outside JS's syntax characters) are spelled another way,
//   and anything with no common reading (backreferences, \b, property escapes, lookbehind, named groups, flags)
//   is refused here rather than documented wrong.

/** JS's \s, spelled out. */
const SPACE_SET = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff'
export const SPACE = `[${SPACE_SET}]`
export const NON_SPACE = `[^${SPACE_SET}]`
/** Any one code point. */
export const ANY_CHAR = '[\\s\\S]'
/** The end of the text in every engine (Python's bare `$` also matches before a final newline). */
export const END = '$(?!\\n)'

const DIGIT_SET = '0-9'
const WORD_SET = 'A-Za-z0-9_'
const CLASS_SETS: Record<string, string> = { d: DIGIT_SET, w: WORD_SET, s: SPACE_SET }
const NEGATED: Record<string, string> = { D: DIGIT_SET, W: WORD_SET, S: SPACE_SET }
/** JS's `.` without the s flag. */
const DOT = '[^\\n\\r\\u2028\\u2029]'
/** Characters that are syntax outside a class; JS's u flag allows no other identity escape. */
const SYNTAX = new Set('^$\\.*+?()[]{}|')
/** Characters that are syntax inside a class, in one engine or another. */
const CLASS_SYNTAX = new Set('\\[]^-|')
const QUANTIFIER = /^\{\d+(?:,\d*)?\}/

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0')

/** One literal character, written so that no engine reads it as syntax or as a set operation. */
function literal(code: number, inClass: boolean): string {
  const char = String.fromCodePoint(code)
  if (code < 0x20 || code === 0x7f) return `\\x${hex(code, 2)}`
  if (code < 0x7f) {
    if (inClass) {
      // Rust reads `&&`, `--` and `~~` in a class as set operations (and `[` as a nested class); `&` and `~` have
      // no backslash escape JS's u flag accepts.
      if (char === '&' || char === '~') return `\\x${hex(code, 2)}`
      return CLASS_SYNTAX.has(char) ? `\\${char}` : char
    }
    return SYNTAX.has(char) ? `\\${char}` : char
  }
  if (code >= 0xd800 && code <= 0xdfff)
    throw new Error(`a lone surrogate (\\u${hex(code, 4)}) has no code-point reading`)
  // Python has no \u{…} and JS no \U: an astral character is written as itself.
  return code > 0xffff ? char : `\\u${hex(code, 4)}`
}

interface Escape {
  /** A character, or a set of them (the contents of a class, `negated` if it is the complement). */
  code?: number
  set?: string
  negated?: boolean
  /** Source characters taken after the backslash. */
  length: number
  /** The escape as written, when all three engines read it alike (\t, \x21, \u3000). */
  written?: string
}

function readEscape(source: string, at: number, unicode: boolean, inClass: boolean): Escape {
  const c = source[at]
  if (c === undefined) throw new Error('a trailing backslash')
  if (c in CLASS_SETS) return { set: CLASS_SETS[c], length: 1 }
  if (c in NEGATED) return { set: NEGATED[c], negated: true, length: 1 }
  const named: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13 }
  if (c in named) return { code: named[c], length: 1, written: `\\${c}` }
  if (c === 'b' && inClass) return { code: 8, length: 1 }
  if (c === '0' && !/[0-9]/.test(source[at + 1] ?? '')) return { code: 0, length: 1 }
  if (c === 'x' && /^[0-9a-fA-F]{2}$/.test(source.slice(at + 1, at + 3)))
    return { code: parseInt(source.slice(at + 1, at + 3), 16), length: 3, written: `\\${source.slice(at, at + 3)}` }
  if (c === 'c' && /^[A-Za-z]$/.test(source[at + 1] ?? '')) return { code: source.charCodeAt(at + 1) % 32, length: 2 }
  if (c === 'u') {
    const braced = /^\{([0-9a-fA-F]+)\}/.exec(source.slice(at + 1))
    if (braced && unicode) return { code: parseInt(braced[1]!, 16), length: braced[0].length + 1 }
    const unit = /^[0-9a-fA-F]{4}/.exec(source.slice(at + 1))
    if (unit) {
      const code = parseInt(unit[0], 16)
      const low = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(source.slice(at + 5))
      // With the u flag an escaped surrogate pair is the one character it encodes.
      if (unicode && code >= 0xd800 && code <= 0xdbff && low)
        return { code: 0x10000 + ((code - 0xd800) << 10) + (parseInt(low[1]!, 16) - 0xdc00), length: 11 }
      return {
        code,
        length: 5,
        ...(code >= 0xd800 && code <= 0xdfff ? {} : { written: `\\${source.slice(at, at + 5)}` }),
      }
    }
  }
  if (/[A-Za-z0-9]/.test(c)) throw new Error(`\\${c} has no common reading in JS, Python and Rust`)
  const code = source.codePointAt(at)!
  return { code, length: code > 0xffff ? 2 : 1 }
}

/** The source of `regex`, written for every JSON Schema validator; throws on what they cannot all read alike. */
export function portablePattern(regex: RegExp): string {
  const flags = regex.flags.replace('u', '')
  if (flags)
    throw new Error(
      `/${regex.source}/${regex.flags}: a JSON Schema pattern has no flags (only u, whose reading it takes)`,
    )
  const unicode = regex.flags.includes('u')
  try {
    return translate(regex.source, unicode)
  } catch (error) {
    throw new Error(`/${regex.source}/${regex.flags}: ${(error as Error).message}`, { cause: error })
  }
}

// Without the u flag JS matches UTF-16 units: whatever can match half of a surrogate pair (`.`, a negated class or
// escape, an astral character) would mean something else counted in code points.
function unitsOnly(unicode: boolean, what: string): void {
  if (!unicode) throw new Error(`${what} counts UTF-16 units without the u flag: write the regex with u`)
}

/** One character or one class escape at `at`: what it stands for, its translation and the source it took. */
interface Atom {
  code?: number
  /** A class escape: the contents of its class, the complement if `negated`. */
  set?: string
  negated?: boolean
  text: string
  length: number
}

function atom(source: string, at: number, unicode: boolean, inClass: boolean): Atom {
  if (source[at] === '\\') {
    const escape = readEscape(source, at + 1, unicode, inClass)
    const length = 1 + escape.length
    if (escape.set !== undefined)
      return { set: escape.set, negated: escape.negated, text: `[${escape.negated ? '^' : ''}${escape.set}]`, length }
    if (escape.code! > 0xffff) unitsOnly(unicode, 'an astral character')
    return { code: escape.code, text: escape.written ?? literal(escape.code!, inClass), length }
  }
  const code = source.codePointAt(at)!
  if (code > 0xffff) unitsOnly(unicode, 'an astral character')
  return { code, text: literal(code, inClass), length: code > 0xffff ? 2 : 1 }
}

function translate(source: string, unicode: boolean): string {
  let out = ''
  let at = 0
  while (at < source.length) {
    const c = source[at]!
    let text: string
    let length = 1
    if (c === '[') [text, length] = translateClass(source, at, unicode)
    else if (c === '(' && source[at + 1] === '?') {
      text = source.slice(at, at + 3)
      length = 3
      if (text !== '(?:' && text !== '(?=' && text !== '(?!')
        throw new Error(`${source.slice(at, at + 4)}… (lookbehind, a named group) has no common reading`)
    } else if (c === '{') {
      const quantifier = QUANTIFIER.exec(source.slice(at))
      text = quantifier ? quantifier[0] : '\\{'
      length = quantifier ? quantifier[0].length : 1
    } else if (c === '}' || c === ']') text = `\\${c}`
    else if (c === '.') {
      unitsOnly(unicode, '.')
      text = DOT
    } else if (c === '$') text = END
    else if ('^*+?()|'.includes(c)) text = c
    else {
      const one = atom(source, at, unicode, false)
      if (one.negated) unitsOnly(unicode, 'a negated escape')
      text = one.text
      length = one.length
    }
    out += text
    at += length
  }
  return out
}

/** A character class at `start`: its translation and the source length it took. */
function translateClass(source: string, start: number, unicode: boolean): [string, number] {
  let at = start + 1
  const negated = source[at] === '^'
  if (negated) {
    unitsOnly(unicode, 'a negated class')
    at++
  }
  // JS's [] matches nothing and [^] anything; Python and Rust read the ] as a member.
  if (source[at] === ']') throw new Error('an empty class has no common reading')
  let body = ''
  const sets = new Set<string>()
  const complements = new Set<string>()
  while (source[at] !== ']') {
    if (at >= source.length) throw new Error('an unterminated class')
    if (source[at] === '[') throw new Error('[ inside a class is a nested class in Rust')
    const from = atom(source, at, unicode, true)
    at += from.length
    // A range: a dash between two members (a dash first or last is itself).
    const range = source[at] === '-' && source[at + 1] !== ']' && at + 1 < source.length
    if (from.set !== undefined) {
      if (range) throw new Error('a range from a class escape')
      if (from.negated) {
        unitsOnly(unicode, 'a negated escape')
        if (negated) throw new Error('a negated escape inside a negated class has no common reading')
        complements.add(from.set)
      } else {
        sets.add(from.set)
        body += from.set
      }
      continue
    }
    if (!range) {
      body += from.text
      continue
    }
    const to = atom(source, at + 1, unicode, true)
    if (to.set !== undefined) throw new Error('a range to a class escape')
    body += `${from.text}-${to.text}`
    at += 1 + to.length
  }
  const length = at + 1 - start
  if (!complements.size) return [`[${negated ? '^' : ''}${body}]`, length]
  // \D \W \S inside a class: the class is the union of its members and those complements ([\s\S]: anything).
  if ([...complements].some((set) => sets.has(set))) return [ANY_CHAR, length]
  const parts = [...(body ? [`[${body}]`] : []), ...[...complements].map((set) => `[^${set}]`)]
  return [parts.length === 1 ? parts[0]! : `(?:${parts.join('|')})`, length]
}
