import type { WriteTx } from '../write-tx'

/** Comments leave with their likes, inside the caller's write: a count is never derived from rows of a gone comment. */
export async function removeCommentsWithLikes(tx: WriteTx, commentIds: readonly number[]): Promise<void> {
  const gone = new Set(commentIds)
  for (const like of tx.filter('commentLikes', (r) => gone.has(r.commentId))) await tx.remove('commentLikes', like.id)
  for (const id of gone) await tx.remove('comments', id)
}
