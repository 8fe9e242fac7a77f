// What a run of the kit found, in one shape every report reads (terminal, JSON, JUnit XML, HTML).
// Nothing here knows a backend: an exchange is what was sent and what came back over HTTP.

export interface SentRequest {
  method: string
  /** The full URL, query included. */
  url: string
  headers: Record<string, string>
  /** The body as text (JSON, form text); multipart bodies are described, e.g. "<multipart: title=…, images=<file a.png 68 B image/png>>". */
  body?: string
  /** Multipart parts, for the reproducing curl (-F name=value / -F name=@file). */
  parts?: { name: string; value?: string; file?: { filename: string; type: string; bytes: number } }[]
}

export interface ReceivedResponse {
  status: number
  headers: Record<string, string>
  /** The body as text, cut to a few KB. */
  body: string
  /** Milliseconds from sending to the whole body read. */
  ms: number
}

export interface Exchange {
  request: SentRequest
  /** Absent when no answer came (connection refused or cut, time-out): `error` says what happened. */
  response?: ReceivedResponse
  error?: string
}

export interface Failure {
  /** One line: what the rule asks and what the backend did, e.g. "like count 2 ≠ 1 user liking post 812". */
  message: string
  /** The exchange that shows it, when one does (a count read after several writes shows the read). */
  exchange?: Exchange
}

export type CheckStatus = 'passed' | 'failed' | 'skipped'

export interface CheckResult {
  /** Stable id, e.g. "rules/likes-derived" or "fuzz/POST /api/posts". */
  id: string
  /** The spec rule ids it proves, e.g. ["R7.19", "R4.9"]; a failure reads "R7.19 …". */
  rules: string[]
  /** What it checks, in one line. */
  title: string
  /** "fuzz" (requests generated from the contract) or "rules" (server rules observed through the API), etc. */
  group: string
  status: CheckStatus
  /** Why it was skipped (e.g. the backend has no test hook for it). */
  skipReason?: string
  durationMs: number
  /** How many HTTP exchanges it made. */
  requests: number
  failures: Failure[]
}

export interface RunReport {
  kit: { name: string; version: string }
  baseUrl: string
  contract: { path: string; title: string; version: string; operations: number }
  options: { quick: boolean; seed: number; runsPerOperation: number; only?: string[] }
  startedAt: string
  finishedAt: string
  durationMs: number
  /** Stopped before the end (Ctrl-C, or the backend went away): the checks are those run so far. */
  interrupted?: string
  /** Operations of the contract the run sent at least one request to, out of `contract.operations`. */
  operationsExercised: number
  requests: number
  checks: CheckResult[]
  /** What the kit created and could not delete (the API offers no way, or the delete failed). */
  leftBehind: string[]
}

export const failedChecks = (report: RunReport) => report.checks.filter((c) => c.status === 'failed')
