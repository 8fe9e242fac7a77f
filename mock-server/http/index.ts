// The mock server's HTTP toolkit: envelopes, errors, validation, auth guards, latency, and the route wrapper.
export { ok, fail, type OkOptions } from './envelope'
export { HttpError, type ErrorDetails } from './http-error'
export { validate, readJson, unknownQueryError } from './validate'
export { latency, setLatency, getLatency, DEFAULT_LATENCY, type LatencyRange } from './latency'
export { api, handle, errorResponse, type RequestContext, type ContextHandler } from './route'
export { withAuth, optionalAuth, type AuthedContext, type MaybeAuthedContext } from './auth-guard'
export { idempotent, idempotentForVisitors, IDEMPOTENCY_HEADER, REPLAYED_HEADER } from './idempotent'
