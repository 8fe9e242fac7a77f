import { HttpResponse } from 'msw'
import type { ErrorCode } from '@/schemas/error-codes'
import type { Meta } from '@/schemas/envelope.schema'
import { SERVER_MSG } from '../server-messages'
import type { ErrorDetails } from './http-error'

// R3.15: every answer is an envelope.

export interface OkOptions {
  status?: number
  message?: string
  meta?: Meta
}

export function ok<T>(data: T, { status = 200, message = SERVER_MSG.ok, meta }: OkOptions = {}): Response {
  return HttpResponse.json(
    { success: true, message, data, ...(meta ? { meta } : {}), timestamp: new Date().toISOString() },
    { status },
  )
}

export function fail(status: number, code: ErrorCode, message: string, details?: ErrorDetails): Response {
  return HttpResponse.json(
    { success: false, message, code, ...(details ? { details } : {}), timestamp: new Date().toISOString() },
    { status },
  )
}
