import { describe, expect, it } from 'vitest'
import { toHtml } from './html'
import { HOSTILE, sampleReport } from './sample-report'

// The only tags the page writes itself: anything else would be markup that came from the run's text.
const OWN_TAGS = new Set(
  '!doctype html head meta title style body main header h1 h2 h3 p code ul li b table thead tbody tr th td a section details summary pre input script span'.split(
    ' ',
  ),
)

describe('the HTML report', () => {
  const html = toHtml(sampleReport())

  it('is one file that fetches nothing', () => {
    expect(html.startsWith('<!doctype html>\n')).toBe(true)
    expect(html).not.toMatch(/<link|@import|url\(|\ssrc=|href="(?!#)/i)
    expect(html.match(/<script>/g)).toHaveLength(1)
  })

  it('writes only its own tags, whatever the run’s text holds', () => {
    const tags = [...html.matchAll(/<\/?([!a-z][a-z0-9]*)/gi)].map((m) => m[1]!.toLowerCase())
    expect(tags.filter((t) => !OWN_TAGS.has(t))).toEqual([])
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('" onmouseover="')
  })

  it('escapes every text: markup, quotes, ampersands, controls and bidi overrides', () => {
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; x&quot; onmouseover=&quot;alert(1) &quot;&#39;&amp; ]]&gt; &amp;amp; 春日🍋 \\x01\\x1b[31mred',
    )
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(html).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/)
    expect(html).toContain('\\u202egnp.exe')
  })

  it('opens with the backend, the time and the totals', () => {
    expect(html).toContain('<code>http://127.0.0.1:8787</code> · 2025-03-01 08:00:00 UTC · 1 min 5 s')
    expect(html).toContain('<li><b class="ok">2</b>passed</li>')
    expect(html).toContain('<li><b class="bad">2</b>failed</li>')
    expect(html).toContain('<li><b>48 / 52</b>operations exercised</li>')
  })

  it('has a table of rules in numeric order with their counts', () => {
    const rules = [...html.matchAll(/data-rule="([^"]+)"/g)].map((m) => m[1])
    expect(rules).toEqual(['R3.2', 'R3.10', 'R4.9', 'R6.7', 'R7.19', 'R7.37', 'R10.1'])
    expect(html).toContain(
      '<tr class="failed"><td class="rules"><a href="#filter" data-rule="R3.2">R3.2</a></td><td class="num">2</td><td class="num ok">0</td><td class="num bad">1</td><td class="num skip">1</td></tr>',
    )
  })

  it('shows the failures first (before the rules table), each with its request, response and curl', () => {
    const failures = html.indexOf('<h2>Failures (2 checks)</h2>')
    const all = html.indexOf('<h2>All checks (5)</h2>')
    expect(html.indexOf('<h2>Rules (7)</h2>')).toBeGreaterThan(failures)
    expect(all).toBeGreaterThan(failures)
    const section = html.slice(failures, all)
    expect(section.match(/<section class="failure"/g)).toHaveLength(2)
    expect(section).toContain(
      '<h3><span class="rules">R7.19 R4.9</span> The like count is the number of users liking the post</h3>',
    )
    expect(section).toContain('<p class="message">the second read disagreed</p>')
    expect(section).toContain(
      '<summary class="mono">POST http://127.0.0.1:8787/api/posts/812/like?q=&#39;x&#39; → 500 (12 ms)</summary>',
    )
    expect(section).toContain(
      '<pre>POST http://127.0.0.1:8787/api/posts/812/like?q=&#39;x&#39;\nauthorization: Bearer tok\ncontent-type: application/json\n\n{&quot;note&quot;:',
    )
    expect(section).toContain('<pre>500\ncontent-type: application/json\n\n{&quot;success&quot;:false')
    expect(section).toContain(
      '<pre class="curl">curl -sS -X POST &#39;http://127.0.0.1:8787/api/posts/812/like?q=&#39;\\&#39;&#39;x&#39;\\&#39;&#39;&#39; -H &#39;authorization: Bearer tok&#39;',
    )
    expect(section).toContain(
      '<p class="label">No answer</p>\n<pre>http://127.0.0.1:8787/api/posts closed the connection before answering (expected an HTTP answer)</pre>',
    )
  })

  it('then lists every check by group, with skip reasons', () => {
    const all = html.slice(html.indexOf('<h2>All checks (5)</h2>'))
    expect([...all.matchAll(/<h3>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(['rules', 'fuzz'])
    expect(all.match(/<tr class="(passed|failed|skipped)"/g)).toHaveLength(5)
    expect(all).toContain('skipped: the backend has no POST /api/test/expire-token &lt;script&gt;')
    expect(all).toContain('<li>post 812 (DELETE answered 500)</li>')
  })

  it('says when the run was interrupted', () => {
    expect(toHtml({ ...sampleReport(), interrupted: `Ctrl-C ${HOSTILE}` })).toContain(
      '<p class="banner">Interrupted: Ctrl-C &lt;script&gt;',
    )
  })
})
