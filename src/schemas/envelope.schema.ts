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

/**
 * A positive integer as it arrives in a path or a query string ('12' → 12): decimal digits, no sign, no
 * leading zero, at most `max`. The range is stated after `toNumber()`, on the number, where the OpenAPI export
 * reads it too (scripts/openapi/convert.ts documents such a parameter as an integer with that range).
 */
export function integerText(max: number, message?: string) {
  return v.pipe(
    v.string(message),
    v.regex(new RegExp(`^[1-9]\\d{0,${String(max).length - 1}}$`), message),
    v.toNumber(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  )
}

/** Path/query ids arrive as strings: '12' → 12; anything else fails. */
export const IdParamSchema = integerText(Number.MAX_SAFE_INTEGER)

export const PAGE_MAX = 9_999_999
/** A client asking for more than this per page is refused (400), not clamped. */
export const PAGE_LIMIT_MAX = 100

const pageQueries = new Map<number, ReturnType<typeof makePageQuery>>()
const makePageQuery = (defaultLimit: number) =>
  v.object({
    page: v.optional(integerText(PAGE_MAX), '1'),
    limit: v.optional(integerText(PAGE_LIMIT_MAX), String(defaultLimit)),
  })

/** page and limit of a list call; only the default limit differs per endpoint (R9.5, R9.27–R9.29). One schema per default. */
export function pageQuerySchema(defaultLimit: number) {
  let schema = pageQueries.get(defaultLimit)
  if (!schema) pageQueries.set(defaultLimit, (schema = makePageQuery(defaultLimit)))
  return schema
}

/** R7.11, R7.27, R9.5: page 1, limit 20. */
export const PageQuerySchema = pageQuerySchema(20)
