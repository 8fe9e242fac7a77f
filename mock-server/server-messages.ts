// The mock server's own Chinese texts (the spec's where it gives them; §4 "natural Chinese" otherwise).
// Field validation texts live in src/schemas/messages.ts, shared with the client forms.
export const SERVER_MSG = {
  ok: '操作成功',
  loginRequired: '请先登录',
  tokenExpired: '登录已过期，请重新登录',
  badCredentials: '邮箱或密码错误',
  refreshInvalid: '登录状态已失效，请重新登录',
  resetInvalid: '重置链接无效或已过期，请重新申请',
  emailExists: '该邮箱已被注册，请使用其他邮箱',
  usernameExists: '用户名已被占用',
  userNotFound: '用户不存在',
  endpointNotFound: '请求的接口不存在',
  badJson: '请求数据格式错误',
  serverError: '服务器内部错误',
  registered: '注册成功',
  loggedIn: '登录成功',
  loggedOut: '已安全退出',
  refreshed: '令牌已刷新',
  forgotSent: '如果该邮箱已注册，重置密码的邮件已发送',
  passwordReset: '密码已重置，请重新登录',
  profileUpdated: '个人资料已更新',
} as const
