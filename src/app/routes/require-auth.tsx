import type { ReactNode } from 'react'
import { Redirect } from 'wouter'
import { useAuth } from '@/features/auth/model/use-auth'
import { paths } from '../paths'

/** R2.59, R6.2: pages that redirect visitors to /login (saved, messages). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth()
  if (!isAuthenticated) return <Redirect to={paths.login.href()} replace />
  return <>{children}</>
}
