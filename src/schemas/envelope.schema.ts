import * as v from 'valibot'

// R3.15: { success, message, data, meta?: { pagination }, timestamp }
export const PaginationSchema = v.object({
  page: v.number(),
  limit: v.number(),
  total: v.number(),
  hasNext: v.boolean(),
})
export type Pagination = v.InferOutput<typeof PaginationSchema>

export const MetaSchema = v.object({ pagination: v.optional(PaginationSchema) })
export type Meta = v.InferOutput<typeof MetaSchema>

export const FieldErrorSchema = v.object({ field: v.string(), message: v.string() })
export type FieldError = v.InferOutput<typeof FieldErrorSchema>

export const ErrorDetailsSchema = v.looseObject({ errors: v.optional(v.array(FieldErrorSchema)) })

/** The outer shape every response shares; `data` is checked separately against the endpoint's schema. */
export const EnvelopeSchema = v.looseObject({
  success: v.boolean(),
  message: v.optional(v.string(), ''),
  data: v.optional(v.unknown()),
  meta: v.optional(MetaSchema),
  code: v.optional(v.string()),
  details: v.optional(ErrorDetailsSchema),
  timestamp: v.optional(v.string()),
})
export type Envelope = v.InferOutput<typeof EnvelopeSchema>

export const ErrorEnvelopeSchema = v.object({
  success: v.literal(false),
  message: v.string(),
  code: v.string(),
  details: v.optional(ErrorDetailsSchema),
  timestamp: v.string(),
})
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelopeSchema>

export const successEnvelope = <TData extends v.GenericSchema>(data: TData) =>
  v.object({
    success: v.literal(true),
    message: v.string(),
    data,
    meta: v.optional(MetaSchema),
    timestamp: v.string(),
  })

/** Positive integer id, for path params and bodies (R5.25). */
export const IdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1))
/** Path/query ids arrive as strings: '12' → 12; anything else fails. */
export const IdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/), v.transform(Number), v.safeInteger())

export const PageQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/), v.transform(Number)), '1'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/), v.transform(Number), v.maxValue(100)), '20'),
})
