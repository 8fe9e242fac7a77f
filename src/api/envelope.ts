import * as v from 'valibot'
import { EnvelopeSchema, type Meta } from '@/schemas/envelope.schema'
import { ApiError, errorFromResponse, invalidFormatError } from './errors'

export interface ApiResult<T> {
  data: T
  meta: Meta | undefined
  message: string
}

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

async function readJson(res: Response): Promise<unknown> {
  // Reading stays outside the try: an abort while the body streams must surface as an abort.
  const text = await res.text()
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Turns a fetch Response into the envelope's parts or an ApiError: the body must be a JSON
 * envelope (R5.27) and failures map to the §8 catalogue.
 */
export async function readEnvelope(res: Response): Promise<ApiResult<unknown>> {
  const body = await readJson(res)
  const envelope = isPlainObject(body) ? v.safeParse(EnvelopeSchema, body) : undefined

  if (!envelope?.success) {
    // A proxy's HTML error page says more through its status than through "unparseable".
    if (!res.ok) throw errorFromResponse(res.status)
    throw invalidFormatError(res.status)
  }

  const { success, data, meta, message, code, details } = envelope.output
  if (!res.ok || !success) throw errorFromResponse(res.status, { message, code, details })
  return { data, meta, message }
}

/** R5.28: `data` must match the endpoint's schema, else a data-validation error with 422 semantics. */
export function validateData<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, data)
  if (parsed.success) return parsed.output
  throw new ApiError({
    type: 'DATA_VALIDATION_ERROR',
    status: 422,
    message: '数据验证失败，请检查输入',
    details: v.flatten(parsed.issues),
  })
}
