import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isOnline } from '@/services/online-status'
import { ok, setupTestServer } from '@/test/test-server'
import { renderRoute } from '@/test/render-route'
import { messageOperations } from '../model/queued-operations'
import { ConversationView } from './conversation-view'
import { formatExactTime, formatMessageTime } from './message-format'

vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
afterEach(() => {
  isOnline.value = true
})

const server = setupTestServer()
const ME = 1
const start = Date.now() - 60 * 60_000
const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString()
const msg = (id: number, sender: number, content: string, minutes: number) => ({
  id,
  sender_id: sender,
  receiver_id: sender === ME ? 2 : ME,
  content,
  created_at: at(minutes),
  is_read: true,
})

function show(messages: ReturnType<typeof msg>[]) {
  server.use(http.get('*/api/messages/conversations/2', () => HttpResponse.json(ok(messages))))
  renderRoute(
    <ConversationView
      contactId={2}
      contact={{ id: 2, displayName: '小鹿', avatar: null }}
      viewerId={ME}
      userHref={(id) => `/user/${id}`}
    />,
    {
      operations: messageOperations,
    },
  )
  return screen.findByRole('list', { name: '消息' })
}
const items = (thread: HTMLElement) => within(thread).getAllByRole('listitem')
const bubble = (item: HTMLElement) => item.querySelector('p')!

describe('a conversation', () => {
  it('R2.61 one to three emoji alone are shown large without a bubble; text with an emoji keeps its bubble, the emoji at full strength', async () => {
    const thread = await show([
      msg(1, ME, '👍', 0),
      msg(2, 2, '😂🎉', 1),
      msg(3, ME, '好的👍', 2),
      msg(4, 2, '在吗', 3),
      msg(5, ME, '👍👍👍👍', 4),
    ])
    const [thumb, laugh, text, theirs, four] = items(thread).map(bubble)
    for (const big of [thumb!, laugh!]) {
      expect(big.closest('li')).toHaveAttribute('data-emoji-only', 'true')
      expect(big).toHaveClass('text-[2.5rem]')
      expect(big.className).not.toMatch(/(^|\s)(bg-|rounded-2xl)/)
    }
    expect(thumb).toHaveTextContent('👍')
    expect(thumb!.closest('li')).toHaveAttribute('data-mine', 'true')
    expect(text).toHaveClass('bg-primary', 'text-primary-fg', 'rounded-2xl', 'text-[15px]')
    // On my yellow bubble an emoji keeps an outline in the bubble's text colour.
    expect(text).toHaveTextContent('好的👍')
    expect(text!.querySelector('[data-emoji]')).toHaveTextContent('👍')
    expect(text!.querySelector('[data-emoji]')!.className).toContain('text-shadow')
    expect(theirs).toHaveClass('bg-bg-soft', 'rounded-2xl')
    expect(four).toHaveClass('bg-primary', 'rounded-2xl')
    for (const item of items(thread)) {
      for (const el of [item, ...item.querySelectorAll('*')])
        expect(el.getAttribute('class') ?? '').not.toMatch(/opacity|filter|grayscale|blur/)
    }
  })

  it('R2.61 times are grouped: a label for the first message and after a pause of more than five minutes; each message keeps its exact time', async () => {
    const thread = await show([
      msg(1, 2, '在吗', 0),
      msg(2, ME, '在的', 1),
      msg(3, 2, '周末去拍照？', 2),
      msg(4, ME, '好呀', 12),
    ])
    const rows = items(thread)
    const labels = thread.querySelectorAll('[data-time-label]')
    expect([...labels].map((l) => l.textContent)).toEqual([formatMessageTime(at(0)), formatMessageTime(at(12))])
    expect(rows.map((r) => r.querySelector('[data-time-label]') !== null)).toEqual([true, false, false, true])
    rows.forEach((row, i) => {
      const minutes = [0, 1, 2, 12][i]!
      const exact = within(row).getByText(formatExactTime(at(minutes)))
      expect(exact.tagName).toBe('TIME')
      expect(exact).toHaveAttribute('datetime', at(minutes))
      expect(bubble(row)).toHaveAttribute('title', formatExactTime(at(minutes)))
    })
    // The label is for the eye; a screen reader reads each message's own time.
    for (const label of labels) expect(label).toHaveAttribute('aria-hidden', 'true')
  })

  it('R4.14 a message written offline shows 等待网络恢复后发送 under it, not a time', async () => {
    const thread = await show([msg(1, 2, '在吗', 0)])
    isOnline.value = false
    const box = screen.getByRole('textbox', { name: '消息内容' })
    fireEvent.change(box, { target: { value: '地铁里没信号 👍' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    const pending = await within(thread).findByText('地铁里没信号 👍')
    const item = pending.closest('li')!
    expect(item).toHaveAttribute('data-pending', 'true')
    expect(within(item).getByText('等待网络恢复后发送')).toBeInTheDocument()
    expect([...item.querySelectorAll('time')].filter((t) => !t.closest('[data-time-label]'))).toEqual([])
    expect(pending.className).not.toMatch(/opacity/)
    // Back online it is sent, and carries its time like the others.
    server.use(
      http.post('*/api/messages/send', () =>
        HttpResponse.json(
          ok({
            id: 9,
            sender_id: ME,
            receiver_id: 2,
            content: '地铁里没信号 👍',
            created_at: new Date().toISOString(),
            is_read: false,
          }),
          { status: 201 },
        ),
      ),
    )
    act(() => {
      isOnline.value = true
    })
    await waitFor(() => expect(thread.querySelector('[data-pending]')).toBeNull())
    const sent = items(thread).at(-1)!
    expect(bubble(sent)).toHaveTextContent('地铁里没信号 👍')
    expect(sent).toHaveAttribute('data-mine', 'true')
    expect(within(sent).queryByText('等待网络恢复后发送')).toBeNull()
    expect(sent.querySelector('time.sr-only')).not.toBeNull()
  })
})
