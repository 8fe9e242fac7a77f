import { LoginPrompt } from '@/components/ui/login-prompt'
import { PageHeader } from '@/components/ui/page-header'
import type { User } from '@/schemas/user.schema'
import { PROFILE_MSG } from '../model/profile-form'
import { EditProfileForm } from './edit-profile-form'

export interface EditProfileProps {
  /** The signed-in user, or null for a visitor. */
  user: User | null
  loginHref: string
  profileHref: string
  onUserChanged: (user: User) => void
  onSaved: () => void
}

/** R2.5 /profile/edit: the form for the signed-in user; R2.53 visitors see 请先登录 / 立即登录. */
export function EditProfile({ user, loginHref, profileHref, onUserChanged, onSaved }: EditProfileProps) {
  return (
    <main>
      <PageHeader title={PROFILE_MSG.title} fallbackHref={profileHref} />
      <div className="mx-auto max-w-2xl px-4 sm:px-6 pt-2 pb-6 sm:pb-16">
        {user ? (
          // Keyed by user: another account signing in here starts from its own profile.
          <EditProfileForm
            key={user.id}
            user={user}
            profileHref={profileHref}
            onUserChanged={onUserChanged}
            onSaved={onSaved}
          />
        ) : (
          <LoginPrompt
            loginHref={loginHref}
            description={PROFILE_MSG.loginDescription}
            actionLabel={PROFILE_MSG.loginAction}
          />
        )}
      </div>
    </main>
  )
}
