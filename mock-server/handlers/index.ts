import { authHandlers } from './auth'
import { devTestHandlers } from './dev-test'
import { healthHandlers } from './health'
import { messageHandlers } from './messages'
import { notFoundHandlers } from './not-found'
import { socialHandlers } from './social'
import { uploadHandlers } from './uploads'
import { userFollowHandlers } from './user-follows'
import { userHandlers } from './users'

// Every endpoint of the mock backend, shared by the browser, Node and standalone hosts.
// New resources go above notFoundHandlers, which answers any /api path nobody claimed.
export const handlers = [...healthHandlers, ...authHandlers, ...userHandlers, ...userFollowHandlers, ...socialHandlers, ...messageHandlers, ...uploadHandlers, ...devTestHandlers, ...notFoundHandlers]
