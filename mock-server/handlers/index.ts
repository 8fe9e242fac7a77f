import { authHandlers } from './auth'
import { commentHandlers } from './comments'
import { devTestHandlers } from './dev-test'
import { healthHandlers } from './health'
import { messageHandlers } from './messages'
import { createLiteralPathHandlers, createNotFoundHandlers } from './not-found'
import { postHandlers } from './posts'
import { createQueryGateHandlers } from './query-gate'
import { socialHandlers } from './social'
import { uploadHandlers } from './uploads'
import { userFollowHandlers } from './user-follows'
import { userPostHandlers } from './user-posts'
import { userHandlers } from './users'

// Every endpoint of the mock backend, shared by the browser, Node and standalone hosts.
// New resources go into resourceHandlers, above the not-found handler, which answers any /api path nobody claimed. The posts come
// first: msw tries handlers in order (each reading the request's cookies), and the feed is the hot path. Only two
// gates come before them: a query parameter the operation does not take is 400, and a literal path shadowed by a
// template (/api/posts/categories beside /api/posts/:id) asked with a method only the template serves is 405.
const resourceHandlers = [
  ...postHandlers,
  ...healthHandlers,
  ...authHandlers,
  ...userHandlers,
  ...userPostHandlers,
  ...commentHandlers,
  ...userFollowHandlers,
  ...socialHandlers,
  ...messageHandlers,
  ...uploadHandlers,
  ...devTestHandlers,
]
export const handlers = [
  ...createQueryGateHandlers(),
  ...createLiteralPathHandlers(resourceHandlers),
  ...resourceHandlers,
  ...createNotFoundHandlers(() => resourceHandlers),
]
