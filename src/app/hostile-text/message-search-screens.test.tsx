import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PostPreview } from '@/features/create-post/components/post-preview'
import { FeedEmpty } from '@/features/feed/components/feed-empty'
import { HOSTILE_TEXTS, TYPABLE_TEXTS } from '@/test/hostile-text'
import { expectShownAsText } from '@/test/inert-text'
import { signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'
import { ok, setupTestServer } from '@/test/test-server'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const { MessagesRoute } = await import('../routes/messages.route')

// Issue 23, item 4 at the screen layer: every text of the hostile corpus in the conversation list (name, last
// message), a conversation (the contact's name, each message), the search's "nothing found" (the query) and the
// editor's live preview of a note (title, content, tags). Each is shown as text.

const server = setupTestServer()
const at = '2026-11-01T00:00:00.000Z'
const conversation = (id: number, text: string) => ({
  contact_user_id: id,
  username: `u${id}`,
  display_name: text,
  avatar_url: null,
  is_verified: false,
  last_message_content: text,
  last_message_time: at,
  is_sent_by_me: false,
  has_unread: false,
  unread_count: 0,
})
const routes = (
  <>
    <Route path="/messages" component={MessagesRoute} />
    <Route path="/messages/:userId" component={MessagesRoute} />
  </>
)

beforeEach(() => {
  auth = signedInAuth()
  server.use(
    http.get('*/api/messages/unread/count', () => HttpResponse.json(ok({ count: 0 }))),
    http.put('*/api/messages/conversations/:id/mark-read', () => HttpResponse.json(ok({ markedCount: 0 }))),
  )
})

describe('hostile text on the message and search screens', { timeout: 60_000 }, () => {
  it('the conversation list: each text as a contact’s name and the last message', async () => {
    server.use(
      http.get('*/api/messages/conversations', () =>
        HttpResponse.json(ok(HOSTILE_TEXTS.map(({ text }, i) => conversation(100 + i, text)))),
      ),
    )
    renderRoute(routes, { path: '/messages' })
    await vi.waitFor(() =>
      expect(document.querySelector(`a[href="/messages/${100 + HOSTILE_TEXTS.length - 1}"]`)).not.toBeNull(),
    )
    HOSTILE_TEXTS.forEach(({ name, text }, i) => {
      const row = document.querySelector(`a[href="/messages/${100 + i}"]`)!
      expect(row, name).not.toBeNull()
      expectShownAsText(row, text, `conversation row × ${name}`)
      if (text.trim())
        for (const el of row.querySelectorAll('span'))
          if (el.textContent === text && el.children.length === 0)
            expectShownAsText(el, text, `conversation row span × ${name}`)
    })
  })

  it('a conversation: each text as a message, and as the contact’s name', async () => {
    const thread = HOSTILE_TEXTS.map(({ text }, i) => ({
      id: 500 + i,
      sender_id: i % 2 ? 1 : 7,
      receiver_id: i % 2 ? 7 : 1,
      content: text,
      created_at: at,
      is_read: true,
    }))
    server.use(
      http.get('*/api/messages/conversations', () => HttpResponse.json(ok([conversation(7, HOSTILE_TEXTS[1]!.text)]))),
      http.get('*/api/messages/conversations/7', () => HttpResponse.json(ok(thread))),
    )
    renderRoute(routes, { path: '/messages/7' })
    const list = await screen.findByRole('list', { name: '消息' })
    await vi.waitFor(() => expect(list.querySelectorAll('li').length).toBe(HOSTILE_TEXTS.length))
    const items = [...list.querySelectorAll('li')]
    HOSTILE_TEXTS.forEach(({ name, text }, i) => expectShownAsText(items[i]!, text, `message × ${name}`))
    const header = screen.getByRole('heading', { level: 2, name: HOSTILE_TEXTS[1]!.text })
    expectShownAsText(header, HOSTILE_TEXTS[1]!.text, 'contact name')
  })

  it('search: each text that fits a URL as the query of “nothing found”', () => {
    for (const { name, text } of TYPABLE_TEXTS) {
      const { container, unmount } = render(<FeedEmpty search={text} createHref="/create" />)
      expectShownAsText(container, text.trim(), `search × ${name}`)
      unmount()
    }
  })

  it('the editor’s preview: each text as the note’s title, content and tags as they are typed', () => {
    for (const { name, text } of TYPABLE_TEXTS) {
      const fields = { title: text, content: text, tagsText: text, category: 'travel', location: text }
      const { container, unmount } = render(
        <PostPreview fields={fields as never} images={[]} author={{ displayName: text, avatar: null }} />,
      )
      expectShownAsText(container, text.trim(), `preview × ${name}`)
      unmount()
    }
  })
})
