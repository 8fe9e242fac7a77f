import * as v from 'valibot'
import { normalizeWebsite, safeExternalHref } from '@/lib/safe-url'
import { MSG } from '@/schemas/messages'
import { UpdateProfileRequestSchema, type Gender, type UpdateProfileRequest, type User } from '@/schemas/user.schema'

/** The form's own texts (R8.31, R5.18 and the page). */
export const PROFILE_MSG = {
  title: '编辑资料',
  invalidTitle: '错误',
  savedTitle: '保存成功',
  savedDescription: '您的个人资料已更新',
  saveFailed: '保存失败',
  retryLater: '请稍后重试',
  save: '保存',
  saving: '保存中…',
  cancel: '取消',
  loginDescription: '登录后即可编辑你的个人资料',
  loginAction: '立即登录',
} as const

/** What the form edits: text as typed, gender '' and birthDate null for "not set". */
export interface ProfileFields {
  displayName: string
  bio: string
  location: string
  website: string
  gender: Gender | ''
  birthDate: string | null
}
export type ProfileField = keyof ProfileFields
export type ProfileErrors = Partial<Record<ProfileField, string>>

export function fieldsFromUser(user: User): ProfileFields {
  return {
    displayName: user.displayName,
    bio: user.bio,
    location: user.location ?? '',
    website: user.website ?? '',
    gender: user.gender ?? '',
    birthDate: user.birthDate,
  }
}

const FIELDS: readonly ProfileField[] = ['displayName', 'bio', 'location', 'website', 'gender', 'birthDate']
export const isProfileField = (key: unknown): key is ProfileField => FIELDS.includes(key as ProfileField)

export type CheckedProfile =
  | { ok: true; body: UpdateProfileRequest }
  | { ok: false; errors: ProfileErrors; first: string }

/**
 * R5.18–R5.21 with the schema the server uses: a trimmed, non-empty name of at most 50, bio ≤ 200, location ≤ 100,
 * a website that is an http(s) address (`example.com` is read as https://example.com), one of the four genders or
 * none, a birth date that is not in the future or null.
 */
export function checkProfile(fields: ProfileFields): CheckedProfile {
  const website = normalizeWebsite(fields.website)
  const input = {
    displayName: fields.displayName,
    bio: fields.bio,
    location: fields.location.trim(),
    website,
    gender: fields.gender === '' ? null : fields.gender,
    birthDate: fields.birthDate || null,
  }
  const errors: ProfileErrors = {}
  const result = v.safeParse(UpdateProfileRequestSchema, input)
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key
      if (isProfileField(key) && !errors[key]) errors[key] = issue.message
    }
  }
  // Only http and https addresses are ever shown as links, so only those are taken.
  if (website && !errors.website && !safeExternalHref(website)) errors.website = MSG.websiteInvalid
  const order = FIELDS.filter((f) => errors[f])
  if (order.length > 0) return { ok: false, errors, first: errors[order[0]!]! }
  if (!result.success)
    return { ok: false, errors: { displayName: MSG.validationDefault }, first: MSG.validationDefault }
  return { ok: true, body: result.output }
}
