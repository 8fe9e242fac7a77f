// The posts' and comments' server texts: the spec's where it gives them (R8.11, R8.21, R8.23, R8.24,
// R8.27), natural Chinese otherwise. Field validation texts stay in src/schemas/messages.ts.
export const POST_MSG = {
  postNotFound: '帖子不存在或已被删除', // R8.11
  postForbidden: '您没有权限修改此帖子',
  postCreated: '发布成功',
  postUpdated: '帖子已更新',
  postDeleted: '帖子已删除', // R8.27
  commentNotFound: '评论不存在或已被删除', // R8.23
  commentForbidden: '您没有权限删除此评论', // R8.23
  commentRateLimited: '评论过于频繁，请稍后再试', // R8.21
  commentParentInvalid: '回复的评论不存在或不属于该帖子',
  commentCreated: '评论发布成功',
  commentDeleted: '评论已删除', // R8.24
  commentLiked: '点赞成功',
  commentUnliked: '已取消点赞',
} as const
