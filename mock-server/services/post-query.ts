import * as v from 'valibot'
import { CATEGORIES } from '@/schemas/category.schema'
import { IdParamSchema } from '@/schemas/envelope.schema'
import type { PostListParams } from '@/schemas/post-input.schema'
import type { MockDb } from '../db'
import { HttpError } from '../http/http-error'
import type { PostRecord } from '../records'
import { SERVER_MSG } from '../server-messages'
import { pageOf, type Page } from './post-paging'
import { toPostView, type PostView } from './post-views'
import { getReadIndex, type ReadIndex } from './read-index'
import { POST_MSG } from './post-texts'

// Read side of posts (R7.10, R7.12, R7.13, R7.17, R7.18). Every list is a slice of the read index's
// newest-first order, so a page costs the same whether it is the first or the last.

export const postNotFound = () => new HttpError(404, 'NOT_FOUND_001', POST_MSG.postNotFound)

/** R5.25: a non-numeric, zero, negative or unknown id is simply "no such post". */
export function parsePostId(raw: unknown): number {
  const id = v.safeParse(IdParamSchema, raw)
  if (!id.success) throw postNotFound()
  return id.output
}

export function findPost(db: MockDb, raw: unknown): Readonly<PostRecord> {
  const post = getReadIndex(db).post(parsePostId(raw))
  if (!post) throw postNotFound()
  return post
}

/** Case-insensitive substring match over title, content, tags and the author's names (R1.3). */
function matching(index: ReadIndex, posts: readonly Readonly<PostRecord>[], scope: string, search: string | undefined) {
  if (!search) return posts
  const needle = search.toLowerCase()
  return index.memo(`search:${scope}:${needle}`, () => posts.filter((p) => index.searchText(p.id).includes(needle)))
}

function viewsOf(db: MockDb, page: Page<Readonly<PostRecord>>, viewerId: number | null): Page<PostView> {
  return { items: page.items.map((p) => toPostView(db, p, viewerId)), pagination: page.pagination }
}

/** R7.12: newest first, optionally one category and a search text. */
export function listPosts(db: MockDb, query: PostListParams, viewerId: number | null): Page<PostView> {
  const index = getReadIndex(db)
  const scoped = query.category ? index.postsInCategory(query.category) : index.postsNewestFirst
  const all = matching(index, scoped, query.category ?? '*', query.search)
  return viewsOf(db, pageOf(all, query.page, query.limit), viewerId)
}

/** R7.10: one author's posts, newest first; 404 for an unknown user. */
export function userPosts(
  db: MockDb,
  rawUserId: unknown,
  paging: { page: number; limit: number },
  viewerId: number | null,
) {
  const id = v.safeParse(IdParamSchema, rawUserId)
  const index = getReadIndex(db)
  if (!id.success || !index.user(id.output)) throw new HttpError(404, 'NOT_FOUND_001', SERVER_MSG.userNotFound)
  const userId = id.output
  const all = index.memo(`author:${userId}`, () => index.postsNewestFirst.filter((p) => p.authorId === userId))
  return viewsOf(db, pageOf(all, paging.page, paging.limit), viewerId)
}

/** R7.18/R3.6: the eight categories in the editor's order, each with its Chinese label and post count. */
export function categoryList(db: MockDb) {
  const index = getReadIndex(db)
  return CATEGORIES.map((c) => ({ id: c.id, label: c.label, count: index.postsInCategory(c.id).length }))
}
