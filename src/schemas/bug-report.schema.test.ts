import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sampleReport } from '@/test/sample-bug-report'
import { BugReportSchema } from './bug-report.schema'

// 问题报告: the file checked before anything is restored.

const problem = (input: unknown) => {
  const r = v.safeParse(BugReportSchema, input)
  return r.success ? null : `${v.getDotPath(r.issues[0]!) ?? ''}: ${r.issues[0]!.message}`
}

describe('BugReportSchema', () => {
  it('accepts a whole report: route, build, user, the mock state with its session, the error log and the machines', () => {
    const report = v.parse(BugReportSchema, sampleReport())
    expect(report.mock.session?.refreshToken).toBe('ref-1')
    expect(report.mock.faults[0]).toMatchObject({ path: '/api/social/like/:postId', status: 500 })
    // Whatever else the app keeps of its user is carried along.
    expect(report.user).toMatchObject({ email: 'demo@example.com' })
  })

  it('an older description-less report, signed out, is still a report', () => {
    const { description: _gone, ...rest } = sampleReport()
    expect(problem({ ...rest, user: null, mock: { ...rest.mock, session: null } })).toBeNull()
  })

  it.each([
    ['another file', { ...sampleReport(), format: 'lemon-mock-db' }, 'format: 不是柠檬笔记的问题报告文件'],
    ['a later version', { ...sampleReport(), version: 2 }, 'version: 不支持这个版本的问题报告'],
    [
      'a route that is not an app path',
      { ...sampleReport(), route: 'https://evil.example/' },
      'route: 页面地址必须以 / 开头',
    ],
    [
      'data that is not the mock’s export',
      { ...sampleReport(), mock: { ...sampleReport().mock, data: { format: 'x', tables: {} } } },
      'mock.data.format: 数据部分不是柠檬笔记导出的数据',
    ],
    [
      'a fault rule the mock would refuse',
      { ...sampleReport(), mock: { ...sampleReport().mock, faults: [{ path: 'api' }] } },
      'mock.faults.0.path: Invalid start: Expected "/" but received "a"',
    ],
    [
      'a session without tokens',
      { ...sampleReport(), mock: { ...sampleReport().mock, session: { userId: 1 } } },
      'mock.session.accessToken: Invalid key: Expected "accessToken" but received undefined',
    ],
    [
      'an error log entry of an unknown source',
      { ...sampleReport(), errorLog: [{ ...sampleReport().errorLog[0]!, source: 'other' }] },
      'errorLog.0.source: Invalid type: Expected ("error" | "unhandledrejection" | "boundary" | "api" | "manual") but received "other"',
    ],
  ])('refuses %s', (_what, input, message) => {
    expect(problem(input)).toBe(message)
  })
})
