import { useId, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Avatar } from '@/components/ui/avatar'
import { AvatarUploader } from '@/components/ui/avatar-uploader'
import { Button, buttonClass } from '@/components/ui/button'
import { DatePicker, localToday } from '@/components/ui/date-picker'
import { ExternalLink } from '@/components/ui/external-link'
import { CameraIcon, ShieldCheckIcon } from '@/components/ui/icons-more'
import { charCap } from '@/lib/char-cap'
import { normalizeWebsite, safeExternalHref } from '@/lib/safe-url'
import { charCount } from '@/schemas/text-length'
import {
  ageFromBirthDate,
  BIO_MAX,
  DISPLAY_NAME_MAX,
  GENDER_LABELS,
  GENDERS,
  PROFILE_LOCATION_MAX,
  type User,
} from '@/schemas/user.schema'
import { PROFILE_MSG, type ProfileFields } from '../model/profile-form'
import { useAvatarUpload } from '../model/use-avatar-upload'
import { useEditProfile } from '../model/use-edit-profile'
import { describedBy, fieldInputClass, FormRow, FormSection } from './form-row'

export interface EditProfileFormProps {
  user: User
  profileHref: string
  /** The session takes the new user (after a save or an avatar upload). */
  onUserChanged: (user: User) => void
  /** After a save: go to /profile. */
  onSaved: () => void
}

const GENDER_OPTIONS: readonly { value: ProfileFields['gender']; label: string }[] = [
  { value: '', label: '未设置' },
  ...GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
]

/** R2.5, R2.54–R2.56, R5.18–R5.21: the avatar, 基本信息, 个人详情, the privacy note, 取消 and 保存. */
export function EditProfileForm({ user, profileHref, onUserChanged, onSaved }: EditProfileFormProps) {
  const id = useId()
  const { fields, setField, errors, submit, saving } = useEditProfile({ user, onUserChanged, onSaved })
  const upload = useAvatarUpload({ user, onUserChanged })
  const [uploaderOpen, setUploaderOpen] = useState(false)
  const ids = {
    name: `${id}-name`,
    bio: `${id}-bio`,
    gender: `${id}-gender`,
    birth: `${id}-birth`,
    location: `${id}-location`,
    website: `${id}-website`,
  }
  const age = fields.birthDate ? ageFromBirthDate(fields.birthDate) : null
  const websiteHref = safeExternalHref(normalizeWebsite(fields.website))

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit()
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={PROFILE_MSG.title} className="flex flex-col gap-4">
        <div className="flex flex-col items-center pt-2 pb-1">
          <button
            type="button"
            onClick={() => setUploaderOpen(true)}
            className="group flex flex-col items-center gap-2.5 rounded-3xl px-4 py-2 keyboard-ring"
          >
            <span className="relative">
              <span className="block rounded-full p-[3px] bg-bg-card shadow-[var(--shadow-card)] border border-line">
                <Avatar
                  src={user.avatar}
                  name={user.displayName}
                  size={92}
                  className="transition-opacity group-hover:opacity-90"
                />
              </span>
              <span
                aria-hidden="true"
                className="absolute right-0 bottom-0 w-8 h-8 rounded-full bg-primary text-primary-fg border-[3px] border-bg flex items-center justify-center shadow-sm"
              >
                <CameraIcon size={15} strokeWidth={2} />
              </span>
            </span>
            <span className="text-sm font-medium text-primary-text group-hover:underline underline-offset-4">
              更换头像
            </span>
          </button>
          <p className="text-xs text-fg-muted">@{user.username}</p>
        </div>

        <FormSection id={`${id}-basic`} title="基本信息">
          <FormRow
            id={ids.name}
            label="显示名称"
            count={charCount(fields.displayName)}
            max={DISPLAY_NAME_MAX}
            error={errors.displayName}
          >
            <input
              id={ids.name}
              className={`${fieldInputClass} h-11 ${errors.displayName ? 'border-danger' : 'border-transparent'}`}
              value={fields.displayName}
              autoComplete="nickname"
              placeholder="你希望大家怎么称呼你"
              aria-invalid={errors.displayName ? true : undefined}
              aria-describedby={describedBy(ids.name, { error: errors.displayName, counter: true })}
              disabled={saving}
              {...charCap(DISPLAY_NAME_MAX, fields.displayName, (value) => setField('displayName', value))}
            />
          </FormRow>
          <FormRow id={ids.bio} label="个人简介" count={charCount(fields.bio)} max={BIO_MAX} error={errors.bio}>
            <textarea
              id={ids.bio}
              className={`${fieldInputClass} py-2.5 min-h-28 leading-6 resize-y ${errors.bio ? 'border-danger' : 'border-transparent'}`}
              value={fields.bio}
              placeholder="介绍一下自己吧，让更多人认识你～"
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={describedBy(ids.bio, { error: errors.bio, counter: true })}
              disabled={saving}
              {...charCap(BIO_MAX, fields.bio, (value) => setField('bio', value))}
            />
          </FormRow>
        </FormSection>

        <FormSection id={`${id}-details`} title="个人详情">
          <FormRow id={ids.gender} labelId={`${ids.gender}-label`} asLabel={false} label="性别" error={errors.gender}>
            <div
              role="radiogroup"
              aria-labelledby={`${ids.gender}-label`}
              className="grid grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.4fr)] gap-1.5 sm:flex sm:flex-wrap sm:gap-2"
            >
              {GENDER_OPTIONS.map((option) => (
                <label key={option.value || 'none'} className="relative">
                  <input
                    type="radio"
                    name={ids.gender}
                    value={option.value}
                    checked={fields.gender === option.value}
                    disabled={saving}
                    onChange={() => setField('gender', option.value)}
                    className="peer sr-only"
                  />
                  <span className="flex w-full sm:w-auto items-center justify-center h-9 px-1 sm:px-4 rounded-full whitespace-nowrap text-[13px] sm:text-sm border border-line bg-bg-card text-fg-muted cursor-pointer select-none transition-colors hover:(border-primary text-fg) peer-checked:(bg-secondary border-primary text-secondary-fg font-medium) peer-focus-visible:(ring-2 ring-primary ring-offset-2 ring-offset-bg) peer-disabled:opacity-60">
                    {option.label}
                  </span>
                </label>
              ))}
            </div>
          </FormRow>
          <FormRow
            id={ids.birth}
            labelId={`${ids.birth}-label`}
            asLabel={false}
            label="生日"
            error={errors.birthDate}
            hint="生日仅用于显示年龄"
          >
            <div className="flex items-center gap-3">
              <DatePicker
                label="生日"
                labelId={`${ids.birth}-label`}
                value={fields.birthDate}
                onChange={(value) => setField('birthDate', value)}
                max={localToday()}
                disabled={saving}
                describedBy={describedBy(ids.birth, { error: errors.birthDate, hint: true })}
                className="flex-1 min-w-0"
              />
              {age !== null && (
                <span
                  className="shrink-0 rounded-full bg-secondary text-secondary-fg text-sm font-medium px-3 py-1.5 tabular-nums"
                  aria-label={`年龄 ${age}岁`}
                >
                  {age}岁
                </span>
              )}
            </div>
          </FormRow>
          <FormRow
            id={ids.location}
            label="所在地"
            count={charCount(fields.location)}
            max={PROFILE_LOCATION_MAX}
            error={errors.location}
          >
            <input
              id={ids.location}
              className={`${fieldInputClass} h-11 ${errors.location ? 'border-danger' : 'border-transparent'}`}
              value={fields.location}
              autoComplete="address-level2"
              placeholder="如：上海"
              aria-invalid={errors.location ? true : undefined}
              aria-describedby={describedBy(ids.location, { error: errors.location, counter: true })}
              disabled={saving}
              {...charCap(PROFILE_LOCATION_MAX, fields.location, (value) => setField('location', value))}
            />
          </FormRow>
          <FormRow
            id={ids.website}
            label="个人网站"
            error={errors.website}
            hint={
              websiteHref ? (
                <>
                  将显示为{' '}
                  <ExternalLink
                    url={websiteHref}
                    className="text-primary-text underline underline-offset-2 break-all"
                  />
                </>
              ) : (
                '以 http:// 或 https:// 开头的网址'
              )
            }
          >
            <input
              id={ids.website}
              type="url"
              inputMode="url"
              autoComplete="url"
              className={`${fieldInputClass} h-11 ${errors.website ? 'border-danger' : 'border-transparent'}`}
              value={fields.website}
              placeholder="https://"
              aria-invalid={errors.website ? true : undefined}
              aria-describedby={describedBy(ids.website, { error: errors.website, hint: true })}
              disabled={saving}
              onChange={(e) => setField('website', e.target.value)}
            />
          </FormRow>
        </FormSection>

        <aside
          aria-labelledby={`${id}-privacy`}
          className="flex gap-3 rounded-3xl bg-secondary/60 border border-line px-4 sm:px-5 py-3.5 text-secondary-fg"
        >
          <ShieldCheckIcon size={20} className="shrink-0 mt-0.5" />
          <div className="min-w-0">
            <h2 id={`${id}-privacy`} className="text-sm font-semibold">
              隐私提示
            </h2>
            <ul className="mt-1 space-y-0.5 text-xs leading-5">
              <li>显示名称和头像对所有人公开</li>
              <li>个人简介等其他信息的可见范围可在隐私设置中调整</li>
              <li>生日仅用于显示年龄，不会公开具体日期</li>
            </ul>
          </div>
        </aside>

        <div className="sticky bottom-0 z-10 -mx-4 px-4 py-3 bg-bg/92 backdrop-blur border-t border-line sm:static sm:mx-0 sm:px-0 sm:py-1 sm:bg-transparent sm:backdrop-blur-none sm:border-0 flex gap-3 sm:justify-end">
          <Link
            href={profileHref}
            className={`${buttonClass({ variant: 'outline', size: 'lg' })} flex-1 sm:flex-none sm:min-w-28`}
          >
            {PROFILE_MSG.cancel}
          </Link>
          <Button type="submit" size="lg" loading={saving} className="flex-[2] sm:flex-none sm:min-w-36">
            {saving ? PROFILE_MSG.saving : PROFILE_MSG.save}
          </Button>
        </div>
      </form>
      <AvatarUploader
        open={uploaderOpen}
        onOpenChange={setUploaderOpen}
        currentAvatar={user.avatar}
        name={user.displayName}
        onUpload={upload}
      />
    </>
  )
}
