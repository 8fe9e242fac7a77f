import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Route } from 'wouter'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, setupTestServer } from '@/test/test-server'
import { signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'
import { formatExactTime, formatMessageTime } from '@/features/messages/components/message-format'

let auth: AuthState = signedInAuth()
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
const toasts = vi.hoisted(() => ({
  info: vi.fn(),
  error: vi.fn(),
  success: vi.fn(),
  brief: vi.fn(),
  signIn: vi.fn(),
  dismissAll: vi.fn(),
}))
vi.mock('@/services/toast', () => ({ toast: toasts }))
const { MessagesRoute } = await import('./messages.route')

const server = setupTestServer()
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()
const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  contact_user_id: id,
  username: `u${id}`,
  display_name: name,
  avatar_url: null,
  is_verified: id === 2,
  last_message_content: `来自${name}的消息`,
  last_message_time: minutesAgo(5),
  is_sent_by_me: false,
  has_unread: false,
  unread_count: 0,
  ...extra,
})
const msg = (id: number, sender: number, content: string, minutes: number, isRead = true) => ({
  id,
  sender_id: sender,
  receiver_id: sender === 1 ? 2 : 1,
  content,
  created_at: minutesAgo(minutes),
  is_read: isRead,
})
let marked: number[] = []
let sent: unknown[] = []

const routes = (
  <>
    <Route path="/messages" component={MessagesRoute} />
    <Route path="/messages/:userId" component={MessagesRoute} />
  </>
)

beforeEach(() => {
  auth = signedInAuth()
  marked = []
  sent = []
  server.use(
    http.get('*/api/messages/conversations', () =>
      HttpResponse.json(
        ok([
          row(2, '小鹿', { has_unread: true, unread_count: 150 }),
          row(3, '阿南', { is_sent_by_me: true, last_message_content: '好的' }),
        ]),
      ),
    ),
    http.get('*/api/messages/conversations/2', () =>
      HttpResponse.json(
        ok([msg(10, 2, '在吗', 30, true), msg(11, 1, '在的', 20), msg(12, 2, '周末一起去拍照？', 10, false)]),
      ),
    ),
    http.put(
      '*/api/messages/conversations/2/mark-read',
      () => (marked.push(2), HttpResponse.json(ok({ markedCount: 1 }))),
    ),
    http.get('*/api/messages/unread/count', () => HttpResponse.json(ok({ count: 150 }))),
    http.post('*/api/messages/send', async ({ request }) => {
      const body = (await request.json()) as { receiverId: number; content: string }
      sent.push(body)
      return HttpResponse.json(
        ok({
          id: 99,
          sender_id: 1,
          receiver_id: body.receiverId,
          content: body.content,
          created_at: new Date().toISOString(),
          is_read: false,
        }),
        { status: 201 },
      )
    }),
  )
})

describe('messages', () => {
  it('R2.60 R9.36 R9.28 the list: avatar, name, ✓, relative time, 我： for mine, unread capped at 99+', async () => {
    const seen: string[] = []
    server.use(
      http.get(
        '*/api/messages/conversations',
        ({ request }) => (
          seen.push(new URL(request.url).search),
          HttpResponse.json(
            ok([
              row(2, '小鹿', { has_unread: true, unread_count: 150, avatar_url: '/uploads/deer.png' }),
              row(3, '阿南', { is_sent_by_me: true, last_message_content: '好的' }),
            ]),
          )
        ),
      ),
    )
    renderRoute(routes, { path: '/messages' })
    const list = await screen.findByRole('list', { name: '对话列表' })
    const deer = within(list).getByRole('link', { name: /^小鹿\s*，150条未读/ })
    expect(deer).toHaveAttribute('href', '/messages/2')
    // The avatar is decorative inside the row's link (its name is already the link's).
    expect(within(deer).getByRole('img', { name: '小鹿', hidden: true })).toHaveAttribute('src', '/uploads/deer.png')
    expect(
      within(within(list).getByRole('link', { name: /^阿南/ })).getByRole('img', { name: '阿南', hidden: true }),
    ).toHaveTextContent('阿')
    expect(within(deer).getByText('99+')).toBeInTheDocument()
    expect(deer).toHaveTextContent('✓认证')
    expect(within(deer).getByText('5分钟前')).toBeInTheDocument()
    expect(within(list).getByRole('link', { name: /^阿南/ })).toHaveTextContent('我：好的')
    // …and only there: no 我： on a message they sent, no ✓ for an unverified user, no badge without unread.
    expect(deer).not.toHaveTextContent('我：')
    const nan = within(list).getByRole('link', { name: /^阿南/ })
    expect(nan).not.toHaveTextContent('✓')
    expect(nan).not.toHaveTextContent('认证')
    expect(nan).not.toHaveTextContent('未读')
    expect(seen[0]).toContain('page=1')
    expect(seen[0]).toContain('limit=50')
  })

  it('R2.61 R4.27 opening a conversation shows it oldest first with times, mine on the right, and marks it read', async () => {
    const at = ['2026-03-05T08:07:00.000Z', '2026-03-05T09:30:00.000Z', '2026-03-06T21:05:00.000Z']
    server.use(
      http.get('*/api/messages/conversations/2', () =>
        HttpResponse.json(
          ok([
            { ...msg(10, 2, '在吗', 0, true), created_at: at[0] },
            { ...msg(11, 1, '在的', 0), created_at: at[1] },
            { ...msg(12, 2, '周末一起去拍照？', 0, false), created_at: at[2] },
          ]),
        ),
      ),
    )
    renderRoute(routes, { path: '/messages/2' })
    const thread = await screen.findByRole('list', { name: '消息' })
    const bubbles = within(thread)
      .getAllByRole('listitem')
      .filter((li) => li.textContent)
    expect(bubbles.map((b) => b.querySelector('p')?.textContent)).toEqual(['在吗', '在的', '周末一起去拍照？'])
    // Each message carries its exact time (for a screen reader, and on hover); the eye reads a label where the
    // conversation resumes after a pause (here each one: 83 minutes, then a day apart).
    bubbles.forEach((b, i) => {
      expect(within(b).getByText(formatExactTime(at[i]!))).toHaveAttribute('datetime', at[i])
      expect(b.querySelector('p')).toHaveAttribute('title', formatExactTime(at[i]!))
    })
    expect([...thread.querySelectorAll('[data-time-label]')].map((l) => l.textContent)).toEqual(
      at.map((t) => formatMessageTime(t)),
    )
    expect(bubbles[1]).toHaveAttribute('data-mine', 'true')
    expect(bubbles[0]).not.toHaveAttribute('data-mine')
    await waitFor(() => expect(marked).toEqual([2]))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '对话列表' })).getByRole('link', { name: /^小鹿/ }),
      ).not.toHaveTextContent('条未读'),
    )
  })

  it('R2.61 the conversation’s back button returns to the list', async () => {
    renderRoute(routes, { path: '/messages/2' })
    await screen.findByText('周末一起去拍照？')
    expect(screen.getByRole('region', { name: '与小鹿的对话' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: '对话列表' })).getByRole('link', { name: /^小鹿/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const back = screen.getByRole('link', { name: '返回' })
    expect(back).toHaveAttribute('href', '/messages')
    await userEvent.setup().click(back)
    expect(await screen.findByText('选择一个对话，开始聊天')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '与小鹿的对话' })).toBeNull()
    expect(screen.queryByRole('list', { name: '消息' })).toBeNull()
    expect(
      within(screen.getByRole('list', { name: '对话列表' })).getByRole('link', { name: /^小鹿/ }),
    ).not.toHaveAttribute('aria-current')
  })

  it('R2.60 the list is the 消息 tab’s own screen: its bar is titled 消息, with no 返回', async () => {
    renderRoute(routes, { path: '/messages' })
    await screen.findByRole('list', { name: '对话列表' })
    const bar = document.querySelector('[data-page-header]') as HTMLElement
    expect(within(bar).getByRole('heading', { level: 1, name: '消息' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.queryByRole('link', { name: '返回' })).toBeNull()
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull()
  })

  it('R2.61 a conversation’s bar: 返回 to the list, the partner’s avatar and name as its title (a link to their profile) on a phone, 消息 beside the list on a desktop', async () => {
    server.use(
      http.get('*/api/messages/conversations', () =>
        HttpResponse.json(ok([row(2, '小鹿', { avatar_url: '/uploads/deer.png' })])),
      ),
    )
    renderRoute(routes, { path: '/messages/2' })
    await screen.findByText('周末一起去拍照？')
    const bar = document.querySelector('[data-page-header]') as HTMLElement
    expect(within(bar).getByRole('link', { name: '返回' })).toHaveAttribute('href', '/messages')
    const partner = await within(bar).findByRole('link', { name: /^小鹿/ })
    expect(partner).toHaveAttribute('href', '/user/2')
    expect(partner.closest('.md\\:hidden')).not.toBeNull()
    expect(within(partner).getByRole('heading', { level: 1, name: /^小鹿/ })).toBeInTheDocument()
    expect(within(partner).getByRole('img', { name: '小鹿', hidden: true })).toHaveAttribute('src', '/uploads/deer.png')
    // 消息 is the desktop's h1 (hidden below md); the conversation's own header is the desktop's only.
    const desktopTitle = within(bar).getByRole('heading', { level: 1, name: '消息' })
    expect(desktopTitle).toHaveClass('hidden', 'md:block')
    expect(
      within(screen.getByRole('region', { name: '与小鹿的对话' })).getByRole('banner', { hidden: true }),
    ).toHaveClass('hidden', 'md:flex')
  })

  it('R2.61 R4.28 R4.29 Enter sends, Shift+Enter adds a line; the message is appended, the box cleared and the preview updated', async () => {
    renderRoute(routes, { path: '/messages/2' })
    await screen.findByText('周末一起去拍照？')
    const box = screen.getByRole('textbox', { name: '消息内容' })
    const send = screen.getByRole('button', { name: '发送' })
    expect(send).toBeDisabled()
    const user = userEvent.setup()
    await user.type(box, '好呀{Shift>}{Enter}{/Shift}几点？')
    expect(box).toHaveValue('好呀\n几点？')
    expect(sent).toEqual([])
    expect(send).toBeEnabled()
    await user.type(box, '{Enter}')
    await waitFor(() => expect(sent).toEqual([{ receiverId: 2, content: '好呀\n几点？' }]))
    expect(
      await within(screen.getByRole('list', { name: '消息' })).findByText('好呀 几点？', {
        normalizer: (t) => t.replace(/\s+/g, ' '),
      }),
    ).toBeInTheDocument()
    expect(box).toHaveValue('')
    expect(
      within(screen.getByRole('list', { name: '对话列表' })).getByRole('link', { name: /小鹿/ }),
    ).toHaveTextContent('我：好呀')
  })

  it('R8.26 a failed send says 发送消息失败 and keeps the text in the box', async () => {
    server.use(
      http.post('*/api/messages/send', () =>
        HttpResponse.json(fail('对方已关闭私信', 'FORBIDDEN_001'), { status: 403 }),
      ),
    )
    renderRoute(routes, { path: '/messages/2' })
    await screen.findByText('周末一起去拍照？')
    const box = screen.getByRole('textbox', { name: '消息内容' })
    fireEvent.change(box, { target: { value: '还在吗' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('发送消息失败', '对方已关闭私信'))
    expect(box).toHaveValue('还在吗')
  })

  it('R2.77 R2.60 no conversations yet: the empty state', async () => {
    server.use(http.get('*/api/messages/conversations', () => HttpResponse.json(ok([]))))
    renderRoute(routes, { path: '/messages' })
    expect(await screen.findByRole('heading', { name: '还没有消息' })).toBeInTheDocument()
    expect(screen.getByText('选择一个对话，开始聊天')).toBeInTheDocument()
  })

  it('R2.62 /messages/{userId} opens a conversation with someone never messaged before', async () => {
    server.use(
      http.get('*/api/messages/conversations/7', () => HttpResponse.json(ok([]))),
      http.get('*/api/users/7', () =>
        HttpResponse.json(
          ok({
            user: { id: 7, username: 'new', display_name: '新朋友' },
            stats: { postsCount: 0, followersCount: 0, followingCount: 0 },
          }),
        ),
      ),
    )
    renderRoute(routes, { path: '/messages/7' })
    expect(await screen.findByRole('heading', { level: 2, name: '新朋友' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: '新朋友' })).toBeInTheDocument()
    expect(await screen.findByText('还没有消息，打个招呼吧 👋')).toBeInTheDocument()
    fireEvent.change(screen.getByRole('textbox', { name: '消息内容' }), { target: { value: '你好' } })
    fireEvent.keyDown(screen.getByRole('textbox', { name: '消息内容' }), { key: 'Enter' })
    await waitFor(() => expect(sent).toEqual([{ receiverId: 7, content: '你好' }]))
  })

  it('R8.26 failures: 获取对话列表失败; 无法获取用户信息 for an unknown user; 无法开始对话 when the conversation fails', async () => {
    server.use(
      http.get('*/api/messages/conversations', () => HttpResponse.json(fail('服务器内部错误', 'X'), { status: 500 })),
      http.get('*/api/users/8', () => HttpResponse.json(fail('用户不存在', 'NOT_FOUND_001'), { status: 404 })),
      http.get('*/api/messages/conversations/8', () =>
        HttpResponse.json(fail('用户不存在', 'NOT_FOUND_001'), { status: 404 }),
      ),
      http.get('*/api/users/9', () =>
        HttpResponse.json(
          ok({
            user: { id: 9, username: 'x', display_name: '阿九' },
            stats: { postsCount: 0, followersCount: 0, followingCount: 0 },
          }),
        ),
      ),
      http.get('*/api/messages/conversations/9', () => HttpResponse.json(fail('服务器内部错误', 'X'), { status: 500 })),
    )
    const first = renderRoute(routes, { path: '/messages/8' })
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent).join()).toContain('获取对话列表失败')
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(),
      ).toContain('无法获取用户信息'),
    )
    first.unmount()
    renderRoute(routes, { path: '/messages/9' })
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(),
      ).toContain('无法开始对话'),
    )
  })

  it('R5.26 blank text cannot be sent, the text goes trimmed, and there is no box to write to a user who does not exist', async () => {
    server.use(
      http.get('*/api/users/8', () => HttpResponse.json(fail('用户不存在', 'NOT_FOUND_001'), { status: 404 })),
      http.get('*/api/messages/conversations/8', () =>
        HttpResponse.json(fail('用户不存在', 'NOT_FOUND_001'), { status: 404 }),
      ),
    )
    const first = renderRoute(routes, { path: '/messages/2' })
    await screen.findByText('周末一起去拍照？')
    const box = screen.getByRole('textbox', { name: '消息内容' })
    fireEvent.change(box, { target: { value: '  \n  ' } })
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled()
    fireEvent.keyDown(box, { key: 'Enter' })
    fireEvent.change(box, { target: { value: '  你好  ' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(sent).toEqual([{ receiverId: 2, content: '你好' }]))
    first.unmount()
    renderRoute(routes, { path: '/messages/8' })
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(),
      ).toContain('无法获取用户信息'),
    )
    expect(screen.queryByRole('textbox', { name: '消息内容' })).not.toBeInTheDocument()
  })

  it('R4.29 send is disabled while a message is on its way, and the box takes no second Enter', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const bodies: unknown[] = []
    server.use(
      http.post('*/api/messages/send', async ({ request }) => {
        const body = (await request.json()) as { receiverId: number; content: string }
        bodies.push(body)
        await held
        return HttpResponse.json(
          ok({
            id: 98,
            sender_id: 1,
            receiver_id: 2,
            content: body.content,
            created_at: new Date().toISOString(),
            is_read: false,
          }),
          { status: 201 },
        )
      }),
    )
    renderRoute(routes, { path: '/messages/2' })
    await screen.findByText('周末一起去拍照？')
    const box = screen.getByRole('textbox', { name: '消息内容' })
    fireEvent.change(box, { target: { value: '在路上了' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(screen.getByRole('button', { name: /发送/ })).toBeDisabled()
    fireEvent.keyDown(box, { key: 'Enter' })
    release()
    await waitFor(() => expect(box).toHaveValue(''))
    expect(bodies).toHaveLength(1)
    expect(screen.getByRole('button', { name: /发送/ })).toBeDisabled()
  })
})
