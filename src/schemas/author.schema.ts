import * as v from 'valibot'

const optStr = v.optional(v.nullable(v.string()))

/**
 * The author embedded in posts and comments. The original backend mixed camelCase and
 * snake_case (R3.5, R3.7), so both spellings are read and one shape comes out.
 */
export const AuthorWireEntries = {
  id: v.number(),
  username: v.string(),
  email: optStr,
  displayName: optStr,
  display_name: optStr,
  avatar: optStr,
  avatar_url: optStr,
  verified: v.optional(v.boolean()),
  is_verified: v.optional(v.boolean()),
}

export const AuthorSchema = v.pipe(
  v.looseObject(AuthorWireEntries),
  v.transform((a) => ({
    id: a.id,
    username: a.username,
    displayName: a.displayName || a.display_name || a.username,
    avatar: a.avatar ?? a.avatar_url ?? null,
  })),
)
export type Author = v.InferOutput<typeof AuthorSchema>

/**
 * Flat author fields some list endpoints send instead of an `author` object (R3.5:
 * "from user_id, username, display_name, avatar_url").
 */
export const FlatAuthorEntries = {
  user_id: v.optional(v.number()),
  username: v.optional(v.string()),
  display_name: optStr,
  avatar_url: optStr,
}

export function authorFromFlat(p: {
  user_id?: number | undefined
  username?: string | undefined
  display_name?: string | null | undefined
  avatar_url?: string | null | undefined
}): Author | null {
  if (p.user_id === undefined) return null
  const username = p.username ?? ''
  return { id: p.user_id, username, displayName: p.display_name || username, avatar: p.avatar_url ?? null }
}
