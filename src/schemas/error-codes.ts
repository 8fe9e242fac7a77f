import * as v from 'valibot'

// Machine-readable error codes carried in the error envelope. VALIDATION_001 is the spec's (R5.29);
// the rest follow the same NAME_NNN pattern so a real backend can adopt them unchanged.
export const ERROR_CODES = [
  'VALIDATION_001',
  'AUTH_001', // no or malformed token
  'AUTH_002', // access token expired
  'AUTH_003', // wrong email or password
  'AUTH_004', // refresh or reset token invalid
  'FORBIDDEN_001',
  'NOT_FOUND_001',
  'METHOD_001', // a known path asked with a method it does not answer (405, with Allow)
  'CONFLICT_001', // generic conflict
  'USER_EMAIL_EXISTS',
  'USER_USERNAME_EXISTS',
  'RATE_LIMIT_001',
  'IDEMPOTENCY_001', // an Idempotency-Key used again for a different request
  'UPLOAD_001', // no file chosen, or too many (a file over its limit is 413, of a type not taken 415: VALIDATION_001)
  'SERVER_001',
  'SERVICE_UNAVAILABLE_001',
  'STORAGE_001', // the server's storage is full: the write was not kept (507)
  'STORAGE_002', // the server's stored data cannot be read (503)
] as const

export const ErrorCodeSchema = v.picklist(ERROR_CODES)
export type ErrorCode = v.InferOutput<typeof ErrorCodeSchema>
