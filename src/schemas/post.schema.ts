import * as v from 'valibot'
import { AuthorSchema, FlatAuthorEntries, authorFromFlat } from './author.schema'
import { DEFAULT_POST_CATEGORY } from './category.schema'

export const POST_TITLE_MAX = 30 // R9.8
export const POST_CONTENT_MAX = 1000 // R9.8
export const POST_IMAGES_MAX = 9 // R9.7
export const POST_TAG_MAX = 20
export const POST_TAGS_MAX = 10
export const POST_LOCATION_MAX = 100
export const POST_SEARCH_MAX = 100

const optStr = v.optional(v.nullable(v.string()))
const optNum = v.optional(v.nullable(v.number()))
const optBool = v.optional(v.nullable(v.boolean()))

/** R3.5: an image is a bare url or `{ url, width?, height? }`; sizes let cards reserve space. */
export const PostImageSchema = v.pipe(
  v.union([v.string(), v.looseObject({ url: v.string(), width: optNum, height: optNum })]),
  v.transform((img) =>
    typeof img === 'string'
      ? { url: img, width: null, height: null }
      : { url: img.url, width: img.width ?? null, height: img.height ?? null },
  ),
)
export type PostImage = v.InferOutput<typeof PostImageSchema>

/**
 * R3.5/R5.28: a post as the client receives it. id, title and content are required; every
 * other field has a camelCase and snake_case spelling in the wild, and both are read here so
 * no component ever has to know about the other one.
 */
export const PostSchema = v.pipe(
  v.looseObject({
    id: v.number(),
    title: v.string(),
    content: v.string(),
    category: optStr,
    tags: v.optional(v.nullable(v.array(v.string()))),
    images: v.optional(v.nullable(v.array(PostImageSchema))),
    location: optStr,
    author: v.optional(v.nullable(AuthorSchema)),
    ...FlatAuthorEntries,
    likesCount: optNum,
    like_count: optNum,
    commentsCount: optNum,
    comment_count: optNum,
    bookmarksCount: optNum,
    bookmark_count: optNum,
    isLiked: optBool,
    is_liked: optBool,
    isBookmarked: optBool,
    is_bookmarked: optBool,
    viewCount: optNum,
    view_count: optNum,
    createdAt: optStr,
    created_at: optStr,
    updatedAt: optStr,
    updated_at: optStr,
  }),
  // A card links to its author (R2.28), so a post with no author in either spelling is unusable.
  v.check((p) => Boolean(p.author) || p.user_id !== undefined, '帖子缺少作者信息'),
  v.transform((p) => {
    const createdAt = p.createdAt ?? p.created_at ?? null
    return {
      id: p.id,
      title: p.title,
      content: p.content,
      category: p.category || DEFAULT_POST_CATEGORY,
      tags: p.tags ?? [],
      images: p.images ?? [],
      location: p.location || null,
      author: p.author ?? authorFromFlat(p)!,
      likesCount: p.likesCount ?? p.like_count ?? 0,
      commentsCount: p.commentsCount ?? p.comment_count ?? 0,
      bookmarksCount: p.bookmarksCount ?? p.bookmark_count ?? 0,
      isLiked: p.isLiked ?? p.is_liked ?? false,
      isBookmarked: p.isBookmarked ?? p.is_bookmarked ?? false,
      viewCount: p.viewCount ?? p.view_count ?? 0,
      createdAt,
      updatedAt: p.updatedAt ?? p.updated_at ?? createdAt,
    }
  }),
)
export type Post = v.InferOutput<typeof PostSchema>
export type PostWire = v.InferInput<typeof PostSchema>

export const PostListSchema = v.array(PostSchema)
export type PostList = v.InferOutput<typeof PostListSchema>
