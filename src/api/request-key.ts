/**
 * A new Idempotency-Key for one creating call (issue 23). Made before the first attempt and kept with the call
 * (and with its queued copy when it waits for the network), so that every attempt names the same request.
 */
export const newRequestKey = (): string => crypto.randomUUID()
