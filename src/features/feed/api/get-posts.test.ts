import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { FEED_PAGE_SIZE, getPostsPage } from './get-posts'

const server = setupTestServer()
const wirePost = (id: number) => ({ id, title: `笔记${id}`, content: '内容', user_id: 3, username: 'lemon' })

/** Answers GET /posts and keeps each query, as msw received it. */
function recordQueries(hasNext = false) {
  const seen: Record<string, string>[] = []
  server.use(
    http.get(apiUrl('/posts'), ({ request }) => {
      seen.push(Object.fromEntries(new URL(request.url).searchParams))
      return HttpResponse.json(
        ok([wirePost(1), wirePost(2)], { meta: { pagination: { page: 1, limit: 20, total: 41, hasNext } } }),
      )
    }),
  )
  return seen
}

describe('getPostsPage', () => {
  it('R7.12 R9.5 the recommend tab (category null) sends page and limit 20 and no category or search', async () => {
    const seen = recordQueries(true)
    const page = await getPostsPage({ page: 1, category: null, search: '' })
    expect(FEED_PAGE_SIZE).toBe(20)
    expect(seen).toEqual([{ page: '1', limit: '20' }])
    expect(page).toMatchObject({ page: 1, hasMore: true, total: 41 })
    expect(page.items.map((p) => p.id)).toEqual([1, 2])
  })

  it('R7.12 a category is sent as given, with the requested page', async () => {
    const seen = recordQueries()
    await getPostsPage({ page: 3, category: 'food', search: '' })
    expect(seen).toEqual([{ page: '3', limit: '20', category: 'food' }])
  })

  it('R7.12 the search text is sent trimmed as `search` (with or without a category); blank search is left out', async () => {
    const seen = recordQueries()
    await getPostsPage({ page: 1, category: null, search: '  露营 咖啡 ' })
    await getPostsPage({ page: 2, category: 'travel', search: '露营' })
    await getPostsPage({ page: 1, category: null, search: '   ' })
    expect(seen).toEqual([
      { page: '1', limit: '20', search: '露营 咖啡' },
      { page: '2', limit: '20', category: 'travel', search: '露营' },
      { page: '1', limit: '20' },
    ])
  })
})
