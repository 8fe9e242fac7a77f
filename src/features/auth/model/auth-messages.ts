// R8.14/R8.15: what the login and register screens say when the call fails.
interface FailureLike {
  type?: string
  status?: number
  code?: string
  message?: string
}

export function loginFailureMessage(err: FailureLike | null | undefined): string {
  if (err?.status === 401) return '邮箱或密码错误'
  if (err?.type === 'NETWORK_ERROR') return '网络连接失败，请检查网络'
  return err?.message || '登录失败，请重试'
}

export function registerFailureMessage(err: FailureLike | null | undefined): string {
  if (err?.code === 'USER_EMAIL_EXISTS') return '该邮箱已被注册，请使用其他邮箱'
  if (err?.code === 'USER_USERNAME_EXISTS') return '用户名已被占用'
  if (err?.type === 'VALIDATION_ERROR' || err?.code === 'VALIDATION_001') return '输入格式不正确'
  return '注册失败，请重试'
}
