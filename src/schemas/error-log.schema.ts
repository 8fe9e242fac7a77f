import * as v from 'valibot'

// R7.40: one entry of the client error log (src/services/error-log.ts), as the QA console shows it and a bug report
// carries it.

export const ERROR_LOG_SOURCES = ['error', 'unhandledrejection', 'boundary', 'api', 'manual'] as const

export const ErrorLogEntrySchema = v.object({
  id: v.string(),
  /** ISO time. */
  at: v.string(),
  source: v.picklist(ERROR_LOG_SOURCES),
  message: v.string(),
  detail: v.optional(v.string()),
  /** Where the app was (path and query). */
  page: v.string(),
})
export type ErrorLogEntry = v.InferOutput<typeof ErrorLogEntrySchema>
export type ErrorLogSource = ErrorLogEntry['source']
