import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { PostPage } from '@/lib/post-pages'
import { samplePost } from '@/test/posts'
import { apiUrl, ok, setupTestServer } from '@/test/test-server'
import { setTokens } from './token-store'
import { withViewerStatuses } from './post-statuses'

const server = setupTestServer()
const page: PostPage = {
  page: 1,
  items: [
    { ...samplePost, id: 1, isLiked: false, isBookmarked: true },
    { ...samplePost, id: 2, isLiked: true, isBookmarked: false },
  ],
  hasMore: false,
  total: 2,
}

function statuses(like: Record<string, boolean> | 'fail', bookmark: Record<string, boolean>) {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/social/batch-like-status'), async ({ request }) => {
      bodies.push(['like', await request.json()])
      return like === 'fail'
        ? HttpResponse.json({ success: false, message: '服务器内部错误', code: 'SERVER_001' }, { status: 500 })
        : HttpResponse.json(ok({ likeStatus: like }))
    }),
    http.post(apiUrl('/social/batch-bookmark-status'), async ({ request }) => {
      bodies.push(['bookmark', await request.json()])
      return HttpResponse.json(ok({ bookmarkStatus: bookmark }))
    }),
  )
  return bodies
}

describe('withViewerStatuses', () => {
  it('R7.22 asks both batch calls with the page’s postIds and shows the viewer’s flags', async () => {
    setTokens('a1', 'r1')
    const bodies = statuses({ '1': true, '2': false }, { '1': false, '2': true })
    const read = await withViewerStatuses(page, 7)
    expect(bodies).toEqual(
      expect.arrayContaining([
        ['like', { postIds: [1, 2] }],
        ['bookmark', { postIds: [1, 2] }],
      ]),
    )
    expect(read.items.map((p) => [p.id, p.isLiked, p.isBookmarked])).toEqual([
      [1, true, false],
      [2, false, true],
    ])
  })

  it('R7.22 a failed status call leaves the list’s own flags; a visitor asks nothing', async () => {
    setTokens('a1', 'r1')
    const bodies = statuses('fail', { '1': false })
    const read = await withViewerStatuses(page, 7)
    expect(read.items.map((p) => [p.id, p.isLiked, p.isBookmarked])).toEqual([
      [1, false, false],
      [2, true, false],
    ])
    bodies.length = 0
    expect(await withViewerStatuses(page, null)).toBe(page)
    expect(bodies).toEqual([])
  })
})
