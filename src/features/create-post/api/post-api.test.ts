import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { checkForm, publishPost, type PublishDeps } from '../model/publish-post'
import { createPost } from './create-post'
import { updatePost } from './update-post'

const server = setupTestServer()

const answerPost = (id: number) => ({
  id,
  title: '周末去露营',
  content: '好天气',
  author: { id: 3, username: 'lemon' },
})

/** Every request msw receives on POST /posts and PUT /posts/:id. */
function recordPostWrites() {
  const seen: { method: string; path: string; auth: string | null; type: string | null; body: unknown }[] = []
  const record = async (request: Request, id: number) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      auth: request.headers.get('Authorization'),
      type: request.headers.get('Content-Type'),
      body: await request.json(),
    })
    return HttpResponse.json(ok(answerPost(id)), { status: request.method === 'POST' ? 201 : 200 })
  }
  server.use(
    http.post(apiUrl('/posts'), ({ request }) => record(request, 40)),
    http.put(apiUrl('/posts/:id'), ({ request, params }) => record(request, Number(params.id))),
  )
  return seen
}

const payload = {
  title: '周末去露营',
  content: '好天气',
  category: 'travel' as const,
  tags: ['露营', '周末'],
  location: '杭州',
  images: [{ url: '/uploads/a.webp', width: 750, height: 1000 }, '/uploads/b.webp'],
}

const deps = (): PublishDeps => ({
  compress: (file) => Promise.resolve(file),
  upload: () => Promise.reject(new Error('no new files in these tests')),
  create: createPost,
  update: updatePost,
  onUploadFailed: () => undefined,
})

const existing = [
  { key: 'k1', kind: 'existing' as const, url: '/uploads/a.webp', width: 750, height: 1000 },
  { key: 'k2', kind: 'existing' as const, url: '/uploads/b.webp', width: null, height: null },
]

describe('post create / update api', () => {
  it('R7.14 createPost sends POST /posts with title, content, category, tags, location and images as JSON, with the token, and reads the new post', async () => {
    setTokens('a1', 'r1')
    const seen = recordPostWrites()
    await expect(createPost(payload)).resolves.toMatchObject({ id: 40, title: '周末去露营' })
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/posts',
        auth: 'Bearer a1',
        type: expect.stringContaining('application/json'),
        body: payload,
      },
    ])
  })

  it('R7.15 updatePost sends PUT /posts/{id} with the same payload to that id, with the token', async () => {
    setTokens('a1', 'r1')
    const seen = recordPostWrites()
    await expect(updatePost(17, payload)).resolves.toMatchObject({ id: 17 })
    expect(seen).toEqual([
      {
        method: 'PUT',
        path: '/api/posts/17',
        auth: 'Bearer a1',
        type: expect.stringContaining('application/json'),
        body: payload,
      },
    ])
  })

  it('R7.14 R7.15 R5.16 publishing from the form sends the same body on create and on update: location when filled, left out when empty', async () => {
    setTokens('a1', 'r1')
    const seen = recordPostWrites()
    const form = (location: string) => {
      const check = checkForm({
        title: ' 周末去露营 ',
        content: '好天气',
        category: 'travel',
        tagsText: '#露营 周末',
        location,
      })
      if (!check.ok) throw new Error(check.message)
      return check.data
    }
    await publishPost({ postId: null, form: form('杭州'), images: existing }, deps())
    await publishPost({ postId: 17, form: form('杭州'), images: existing }, deps())
    await publishPost({ postId: null, form: form('  '), images: [] }, deps())
    const filled = {
      title: '周末去露营',
      content: '好天气',
      category: 'travel',
      tags: ['露营', '周末'],
      location: '杭州',
      images: [
        { url: '/uploads/a.webp', width: 750, height: 1000 },
        { url: '/uploads/b.webp', width: null, height: null },
      ],
    }
    expect(seen.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/posts', body: filled },
      { method: 'PUT', path: '/api/posts/17', body: filled },
      {
        method: 'POST',
        path: '/api/posts',
        body: { title: '周末去露营', content: '好天气', category: 'travel', tags: ['露营', '周末'], images: [] },
      },
    ])
  })
})
