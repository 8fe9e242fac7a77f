import * as v from 'valibot'
import { ErrorLogEntrySchema } from './error-log.schema'
import { MachineViewSchema } from './live-machine.schema'
import { QaStateSchema } from './qa-state.schema'

// 问题报告 (issue 24): one JSON file that hands a bug over. Exported from the developer pages (or the live-machines
// panel over any screen), imported in another browser, where it restores the same data, session and faults and opens
// the same route; the error log and the machines' recent events are there to be read. Checked with this schema before
// anything changes: a file that fails says why, in Chinese, and changes nothing.

export const BUG_REPORT_FORMAT = 'lemon-bug-report'
export const BUG_REPORT_VERSION = 1
export const BUG_REPORT_DESCRIPTION_MAX = 2_000

/** The signed-in user as the app keeps it (its cached user); only what identifies it is required. */
const ReportUserSchema = v.looseObject({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  username: v.string(),
  displayName: v.string(),
})

export const BugReportSchema = v.object({
  format: v.literal(BUG_REPORT_FORMAT, '不是柠檬笔记的问题报告文件'),
  version: v.literal(BUG_REPORT_VERSION, '不支持这个版本的问题报告'),
  /** ISO time. */
  createdAt: v.string(),
  /** What the tester wrote about the bug. */
  description: v.optional(v.pipe(v.string(), v.maxLength(BUG_REPORT_DESCRIPTION_MAX)), ''),
  /** The app path to open (`/post/12?tab=comments`), without the host's sub-path. */
  route: v.pipe(v.string(), v.startsWith('/', '页面地址必须以 / 开头'), v.maxLength(2_000)),
  build: v.object({
    /** This build's id (a hash of its files; `dev` under `npm run dev`). */
    id: v.string(),
    /** When the build was made (ISO), and from which commit; null when unknown. */
    builtAt: v.nullable(v.string()),
    commit: v.nullable(v.string()),
  }),
  /** null: nobody was signed in. The tokens are in `mock.session`. */
  user: v.nullable(ReportUserSchema),
  mock: QaStateSchema,
  errorLog: v.pipe(v.array(ErrorLogEntrySchema), v.maxLength(500)),
  /** The machines of the tab the report was made in, each with its recent events (newest first). */
  machines: v.pipe(v.array(MachineViewSchema), v.maxLength(500)),
  environment: v.object({
    userAgent: v.string(),
    language: v.string(),
    viewport: v.object({ width: v.number(), height: v.number() }),
    online: v.boolean(),
  }),
})
export type BugReport = v.InferOutput<typeof BugReportSchema>
export type BugReportInput = v.InferInput<typeof BugReportSchema>
