import type { FieldError } from '@/schemas/envelope.schema'
import { MSG } from '@/schemas/messages'

/** R8.1 */
export type ApiErrorType =
  | 'NETWORK_ERROR'
  | 'SERVER_ERROR'
  | 'CLIENT_ERROR'
  | 'BUSINESS_ERROR'
  | 'TIMEOUT_ERROR'
  | 'VALIDATION_ERROR'
  | 'AUTHENTICATION_ERROR'
  | 'AUTHORIZATION_ERROR'
  | 'RATE_LIMIT_ERROR'
  | 'INVALID_RESPONSE_FORMAT'
  | 'DATA_VALIDATION_ERROR'

interface ApiErrorInit {
  type: ApiErrorType
  status: number
  message: string
  code?: string | undefined
  details?: unknown
  fieldErrors?: FieldError[] | undefined
}

/** Every failure the client surfaces; `message` is Chinese and safe to show to users. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly type: ApiErrorType
  readonly status: number
  readonly code: string | undefined
  readonly details: unknown
  readonly fieldErrors: FieldError[] | undefined

  constructor(init: ApiErrorInit) {
    super(init.message)
    this.type = init.type
    this.status = init.status
    this.code = init.code
    this.details = init.details
    this.fieldErrors = init.fieldErrors
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError

/** R8.3–R8.12 */
export const ERROR_MESSAGES = {
  network: '网络连接失败，请检查网络设置',
  timeout: (ms: number) => `请求超时（${ms}ms），请检查网络连接`,
  parse: '服务器响应解析失败',
  serverUnavailable: '服务器暂时不可用，请稍后重试',
  unknown: '未知错误，请联系客服',
} as const

const STATUS_MESSAGES: Record<number, string> = {
  400: '请求参数错误',
  401: '认证失败，请重新登录',
  403: '权限不足',
  404: '请求的资源不存在',
  409: '数据冲突，请刷新后重试',
  422: '数据验证失败，请检查输入',
  429: '请求过于频繁，请稍后再试',
  500: '服务器内部错误',
  502: '网关错误',
  503: '服务暂时不可用',
  504: '网关超时',
}

export function defaultMessageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? ERROR_MESSAGES.serverUnavailable : ERROR_MESSAGES.unknown)
}

export function errorTypeForStatus(status: number, code?: string): ApiErrorType {
  if (code === 'VALIDATION_001' || status === 422) return 'VALIDATION_ERROR'
  if (status === 401) return 'AUTHENTICATION_ERROR'
  if (status === 403) return 'AUTHORIZATION_ERROR'
  if (status === 429) return 'RATE_LIMIT_ERROR'
  if (status >= 500) return 'SERVER_ERROR'
  // A 2xx with success:false, or a conflict: the server understood and refused on business grounds.
  if (status < 400 || status === 409) return 'BUSINESS_ERROR'
  return 'CLIENT_ERROR'
}

/** R5.29: field messages (or field names) joined by a full-width semicolon. */
export function validationMessage(fieldErrors: FieldError[] | undefined): string {
  const parts = (fieldErrors ?? []).map((e) => e.message || e.field).filter(Boolean)
  return parts.length > 0 ? parts.join('；') : MSG.validationDefault
}

/** STORAGE_001 (507): the server's storage is full, the write was not kept; STORAGE_002 (503): its data cannot be read. */
export const STORAGE_CODES = ['STORAGE_001', 'STORAGE_002'] as const
export type StorageCode = (typeof STORAGE_CODES)[number]
export const isStorageCode = (code: unknown): code is StorageCode => STORAGE_CODES.includes(code as StorageCode)

interface ErrorBody {
  message?: string | undefined
  code?: string | undefined
  details?: { errors?: FieldError[] | undefined } | undefined
}

/** Builds the error for a response the server answered with a failure (HTTP status or success:false). */
export function errorFromResponse(status: number, body: ErrorBody = {}): ApiError {
  const type = errorTypeForStatus(status, body.code)
  const fieldErrors = body.details?.errors
  let message: string
  if (body.code === 'VALIDATION_001') message = validationMessage(fieldErrors)
  // The server's storage is full or unreadable: its text says which, and that nothing was lost (our 5xx default would not).
  else if (isStorageCode(body.code) && body.message) message = body.message
  // 5xx texts are often internal; 4xx texts are written for users and are more precise than ours.
  else if (status < 500 && body.message) message = body.message
  else message = defaultMessageForStatus(status)
  return new ApiError({ type, status, code: body.code, message, details: body.details, fieldErrors })
}

/**
 * Gives a call its own texts for some statuses (R8.11) where the server said nothing of its own, i.e. where the
 * error carries the generic default of its status. Anything else passes through unchanged.
 */
export function withCallMessages(error: unknown, messages: Partial<Record<number, string>>): unknown {
  if (!isApiError(error)) return error
  const own = messages[error.status]
  if (own === undefined || error.message !== defaultMessageForStatus(error.status)) return error
  return new ApiError({
    type: error.type,
    status: error.status,
    code: error.code,
    message: own,
    details: error.details,
    fieldErrors: error.fieldErrors,
  })
}

export const networkError = (cause?: unknown) =>
  new ApiError({ type: 'NETWORK_ERROR', status: 0, message: ERROR_MESSAGES.network, details: cause })

export const timeoutError = (ms: number) =>
  new ApiError({ type: 'TIMEOUT_ERROR', status: 0, message: ERROR_MESSAGES.timeout(ms) })

export const invalidFormatError = (status: number) =>
  new ApiError({ type: 'INVALID_RESPONSE_FORMAT', status, message: ERROR_MESSAGES.parse })

/** R8.13: the text of the error view that offers a retry button. */
export function retryViewMessage(error: unknown): string {
  const e = error as Partial<ApiError> | null | undefined
  if (e?.type === 'NETWORK_ERROR') return '网络请求失败，请检查网络连接'
  if (e?.type === 'TIMEOUT_ERROR') return '请求超时，请重试'
  switch (e?.status) {
    case 401:
      return '登录已过期，请重新登录'
    case 403:
      return '没有权限访问此内容'
    case 404:
      return '请求的内容不存在'
    case 500:
      return '服务器内部错误'
  }
  return e?.message || '未知错误'
}
