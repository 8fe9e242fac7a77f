// For the report tests: a run with passed, failed and skipped checks, carrying text a hostile backend could send.
import type { RunReport } from '../model'

export const HOSTILE = `<script>alert("x")</script> x" onmouseover="alert(1) "'& ]]> &amp; 春日🍋 \u0001\u001b[31mred\u001b[0m \u202egnp.exe\ttab line\r\nbreak`

export function sampleReport(): RunReport {
  return {
    kit: { name: '@lemon-notes/conformance', version: '0.1.0' },
    baseUrl: 'http://127.0.0.1:8787',
    contract: { path: 'openapi.json', title: '柠檬笔记 API', version: '1.0.0', operations: 52 },
    options: { quick: false, seed: 42, runsPerOperation: 20 },
    startedAt: '2025-03-01T08:00:00.000Z',
    finishedAt: '2025-03-01T08:01:05.500Z',
    durationMs: 65_500,
    operationsExercised: 48,
    requests: 1234,
    leftBehind: ['post 812 (DELETE answered 500)'],
    checks: [
      {
        id: 'rules/likes-derived',
        rules: ['R7.19', 'R4.9'],
        title: 'The like count is the number of users liking the post',
        group: 'rules',
        status: 'failed',
        durationMs: 1530,
        requests: 6,
        failures: [
          {
            message: `like count 2 ≠ 1 user liking post 812: ${HOSTILE}`,
            exchange: {
              request: {
                method: 'POST',
                url: "http://127.0.0.1:8787/api/posts/812/like?q='x'",
                headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
                body: JSON.stringify({ note: HOSTILE }),
              },
              response: {
                status: 500,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ success: false, message: HOSTILE, padding: 'p'.repeat(400) }),
                ms: 12,
              },
            },
          },
          { message: 'the second read disagreed' },
        ],
      },
      {
        id: 'fuzz/POST /api/posts',
        rules: ['R3.2'],
        title: 'POST /api/posts answers only what the contract documents',
        group: 'fuzz',
        status: 'failed',
        durationMs: 320,
        requests: 40,
        failures: [
          {
            message: 'no answer',
            exchange: {
              request: {
                method: 'POST',
                url: 'http://127.0.0.1:8787/api/posts',
                headers: {},
                body: '<multipart: images=<file a.png 4 B image/png>>',
                parts: [{ name: 'images', file: { filename: 'a.png', type: 'image/png', bytes: 4 } }],
              },
              error: 'http://127.0.0.1:8787/api/posts closed the connection before answering (expected an HTTP answer)',
            },
          },
        ],
      },
      {
        id: 'fuzz/GET /api/health',
        rules: ['R7.37', 'R6.7'],
        title: 'GET /api/health answers only what the contract documents',
        group: 'fuzz',
        status: 'passed',
        durationMs: 80,
        requests: 20,
        failures: [],
      },
      {
        id: 'rules/r10',
        rules: ['R10.1', 'R3.10'],
        title: `Sorting ${HOSTILE}`,
        group: 'rules',
        status: 'passed',
        durationMs: 5,
        requests: 1,
        failures: [],
      },
      {
        id: 'rules/token-expiry',
        rules: ['R3.2'],
        title: 'An expired token is refused',
        group: 'rules',
        status: 'skipped',
        skipReason: `the backend has no POST /api/test/expire-token ${HOSTILE}`,
        durationMs: 0,
        requests: 0,
        failures: [],
      },
    ],
  }
}
