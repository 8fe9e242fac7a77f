import type { Comment, CommentAuthor } from '@/schemas/comment.schema'

// What the comment panel shows: the server's comments (the query cache), minus those being deleted, plus
// the comments being sent (placeholders with negative ids) and those waiting in the offline queue; as
// threads one level deep — top-level comments newest first, each with its replies oldest first.

export type CommentState = 'sent' | 'sending' | 'queued'

export interface ShownComment extends Comment {
  state: CommentState
}

export interface CommentThread {
  comment: ShownComment
  replies: ShownComment[]
}

/** A comment written here that the server has not taken yet. */
export interface LocalComment {
  tempId: number
  postId: number
  content: string
  parentId: number | null
  author: CommentAuthor
  createdAt: string
  state: 'sending' | 'queued'
}

export const placeholder = (c: LocalComment): ShownComment => ({
  id: c.tempId,
  content: c.content,
  postId: c.postId,
  parentId: c.parentId,
  author: c.author,
  createdAt: c.createdAt,
  updatedAt: c.createdAt,
  likeCount: 0,
  isLiked: false,
  state: c.state,
})

/** `ids` and every reply below them, as far as the list knows. */
export function withReplies(
  comments: readonly Pick<Comment, 'id' | 'parentId'>[],
  ids: readonly number[],
): Set<number> {
  const out = new Set(ids)
  let grew = true
  while (grew) {
    grew = false
    for (const c of comments) {
      if (c.parentId !== null && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id)
        grew = true
      }
    }
  }
  return out
}

const time = (c: Pick<Comment, 'createdAt'>) => (c.createdAt ? Date.parse(c.createdAt) : 0)

export function buildThreads({
  server,
  local,
  deleting,
}: {
  server: readonly Comment[]
  local: readonly LocalComment[]
  deleting: readonly number[]
}): CommentThread[] {
  const hidden = withReplies(server, deleting)
  const seen = new Set<number>()
  const all: ShownComment[] = []
  for (const c of [...local].reverse()) all.push(placeholder(c))
  for (const c of server) {
    if (hidden.has(c.id) || seen.has(c.id)) continue
    seen.add(c.id)
    all.push({ ...c, state: 'sent' })
  }
  const byId = new Map(all.map((c) => [c.id, c]))
  // One level: a reply to a reply joins the thread of the top-level comment it belongs to.
  const rootOf = (c: ShownComment): number => {
    let cur = c
    for (let guard = 0; cur.parentId !== null && guard < 50; guard++) {
      const parent = byId.get(cur.parentId)
      if (!parent) break
      cur = parent
    }
    return cur.id
  }
  const threads = new Map<number, CommentThread>()
  const replies: ShownComment[] = []
  for (const c of all) {
    const root = rootOf(c)
    if (root === c.id) threads.set(c.id, { comment: c, replies: [] })
    else replies.push(c)
  }
  for (const r of replies) threads.get(rootOf(r))?.replies.push(r)
  for (const t of threads.values()) t.replies.sort((a, b) => time(a) - time(b) || Math.abs(a.id) - Math.abs(b.id))
  // Insertion order is newest first already: placeholders, then the server's newest-first pages.
  return [...threads.values()]
}
