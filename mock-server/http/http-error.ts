import type { ErrorCode } from '@/schemas/error-codes'
import type { FieldError } from '@/schemas/envelope.schema'

export interface ErrorDetails {
  errors?: FieldError[]
  [key: string]: unknown
}

/** Thrown anywhere below a handler; the one route wrapper turns it into the error envelope. */
export class HttpError extends Error {
  readonly status: number
  readonly code: ErrorCode
  readonly details: ErrorDetails | undefined

  constructor(status: number, code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.code = code
    this.details = details
  }
}
