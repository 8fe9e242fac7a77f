import type { MockDb } from '../db'
import { remembered, type Defect, type DefectContext } from './types'
import { callerOf, idParam, isOperation, recordsOf, rewrite, routeOf, type RouteHit } from './wire'

// A followers_count column raised at follow and never lowered at unfollow. The follow rows themselves stay right
// (is_following, the lists' members): only the counts drift, by one per unfollow.

interface Unfollow {
  followerId: number
  followerCreatedAt: string
}

/** Unfollows per user, keyed by the user's id and creation time, so a user that replaced it (after a reset) starts clean. */
const unfollows = (ctx: DefectContext) =>
  remembered(ctx, 'unfollow-keeps-follower-count', () => new Map<string, Unfollow[]>())
const userKey = (db: MockDb, id: number) => {
  const user = db.get('users', id)
  return user ? `${id}@${user.createdAt}` : undefined
}

/** The followers a user's count still holds after they left (as long as those users exist). */
function ghosts(ctx: DefectContext, userId: unknown): number {
  if (typeof userId !== 'number') return 0
  const key = userKey(ctx.db, userId)
  const left = key === undefined ? undefined : unfollows(ctx).get(key)
  return left?.filter((u) => ctx.db.get('users', u.followerId)?.createdAt === u.followerCreatedAt).length ?? 0
}

function raise(record: Record<string, unknown> | undefined, field: string, by: number): void {
  if (record && typeof record[field] === 'number') record[field] += by
}

const FOLLOW = '/api/social/follow/{userId}'

async function answerOf(
  hit: RouteHit | undefined,
  request: Request,
  next: (request: Request) => Promise<Response>,
  ctx: DefectContext,
): Promise<Response> {
  if (isOperation(hit, 'POST', FOLLOW) || isOperation(hit, 'DELETE', FOLLOW)) {
    const target = idParam(hit)
    if (target === undefined) return next(request)
    const caller = await callerOf(ctx, request)
    const left =
      request.method === 'DELETE' &&
      caller !== null &&
      ctx.db.find('follows', (f) => f.followerId === caller.user.id && f.followingId === target) !== undefined
    const response = await next(request)
    const key = userKey(ctx.db, target)
    if (left && response.ok && key !== undefined) {
      unfollows(ctx).set(key, [
        ...(unfollows(ctx).get(key) ?? []),
        { followerId: caller.user.id, followerCreatedAt: caller.user.createdAt },
      ])
    }
    return rewrite(response, (body) =>
      recordsOf(body.data).forEach((data) => raise(data, 'followersCount', ghosts(ctx, target))),
    )
  }
  if (isOperation(hit, 'GET', '/api/users/{id}')) {
    return rewrite(await next(request), (body) => {
      const [data] = recordsOf(body.data)
      const id = idParam(hit)
      raise(recordsOf(data?.user)[0], 'followers_count', ghosts(ctx, id))
      raise(recordsOf(data?.stats)[0], 'followersCount', ghosts(ctx, id))
    })
  }
  if (isOperation(hit, 'GET', '/api/users/profile') || isOperation(hit, 'PUT', '/api/users/profile')) {
    return rewrite(await next(request), (body) => {
      const [data] = recordsOf(body.data)
      raise(recordsOf(data?.stats)[0], 'followersCount', ghosts(ctx, recordsOf(data?.user)[0]?.id))
    })
  }
  if (isOperation(hit, 'GET', '/api/users/{id}/followers') || isOperation(hit, 'GET', '/api/users/{id}/following')) {
    return rewrite(await next(request), (body) =>
      recordsOf(body.data).forEach((row) => raise(row, 'followers_count', ghosts(ctx, row.id))),
    )
  }
  return next(request)
}

export const unfollowKeepsFollowerCount: Defect = {
  name: 'unfollow-keeps-follower-count',
  rules: ['R7.21', 'R4.18'],
  description:
    'Unfollowing does not lower the follower count: after A follows and then unfollows B, the DELETE /api/social/follow/{B} answer, ' +
    "GET /api/users/{B} (followers_count, stats.followersCount), B's own profile stats and B's rows in follow lists still count A, " +
    "although is_following is false and A is no longer among B's followers.",
  apply: (request, next, ctx) => answerOf(routeOf(request), request, next, ctx),
}
