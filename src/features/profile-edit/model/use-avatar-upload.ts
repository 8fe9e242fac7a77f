import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { User } from '@/schemas/user.schema'
import { uploadAvatar } from '../api/upload-avatar'
import { refreshProfileCaches } from './profile-caches'

/**
 * R1.8, R7.35: uploads the avatar, then the session user takes the new url (the header changes at once) and
 * everything showing the old avatar refetches, here and in other tabs. Failures reach the uploader dialog.
 */
export function useAvatarUpload({ user, onUserChanged }: { user: User; onUserChanged: (user: User) => void }) {
  const queryClient = useQueryClient()
  return useCallback(
    async (file: File) => {
      const avatar = await uploadAvatar(file)
      onUserChanged({ ...user, avatar })
      refreshProfileCaches(queryClient, user.id)
    },
    [user, onUserChanged, queryClient],
  )
}
