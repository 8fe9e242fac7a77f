// The mock server's HTTP toolkit: envelopes, errors, validation, auth guards, latency, and the route wrapper.
export { ok, fail, type OkOptions } from './http/envelope'
export { HttpError, type ErrorDetails } from './http/http-error'
export { validate, readJson } from './http/validate'
export { latency, setLatency, getLatency, DEFAULT_LATENCY, type LatencyRange } from './http/latency'
export { api, handle, errorResponse, type RequestContext, type ContextHandler } from './http/route'
export { withAuth, optionalAuth, type AuthedContext, type MaybeAuthedContext } from './http/auth-guard'
