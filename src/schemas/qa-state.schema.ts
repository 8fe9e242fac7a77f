import * as v from 'valibot'
import { FaultRuleSchema } from './qa-handle.schema'

// What the mock backend holds for one tester's state, as it leaves one browser and enters another (a bug report,
// issue 24): the data, the signed-in session, the fault rules, the token lifetime and the storage limit. The data's
// rows are checked one by one by the mock on import (mock-server/data-transfer.ts); here only its outline.

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const Token = v.pipe(v.string(), v.nonEmpty(), v.maxLength(512))

/** A session as the mock stores it: importing it signs the other browser in with the very same tokens. */
export const QaSessionSchema = v.object({
  userId: Id,
  accessToken: Token,
  refreshToken: Token,
  /** Epoch ms. */
  accessExpiresAt: v.number(),
  refreshExpiresAt: v.number(),
})
export type QaSession = v.InferOutput<typeof QaSessionSchema>

export const QaStorageStateSchema = v.object({
  headroomBytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  usedBytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type QaStorageState = v.InferOutput<typeof QaStorageStateSchema>

export const QaStateSchema = v.object({
  /** The mock's data export (format lemon-mock-db, 演示数据 › 导出数据). */
  data: v.looseObject({
    format: v.literal('lemon-mock-db', '数据部分不是柠檬笔记导出的数据'),
    tables: v.record(v.string(), v.array(v.unknown())),
  }),
  session: v.nullable(QaSessionSchema),
  faults: v.pipe(v.array(FaultRuleSchema), v.maxLength(200)),
  accessTokenTtlMs: v.pipe(v.number(), v.integer(), v.minValue(1_000)),
  storage: v.nullable(QaStorageStateSchema),
})
export type QaStateInput = v.InferInput<typeof QaStateSchema>
export type QaState = v.InferOutput<typeof QaStateSchema>
