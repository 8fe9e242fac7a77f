// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SHOWCASE_NOTES } from './showcase-notes'

// The collage copies real notes of the demo: a reseeded or renamed fixture must not leave it showing a post, an
// author or a picture the app no longer has.
const root = new URL('../../../../', import.meta.url)
const table = <T>(name: string): T[] =>
  JSON.parse(readFileSync(new URL(`fixtures/data/${name}.json`, root), 'utf8')) as T[]

interface FixturePost {
  id: number
  authorId: number
  title: string
  category: string
  images: { url: string; width: number; height: number }[]
  likesBase: number
}
interface FixtureUser {
  id: number
  displayName: string
  avatar: string | null
}

const posts = new Map(table<FixturePost>('posts').map((p) => [p.id, p]))
const users = new Map(table<FixtureUser>('users').map((u) => [u.id, u]))
const likes = table<{ postId: number }>('likes')

describe('the sign-in showcase’s notes', () => {
  it('are 4 to 6 different posts of different categories', () => {
    expect(SHOWCASE_NOTES.length).toBeGreaterThanOrEqual(4)
    expect(SHOWCASE_NOTES.length).toBeLessThanOrEqual(6)
    expect(new Set(SHOWCASE_NOTES.map((n) => n.id)).size).toBe(SHOWCASE_NOTES.length)
    expect(new Set(SHOWCASE_NOTES.map((n) => posts.get(n.id)?.category)).size).toBe(SHOWCASE_NOTES.length)
  })

  for (const note of SHOWCASE_NOTES) {
    it(`post ${note.id} (${note.title}) matches the demo's fixtures`, () => {
      const post = posts.get(note.id)
      expect(post, `post ${note.id} is gone from fixtures/data/posts.json`).toBeDefined()
      if (!post) return
      expect(note.title).toBe(post.title)
      expect(note.cover).toEqual(post.images[0])
      expect(note.likes).toBe(post.likesBase + likes.filter((l) => l.postId === post.id).length)
      const author = users.get(post.authorId)
      expect(note.author).toEqual({ id: post.authorId, displayName: author?.displayName, avatar: author?.avatar })
    })

    it(`post ${note.id}'s cover and its author's avatar are files under public/`, () => {
      for (const url of [note.cover.url, note.author.avatar]) {
        expect(url).toMatch(/^\/demo-images\//)
        expect(existsSync(new URL(`public${url}`, root)), url).toBe(true)
      }
    })
  }
})
