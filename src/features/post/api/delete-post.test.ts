import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from '@/api/token-store'
import { deletePost } from './delete-post'

const server = setupTestServer()

describe('deletePost', () => {
  it('R7.16 deletePost sends DELETE /api/posts/{id} with the token', async () => {
    setTokens('a1', 'r1')
    const seen: { method: string; path: string; authorization: string | null }[] = []
    server.use(
      http.all(apiUrl('/posts/*'), ({ request }) => {
        seen.push({
          method: request.method,
          path: new URL(request.url).pathname,
          authorization: request.headers.get('authorization'),
        })
        return HttpResponse.json(ok(null, { message: '删除成功' }))
      }),
    )
    await expect(deletePost(42)).resolves.toBeUndefined()
    expect(seen).toEqual([{ method: 'DELETE', path: '/api/posts/42', authorization: 'Bearer a1' }])
  })

  it('R7.16 a refused delete reaches the caller with the server message', async () => {
    setTokens('a1', 'r1')
    server.use(
      http.delete(apiUrl('/posts/42'), () => HttpResponse.json(fail('无权删除该帖子', 'POST_003'), { status: 403 })),
    )
    await expect(deletePost(42)).rejects.toMatchObject({ status: 403, message: '无权删除该帖子' })
  })
})
