// The categories' names, apart from their schema: what shows a post's category without validating one (the post
// page opened from a restored first screen, before the app's libraries have loaded) needs no valibot.

/** R3.6: the eight post categories, in the order the create-post select lists them. */
export const CATEGORIES = [
  { id: 'lifestyle', label: '生活' },
  { id: 'fashion', label: '时尚' },
  { id: 'food', label: '美食' },
  { id: 'travel', label: '旅行' },
  { id: 'beauty', label: '美妆' },
  { id: 'fitness', label: '健身' },
  { id: 'tech', label: '科技' },
  { id: 'general', label: '其他' },
] as const

/** A category's name (its id when unknown). */
export function categoryLabel(id: string): string {
  return CATEGORIES.find((c) => c.id === id)?.label ?? id
}
