import * as v from 'valibot'
import { PRERENDERED_DATA_ID } from '@/lib/page-ids'
import type { PostPage } from '@/lib/post-pages'
import { PostListSchema, PostSchema, type Post } from '@/schemas/post.schema'
import { handOff } from './hand-off'

// The data a build-time first screen was rendered from (ADR 015): the seed's answers the mock backend gives a first
// visit, embedded in the page as JSON beside the markup. The app's first render starts from it, so its first commit
// shows what the page already shows (no skeleton in between), and the queries fetch the live data at once. The script
// that runs before the app (first-screen/restore.ts) removes the data with its screen when the screen is not for this
// visit (another path, a signed-in viewer, a returning visitor's own snapshot); the build's renderer provides it
// directly (there is no document in Node).

const DataSchema = v.object({
  /** The app path the screen was rendered for (`/`, `/post/1`), without the base. */
  path: v.string(),
  feed: v.optional(
    v.object({ page: v.literal(1), items: PostListSchema, hasMore: v.boolean(), total: v.nullable(v.number()) }),
  ),
  post: v.optional(PostSchema),
})
export type PrerenderedData = v.InferInput<typeof DataSchema>
type Data = v.InferOutput<typeof DataSchema>

let provided: Data | null | undefined

/** The build's renderer: the data of the screen being rendered. */
export function providePrerenderedData(data: PrerenderedData | null): void {
  provided = data ? v.parse(DataSchema, data) : null
}

/**
 * The app path of the build's first screen, as the script before the app kept it for this visit (first-screen/
 * restore.ts checks it is the address's own); the address may have moved on since, to a post drawn at a tap on that
 * screen (post-preview.ts).
 */
const shownFor = (): string | null => handOff()?.prerendered ?? null

/** Read from the page once; null when there is none, it is unreadable, or it is for another path. */
function current(): Data | null {
  if (provided !== undefined) return provided
  provided = null
  if (typeof document === 'undefined') return null
  const element = document.getElementById(PRERENDERED_DATA_ID)
  // Read once: the page keeps no copy of data the app has taken over (and no script element a checker must explain).
  element?.remove()
  try {
    const text = element?.textContent
    if (!text) return null
    const parsed = v.safeParse(DataSchema, JSON.parse(text))
    if (parsed.success && parsed.output.path === shownFor()) provided = parsed.output
  } catch {
    // corrupt JSON: the app loads as it would without it
  }
  return provided
}

/** Page 1 of 推荐 as a visitor gets it from the seed, when this page was built with it. */
export const prerenderedFeedPage = (): PostPage | null => current()?.feed ?? null

/** Post `id` as 推荐's first page of the build's home screen has it (the card's copy), when this page was built with it. */
export const prerenderedFeedPost = (id: number): Post | null =>
  current()?.feed?.items.find((post) => post.id === id) ?? null

/** Post `id` as a visitor gets it from the seed, when this page was built with it. */
export function prerenderedPost(id: number): Post | null {
  const post = current()?.post
  return post && post.id === id ? post : null
}
