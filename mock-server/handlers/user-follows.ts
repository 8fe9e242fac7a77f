import { http } from 'msw'
import { FOLLOW_PAGE_SIZE } from '@/schemas/follow.schema'
import { api, handle, ok, optionalAuth } from '../http'
import { followList, type FollowListKind } from '../services/follow-lists'
import { readPageQuery } from '../services/social-paging'

// R7.11: anyone may see who follows whom (R2.7); a signed-in caller also gets is_following per row.
const listHandler = (kind: FollowListKind) =>
  handle(
    optionalAuth(({ request, db, params, auth }) => {
      const query = readPageQuery(request, FOLLOW_PAGE_SIZE)
      const { data, meta } = followList(db, params.id, kind, auth?.user.id ?? null, query)
      return ok(data, { meta })
    }),
  )

export const userFollowHandlers = [
  http.get(api('/users/:id/following'), listHandler('following')),
  http.get(api('/users/:id/followers'), listHandler('followers')),
]
