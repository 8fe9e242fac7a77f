import { http } from 'msw'
import { BatchPostIdsRequestSchema, BatchUserIdsRequestSchema, BOOKMARKS_PAGE_SIZE } from '@/schemas/social.schema'
import { api, handle, ok, readJson, validate, withAuth } from '../http'
import { setFollow } from '../services/follow-service'
import { setBookmark, setLike } from '../services/social-marks'
import { readPageQuery } from '../services/social-paging'
import { markedPosts } from '../services/social-post-lists'
import { bookmarkStatus, followStatus, likeStatus } from '../services/social-status'
import { SOCIAL_MSG } from '../services/social-texts'

// R7.19–R7.25. Every social call acts as the caller, so all need a session (R6.2: visitors cannot
// like, bookmark or follow; the batch calls answer for "me", which a visitor does not have).
export const socialHandlers = [
  http.post(
    api('/social/like/:postId'),
    handle(
      withAuth(async ({ db, auth, params }) =>
        ok(await setLike(db, auth.user.id, params.postId, true), { message: SOCIAL_MSG.liked }),
      ),
    ),
  ),
  http.delete(
    api('/social/like/:postId'),
    handle(
      withAuth(async ({ db, auth, params }) =>
        ok(await setLike(db, auth.user.id, params.postId, false), { message: SOCIAL_MSG.unliked }),
      ),
    ),
  ),
  http.post(
    api('/social/bookmark/:postId'),
    handle(
      withAuth(async ({ db, auth, params }) =>
        ok(await setBookmark(db, auth.user.id, params.postId, true), { message: SOCIAL_MSG.bookmarked }),
      ),
    ),
  ),
  http.delete(
    api('/social/bookmark/:postId'),
    handle(
      withAuth(async ({ db, auth, params }) =>
        ok(await setBookmark(db, auth.user.id, params.postId, false), { message: SOCIAL_MSG.unbookmarked }),
      ),
    ),
  ),
  http.post(
    api('/social/follow/:userId'),
    handle(
      withAuth(async ({ db, auth, params }) =>
        ok(await setFollow(db, auth.user.id, params.userId, true), { message: SOCIAL_MSG.followed }),
      ),
    ),
  ),
  http.delete(
    api('/social/follow/:userId'),
    handle(
      withAuth(async ({ db, auth, params }) =>
        ok(await setFollow(db, auth.user.id, params.userId, false), { message: SOCIAL_MSG.unfollowed }),
      ),
    ),
  ),

  http.post(
    api('/social/batch-like-status'),
    handle(
      withAuth(async ({ request, db, auth }) =>
        ok(likeStatus(db, auth.user.id, validate(BatchPostIdsRequestSchema, await readJson(request)).postIds)),
      ),
    ),
  ),
  http.post(
    api('/social/batch-bookmark-status'),
    handle(
      withAuth(async ({ request, db, auth }) =>
        ok(bookmarkStatus(db, auth.user.id, validate(BatchPostIdsRequestSchema, await readJson(request)).postIds)),
      ),
    ),
  ),
  http.post(
    api('/social/batch-follow-status'),
    handle(
      withAuth(async ({ request, db, auth }) =>
        ok(followStatus(db, auth.user.id, validate(BatchUserIdsRequestSchema, await readJson(request)).userIds)),
      ),
    ),
  ),

  http.get(
    api('/social/bookmarks'),
    handle(
      withAuth(({ request, db, auth }) => {
        const { data, meta } = markedPosts(db, 'bookmarks', auth.user.id, readPageQuery(request, BOOKMARKS_PAGE_SIZE))
        return ok(data, { meta })
      }),
    ),
  ),
  // The liked list has no page size of its own in the spec; it is the same kind of list as bookmarks.
  http.get(
    api('/social/my-liked-posts'),
    handle(
      withAuth(({ request, db, auth }) => {
        const { data, meta } = markedPosts(db, 'likes', auth.user.id, readPageQuery(request, BOOKMARKS_PAGE_SIZE))
        return ok(data, { meta })
      }),
    ),
  ),
]
