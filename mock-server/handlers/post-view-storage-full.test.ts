import { afterAll, beforeEach, expect, it } from 'vitest'
import type { MockDb } from '../db'
import { startTestBackend, stopTestBackend } from '../node'
import { setStorageBudget } from '../storage/storage-budget'
import { call } from '../test/api-client'

// Reading a post counts a view, which is a write (services/post-write.ts). A store with no room left refuses
// writes (507 STORAGE_001); the reads it can still serve must not go with them.

let db: MockDb
beforeEach(async () => {
  db = await startTestBackend()
})
afterAll(() => stopTestBackend())

it('a full store still shows a post: GET /api/posts/{id} answers 200, the view is not counted', async () => {
  const post = db.filter('posts')[0]!
  setStorageBudget({ headroomBytes: 0 })
  const { status, json } = await call('GET', `/posts/${post.id}`)
  expect(status).toBe(200)
  expect(json.data).toMatchObject({ id: post.id, title: post.title, viewCount: post.viewCount })
  expect(db.get('posts', post.id)!.viewCount).toBe(post.viewCount)
  // A missing post is still a 404, not a storage error.
  expect((await call('GET', '/posts/999999')).status).toBe(404)
})
