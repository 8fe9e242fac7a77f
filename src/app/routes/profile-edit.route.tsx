import { useCallback } from 'react'
import { useLocation } from 'wouter'
import { useAuth } from '@/features/auth/model/use-auth'
import { EditProfile } from '@/features/profile-edit/components/edit-profile'
import { paths } from '../paths'

/** R2.5 /profile/edit: the session gives the user and takes the saved one; a save lands on /profile (R4.33). */
export function ProfileEditRoute() {
  const { user, isAuthenticated, updateUser } = useAuth()
  const [, navigate] = useLocation()
  const onSaved = useCallback(() => navigate(paths.profile.href()), [navigate])
  return (
    <EditProfile
      user={isAuthenticated ? user : null}
      loginHref={paths.authAlias.href()}
      profileHref={paths.profile.href()}
      onUserChanged={updateUser}
      onSaved={onSaved}
    />
  )
}
