import { expect, it } from 'vitest'
import { toJson } from './json'
import { sampleReport } from './sample-report'

it('the JSON report is the run report, indented', () => {
  const text = toJson(sampleReport())
  expect(JSON.parse(text)).toEqual(sampleReport())
  expect(text).toMatch(/^\{\n {2}"kit": \{/)
  expect(text.endsWith('}\n')).toBe(true)
})
