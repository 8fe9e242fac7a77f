import { authHandlers } from './auth'
import { healthHandlers } from './health'
import { notFoundHandlers } from './not-found'
import { userHandlers } from './users'

// Every endpoint of the mock backend, shared by the browser, Node and standalone hosts.
// New resources go above notFoundHandlers, which answers any /api path nobody claimed.
export const handlers = [...healthHandlers, ...authHandlers, ...userHandlers, ...notFoundHandlers]
