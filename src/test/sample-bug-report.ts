import type { BugReportInput } from '@/schemas/bug-report.schema'

// A whole 问题报告 as the developer pages write one: the demo signed in on /post/12 with a fault on the like.
export function sampleReport(): BugReportInput {
  return {
    format: 'lemon-bug-report',
    version: 1,
    createdAt: '2026-05-06T07:08:09.000Z',
    description: '点赞后计数没有变',
    route: '/post/12',
    build: { id: 'abc123', builtAt: '2026-05-06T00:00:00.000Z', commit: 'f187ba0' },
    user: { id: 1, username: 'demo', displayName: '柠檬小主', email: 'demo@example.com' },
    mock: {
      data: { format: 'lemon-mock-db', version: 1, tables: { users: [{ id: 1 }] }, blobs: {} },
      session: { userId: 1, accessToken: 'acc-1', refreshToken: 'ref-1', accessExpiresAt: 1, refreshExpiresAt: 2 },
      faults: [{ id: 'f1', method: 'POST', path: '/api/social/like/:postId', status: 500, enabled: true }],
      accessTokenTtlMs: 900_000,
      storage: null,
    },
    errorLog: [
      {
        id: 'e1',
        at: '2026-05-06T07:08:00.000Z',
        source: 'api',
        message: 'POST /api/social/like/12 → 500 服务器内部错误',
        page: '/post/12',
      },
    ],
    machines: [
      {
        id: 1,
        kind: '点赞',
        subject: '帖子 12',
        status: 'running',
        state: 'idle',
        tags: ['settled'],
        context: { liked: false },
        steps: [
          {
            seq: 3,
            at: 1,
            event: 'xstate.error.actor.send',
            payload: null,
            state: 'rollingBack',
            actions: ['notifyError'],
          },
        ],
        dropped: 0,
        createdAt: 0,
        recordingSince: 0,
        stoppedAt: null,
      },
    ],
    environment: { userAgent: 'Chromium', language: 'zh-CN', viewport: { width: 390, height: 844 }, online: true },
  }
}
