import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/errors'
import { toast } from '@/services/toast'
import type { User } from '@/schemas/user.schema'
import { updateProfile } from '../api/update-profile'
import { refreshProfileCaches } from './profile-caches'
import {
  checkProfile,
  fieldsFromUser,
  isProfileField,
  PROFILE_MSG,
  type ProfileErrors,
  type ProfileField,
  type ProfileFields,
} from './profile-form'

export interface UseEditProfileOptions {
  /** The signed-in user the form starts from. */
  user: User
  /** The session takes the saved user (the header and every screen reading it change at once). */
  onUserChanged: (user: User) => void
  /** After the success toast: the route goes to /profile. */
  onSaved: () => void
}

/**
 * R5.18–R5.21 checks, R4.33 save (session, caches, other tabs, /profile), R8.31 toasts. A failed save keeps
 * every edit on screen.
 */
export function useEditProfile({ user, onUserChanged, onSaved }: UseEditProfileOptions) {
  const queryClient = useQueryClient()
  const [fields, setFields] = useState<ProfileFields>(() => fieldsFromUser(user))
  const [errors, setErrors] = useState<ProfileErrors>({})

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user: saved }) => {
      onUserChanged(saved)
      refreshProfileCaches(queryClient, saved.id)
      toast.success(PROFILE_MSG.savedTitle, PROFILE_MSG.savedDescription)
      onSaved()
    },
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors?.length) {
        const fromServer: ProfileErrors = {}
        for (const { field, message } of error.fieldErrors) {
          if (isProfileField(field) && !fromServer[field]) fromServer[field] = message
        }
        setErrors(fromServer)
      }
      toast.error(PROFILE_MSG.saveFailed, error.message || PROFILE_MSG.retryLater)
    },
  })

  const setField = <K extends ProfileField>(key: K, value: ProfileFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }))
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e))
  }

  const submit = () => {
    if (mutation.isPending || mutation.isSuccess) return
    const checked = checkProfile(fields)
    if (!checked.ok) {
      setErrors(checked.errors)
      toast.error(PROFILE_MSG.invalidTitle, checked.first)
      return
    }
    setErrors({})
    mutation.mutate(checked.body)
  }

  // Still "saving" between the answer and leaving the page, so the button never flashes back.
  return { fields, setField, errors, submit, saving: mutation.isPending || mutation.isSuccess }
}
