import * as v from 'valibot'
import { MSG } from './messages'
import { CATEGORIES, categoryLabel } from './category-labels'

export { CATEGORIES, categoryLabel }

export const CATEGORY_IDS = ['lifestyle', 'fashion', 'food', 'travel', 'beauty', 'fitness', 'tech', 'general'] as const
export const CategoryIdSchema = v.picklist(CATEGORY_IDS, MSG.postCategoryInvalid)
export type CategoryId = v.InferOutput<typeof CategoryIdSchema>

/** R3.5: a post without a category reads as general. R5.16: the editor starts on lifestyle. */
export const DEFAULT_POST_CATEGORY: CategoryId = 'general'
export const DEFAULT_FORM_CATEGORY: CategoryId = 'lifestyle'

/**
 * R2.20/R3.6: home tabs. 推荐 is not a category: it sends no filter, so its `category` is null
 * and the feed query must omit the parameter (R7.12).
 */
export const FEED_TABS = [
  { id: 'recommend', label: '推荐', category: null },
  { id: 'fashion', label: '时尚', category: 'fashion' },
  { id: 'food', label: '美食', category: 'food' },
  { id: 'travel', label: '旅行', category: 'travel' },
  { id: 'beauty', label: '美妆', category: 'beauty' },
  { id: 'lifestyle', label: '生活', category: 'lifestyle' },
  { id: 'fitness', label: '健身', category: 'fitness' },
  { id: 'tech', label: '科技', category: 'tech' },
] as const satisfies readonly { id: string; label: string; category: CategoryId | null }[]

/**
 * R7.18: GET /posts/categories. The original's response shape is not shown, so accept
 * `label` or `name` and fall back to our own Chinese label.
 */
export const CategorySchema = v.pipe(
  v.looseObject({
    id: v.string(),
    label: v.optional(v.string()),
    name: v.optional(v.string()),
    count: v.optional(v.number()),
    postsCount: v.optional(v.number()),
  }),
  v.transform((c) => ({
    id: c.id,
    label: c.label ?? c.name ?? categoryLabel(c.id),
    count: c.count ?? c.postsCount ?? null,
  })),
)
export type Category = v.InferOutput<typeof CategorySchema>

export const CategoriesResponseSchema = v.array(CategorySchema)
