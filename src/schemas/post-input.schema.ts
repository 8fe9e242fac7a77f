import * as v from 'valibot'
import { MSG } from './messages'
import { CATEGORY_IDS, CategoryIdSchema, DEFAULT_FORM_CATEGORY } from './category.schema'
import { PageQuerySchema } from './envelope.schema'
import { charCount } from './text-length'
import {
  POST_TITLE_MAX,
  POST_CONTENT_MAX,
  POST_IMAGES_MAX,
  POST_TAG_MAX,
  POST_TAGS_MAX,
  POST_LOCATION_MAX,
  POST_SEARCH_MAX,
} from './post.schema'

// What a client sends about posts (R7.12, R7.14, R7.15, R7.17): the create and update bodies, the editor's fields, the list and
// search queries. Apart from the post as the server returns it (post.schema.ts), which the app needs from its first
// screen on: these are needed by the editor and the server only, and stay out of the app's start-up chunks.

/** R5.16: tags are typed as free text; `#旅行 美食  #旅行` → ['旅行', '美食']. */
export function splitTags(text: string): string[] {
  const out: string[] = []
  for (const raw of text.split(/\s+/)) {
    const tag = raw.replace(/^#+/, '')
    if (tag && !out.includes(tag)) out.push(tag)
  }
  return out
}

/** R5.15: the limit counts images already on the post plus the ones being added. */
export function imagesOverLimit(total: number): string | null {
  return total > POST_IMAGES_MAX ? MSG.postImagesOver(total) : null
}

const TitleSchema = v.pipe(
  v.string(MSG.postIncomplete),
  v.trim(),
  v.nonEmpty(MSG.postIncomplete),
  v.maxCodePoints(POST_TITLE_MAX, MSG.postTitleMax),
)
const ContentSchema = v.pipe(
  v.string(MSG.postIncomplete),
  v.trim(),
  v.nonEmpty(MSG.postIncomplete),
  v.maxCodePoints(POST_CONTENT_MAX, MSG.postContentMax),
)

// Multipart bodies (R7.14) carry tags as one string, JSON bodies as an array: accept both. The limits apply to
// the tags after splitting, which JSON Schema cannot state: the metadata hands the export the refusals instead.
const TagsInputSchema = v.pipe(
  v.union([v.array(v.string()), v.string()]),
  v.metadata({
    description: `按空白拆分、去掉开头的 #、去重之后：最多${POST_TAGS_MAX}个标签，每个不超过${POST_TAG_MAX}个字符`,
    'x-checks': [MSG.postTagMax, MSG.postTagsMax],
  }),
  v.transform((t) => splitTags(Array.isArray(t) ? t.join(' ') : t)),
  v.check((tags) => tags.every((t) => charCount(t) <= POST_TAG_MAX), MSG.postTagMax),
  v.maxLength(POST_TAGS_MAX, MSG.postTagsMax),
)

// Uploaded images come back as same-origin `/uploads/...` paths, so relative urls are valid.
export const PostImageUrlSchema = v.pipe(
  v.string(MSG.postImageUrlInvalid),
  v.nonEmpty(MSG.postImageUrlInvalid),
  v.maxCodePoints(2048, MSG.postImageUrlInvalid),
  v.regex(/^(https?:\/\/|\/)/, MSG.postImageUrlInvalid),
)
const RequestImageSchema = v.pipe(
  v.union(
    [
      PostImageUrlSchema,
      v.object({
        url: PostImageUrlSchema,
        width: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
        height: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
      }),
    ],
    MSG.postImageUrlInvalid,
  ),
  v.transform((img) =>
    typeof img === 'string'
      ? { url: img, width: null, height: null }
      : { url: img.url, width: img.width ?? null, height: img.height ?? null },
  ),
)
const ImagesInputSchema = v.pipe(
  v.array(RequestImageSchema),
  v.maxLength(POST_IMAGES_MAX, (issue) => MSG.postImagesOver(Number(issue.received))),
)

// R5.16: an empty location is omitted rather than sent as ''.
const LocationInputSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxCodePoints(POST_LOCATION_MAX, MSG.postLocationMax),
  v.transform((s) => s || undefined),
)

/** R5.13–R5.16, R7.14, R9.7, R9.8: POST /posts body, also the mock server's validator. */
export const CreatePostRequestSchema = v.object({
  title: TitleSchema,
  content: ContentSchema,
  category: v.optional(CategoryIdSchema, DEFAULT_FORM_CATEGORY),
  tags: v.optional(TagsInputSchema, () => []),
  images: v.optional(ImagesInputSchema, () => []),
  location: v.optional(v.nullable(LocationInputSchema), undefined),
})
export type CreatePostRequest = v.InferInput<typeof CreatePostRequestSchema>
export type CreatePostData = v.InferOutput<typeof CreatePostRequestSchema>

/** R7.15: PUT /posts/{id} takes the same payload as create. */
export const UpdatePostRequestSchema = CreatePostRequestSchema
export type UpdatePostRequest = CreatePostRequest

/**
 * The editor's fields (R2.57): tags as one text box, location as a (possibly empty) string.
 * Its output is a valid create/update body. Images are handled apart because new files
 * are uploaded first; check the total with `imagesOverLimit`.
 */
export const PostFormSchema = v.pipe(
  v.object({
    title: TitleSchema,
    content: ContentSchema,
    category: v.optional(CategoryIdSchema, DEFAULT_FORM_CATEGORY),
    tagsText: v.optional(TagsInputSchema, ''),
    location: v.optional(LocationInputSchema, ''),
  }),
  v.transform(({ tagsText, ...rest }) => ({ ...rest, tags: tagsText })),
)

const SearchSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxCodePoints(POST_SEARCH_MAX, MSG.searchMax),
  v.transform((s) => s || undefined),
)

/** R2.20: the recommend tab (or an empty value) means "no category filter". */
const CategoryFilterSchema = v.pipe(
  v.picklist([...CATEGORY_IDS, 'recommend', ''], MSG.postCategoryInvalid),
  v.transform((c) => (c === 'recommend' || c === '' ? undefined : c)),
)

/** R7.12, R9.5: GET /posts query (strings, as they arrive in a URL). Recommend sends no category. */
export const PostListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  category: v.optional(CategoryFilterSchema),
  search: v.optional(SearchSchema),
})
export type PostListParams = v.InferOutput<typeof PostListQuerySchema>

/** R7.17: GET /posts/search?q= */
export const PostSearchQuerySchema = v.object({
  ...PageQuerySchema.entries,
  q: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxCodePoints(POST_SEARCH_MAX, MSG.searchMax)),
})
