import { describe, expect, it } from 'vitest'
import { toJunit } from './junit'
import { parseXml, type XmlElement } from './mini-xml'
import { HOSTILE, sampleReport } from './sample-report'
import { escapeChar } from './text'
import { XML_FORBIDDEN, xmlAttr, xmlText } from './xml'

/** What a text becomes in the XML: itself, but for the characters XML 1.0 cannot hold, written as escapes. */
const inXml = (text: string) => text.replace(XML_FORBIDDEN, escapeChar)

const WILD = `${HOSTILE} \r lone \r\n crlf \ud83c lone surrogate \ufffe\uffff \u0085 \u007f \t  two spaces`

describe('the tests’ XML reader', () => {
  it.each([
    '<a>&</a>',
    '<a>&nbsp;</a>',
    '<a>\u0001</a>',
    '<a>&#1;</a>',
    '<a><b></a>',
    '<a x=1/>',
    '<a x="<"/>',
    '<a>]]></a>',
    '<a/><b/>',
    '<a>',
  ])('rejects %j', (xml) => {
    expect(() => parseXml(xml)).toThrow()
  })
})

describe('XML escaping', () => {
  it('gives back text and attribute values through a strict parser, forbidden characters as escapes', () => {
    const doc = parseXml(`<r a="${xmlAttr(WILD)}">${xmlText(WILD)}</r>`)
    expect(doc.attrs.a).toBe(inXml(WILD))
    expect(doc.text).toBe(inXml(WILD))
    expect(inXml(WILD)).toContain('\\x01\\x1b[31mred')
  })
})

describe('the JUnit report', () => {
  const xml = toJunit(sampleReport())
  const suites = parseXml(xml)
  const cases = (suite: XmlElement) => suite.children.filter((c) => c.name === 'testcase')

  it('is well-formed XML with totals on <testsuites>', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
    expect(suites.name).toBe('testsuites')
    expect(suites.attrs).toMatchObject({
      name: '@lemon-notes/conformance',
      tests: '5',
      failures: '2',
      errors: '0',
      skipped: '1',
      time: '65.500',
    })
  })

  it('has one <testsuite> per group, one <testcase> per check named by its rule ids and title', () => {
    expect(
      suites.children.map((s) => [
        s.name,
        s.attrs.name,
        s.attrs.tests,
        s.attrs.failures,
        s.attrs.skipped,
        s.attrs.time,
      ]),
    ).toEqual([
      ['testsuite', 'rules', '3', '1', '1', '1.535'],
      ['testsuite', 'fuzz', '2', '1', '0', '0.400'],
    ])
    const [rules, fuzz] = suites.children
    expect(cases(rules!).map((c) => [c.attrs.classname, c.attrs.name, c.attrs.time])).toEqual([
      ['rules', 'R7.19 R4.9 The like count is the number of users liking the post', '1.530'],
      ['rules', inXml(`R10.1 R3.10 Sorting ${HOSTILE}`), '0.005'],
      ['rules', 'R3.2 An expired token is refused', '0.000'],
    ])
    expect(cases(fuzz!).map((c) => c.attrs.name)).toEqual([
      'R3.2 POST /api/posts answers only what the contract documents',
      'R7.37 R6.7 GET /api/health answers only what the contract documents',
    ])
  })

  it('gives a failure its messages, request, response and curl', () => {
    const [failed] = cases(suites.children[0]!)
    const [failure] = failed!.children
    expect(failure!.name).toBe('failure')
    expect(failure!.attrs.message).toBe(inXml(`like count 2 ≠ 1 user liking post 812: ${HOSTILE} (and 1 more)`))
    const text = failure!.text
    expect(text).toContain(inXml(`1. like count 2 ≠ 1 user liking post 812: ${HOSTILE}`))
    expect(text).toContain(
      "POST http://127.0.0.1:8787/api/posts/812/like?q='x'\nauthorization: Bearer tok\ncontent-type: application/json\n\n",
    )
    expect(text).toContain(inXml(JSON.stringify({ note: HOSTILE })))
    expect(text).toContain('→ 500 (12 ms)\ncontent-type: application/json')
    expect(text).toContain(
      "curl -sS -X POST 'http://127.0.0.1:8787/api/posts/812/like?q='\\''x'\\''' -H 'authorization: Bearer tok'",
    )
    expect(text).toContain('2. the second read disagreed')
    const noAnswer = cases(suites.children[1]!)[0]!.children[0]!.text
    expect(noAnswer).toContain('→ no answer: http://127.0.0.1:8787/api/posts closed the connection before answering')
  })

  it('marks a skipped check with its reason', () => {
    const skipped = cases(suites.children[0]!)[2]!
    expect(skipped.children.map((c) => [c.name, c.attrs.message])).toEqual([
      ['skipped', inXml(`the backend has no POST /api/test/expire-token ${HOSTILE}`)],
    ])
  })

  it('carries the run’s settings as properties', () => {
    const properties = suites.children[0]!.children.find((c) => c.name === 'properties')!
    const props = Object.fromEntries(properties.children.map((p) => [p.attrs.name, p.attrs.value]))
    expect(props).toMatchObject({
      'base-url': 'http://127.0.0.1:8787',
      seed: '42',
      'operations-exercised': '48 / 52',
      'left-behind': 'post 812 (DELETE answered 500)',
    })
    const interrupted = parseXml(toJunit({ ...sampleReport(), interrupted: 'Ctrl-C' })).children[0]!.children[0]!
    expect(interrupted.children.map((p) => p.attrs.name)).toContain('interrupted')
  })
})
