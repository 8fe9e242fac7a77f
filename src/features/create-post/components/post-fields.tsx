import { useId } from 'react'
import { ChevronDownIcon } from '@/components/ui/icons-more'
import { CATEGORIES } from '@/schemas/category.schema'
import { charCap } from '@/lib/char-cap'
import { POST_CONTENT_MAX, POST_LOCATION_MAX, POST_TITLE_MAX } from '@/schemas/post.schema'
import { splitTags } from '@/schemas/post-input.schema'
import { charCount } from '@/schemas/text-length'
import type { DraftFields } from '../model/draft-storage'
import { FieldShell, inputClass } from './field-shell'

export interface PostFieldsProps {
  fields: DraftFields
  onChange: <K extends keyof DraftFields>(key: K, value: DraftFields[K]) => void
  disabled?: boolean
}

/** R2.57, R5.14, R5.16: title and body with counters, category, tags (parsed live), optional location. Lengths count characters, as the server does. */
export function PostFields({ fields, onChange, disabled = false }: PostFieldsProps) {
  const id = useId()
  const tags = splitTags(fields.tagsText)
  return (
    <div className="flex flex-col gap-5">
      <FieldShell id={`${id}-title`} label="标题" count={charCount(fields.title)} max={POST_TITLE_MAX}>
        <input
          id={`${id}-title`}
          className={`${inputClass} h-12`}
          value={fields.title}
          placeholder="填写标题会有更多赞哦～"
          aria-describedby={`${id}-title-count`}
          disabled={disabled}
          {...charCap(POST_TITLE_MAX, fields.title, (value) => onChange('title', value))}
        />
      </FieldShell>

      <FieldShell id={`${id}-content`} label="正文" count={charCount(fields.content)} max={POST_CONTENT_MAX}>
        <textarea
          id={`${id}-content`}
          className={`${inputClass} py-3 min-h-44 leading-7 resize-y`}
          value={fields.content}
          placeholder="分享你的故事、心得或好物…"
          aria-describedby={`${id}-content-count`}
          disabled={disabled}
          {...charCap(POST_CONTENT_MAX, fields.content, (value) => onChange('content', value))}
        />
      </FieldShell>

      <div className="grid sm:grid-cols-2 gap-5">
        <FieldShell id={`${id}-category`} label="分类">
          <div className="relative">
            <select
              id={`${id}-category`}
              className={`${inputClass} h-12 appearance-none pr-10 cursor-pointer`}
              value={fields.category}
              disabled={disabled}
              onChange={(e) => onChange('category', e.target.value as DraftFields['category'])}
            >
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              size={16}
              strokeWidth={2}
              className="pointer-events-none absolute right-4 top-1/2 -translate-y-1/2 text-fg-soft"
            />
          </div>
        </FieldShell>
        <FieldShell id={`${id}-location`} label="地点" optional>
          <input
            id={`${id}-location`}
            className={`${inputClass} h-12`}
            value={fields.location}
            placeholder="添加地点"
            disabled={disabled}
            {...charCap(POST_LOCATION_MAX, fields.location, (value) => onChange('location', value))}
          />
        </FieldShell>
      </div>

      <FieldShell id={`${id}-tags`} label="标签" optional>
        <input
          id={`${id}-tags`}
          className={`${inputClass} h-12`}
          value={fields.tagsText}
          placeholder="用空格分隔，如：旅行 美食 周末"
          aria-describedby={`${id}-tags-preview`}
          disabled={disabled}
          onChange={(e) => onChange('tagsText', e.target.value)}
        />
        <ul id={`${id}-tags-preview`} aria-label="已添加的标签" className="mt-2 flex flex-wrap gap-1.5 min-h-7">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary text-secondary-fg text-xs px-2.5 py-1 break-all">
              #{tag}
            </li>
          ))}
        </ul>
      </FieldShell>
    </div>
  )
}
