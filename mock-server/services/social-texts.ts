// Texts of the social, follow and message endpoints (R8.11, R8.32, R8.26 in natural Chinese).
// Kept beside their services rather than in the shared server-messages.ts, which other endpoints edit.
export const SOCIAL_MSG = {
  postNotFound: '帖子不存在或已被删除',
  userNotFound: '用户不存在',
  liked: '点赞成功',
  unliked: '已取消点赞',
  bookmarked: '收藏成功',
  unbookmarked: '已取消收藏',
  followed: '关注成功',
  unfollowed: '取消关注',
  cannotFollowSelf: '不能关注自己',
  cannotMessageSelf: '不能给自己发送私信',
  messageSent: '发送成功',
  markedRead: '已标记为已读',
} as const
