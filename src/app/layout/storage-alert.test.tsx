import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HomeFeed } from '@/features/feed/components/home-feed'
import { dismissStorageProblem, watchStorageProblems } from '@/services/storage-problem'
import { toast } from '@/services/toast'
import { fakeMockHandle, installMockHandle, type FakeMockHandle } from '@/test/fake-mock-handle'
import { signedInAuth, type AuthState } from '@/test/mock-auth'
import { renderRoute } from '@/test/render-route'
import { fail, setupTestServer } from '@/test/test-server'

let auth: AuthState
vi.mock('@/features/auth/model/use-auth', () => ({ useAuth: () => auth }))
vi.mock('@/services/toast', () => ({
  toast: { info: vi.fn(), error: vi.fn(), success: vi.fn(), brief: vi.fn(), signIn: vi.fn(), dismissAll: vi.fn() },
}))
const { StorageAlert } = await import('./storage-alert')
const { STORAGE_ALERT_TEXT } = await import('./storage-alert-panel')

// Issue 23, drill: the backend's store full or unreadable, as the app shows it. The server's own answers
// (mock-server/drills/storage-failure*.test.ts) reach a real screen through the real client: the screen shows its
// error view (no white screen), one alert above it says what happened in Chinese, and the demo data comes back only
// when the user asks and confirms, after being offered the export of what the store holds.

const server = setupTestServer()
const UNREADABLE = '保存的数据已损坏，无法读取（数据仍保留着，没有被改动）'
const FULL = '存储空间已满，这次更改没有保存（之前保存的数据不受影响）'

let handle: FakeMockHandle
let stops: Array<() => void> = []
beforeEach(() => {
  auth = signedInAuth()
  handle = fakeMockHandle()
  stops = [installMockHandle(handle), watchStorageProblems()]
})
afterEach(() => {
  stops.forEach((stop) => stop())
  dismissStorageProblem()
})

function renderFeedUnderAlert() {
  return renderRoute(
    <>
      <StorageAlert />
      <HomeFeed
        category={null}
        search=""
        viewerId={1}
        onCategoryChange={() => {}}
        postHref={(id) => `/post/${id}`}
        userHref={(id) => `/user/${id}`}
        createHref="/create"
      />
    </>,
  )
}

describe('the storage alert', () => {
  it('drill: a store that cannot be read → the feed shows its error view, one alert says so in Chinese, the data can be exported, and the demo data comes back only after confirming', async () => {
    server.use(http.get('*/api/posts', () => HttpResponse.json(fail(UNREADABLE, 'STORAGE_002'), { status: 503 })))
    const user = userEvent.setup()
    const { location } = renderFeedUnderAlert()

    const banner = (await screen.findByText(STORAGE_ALERT_TEXT.unreadable.title)).closest(
      '[role="alert"]',
    ) as HTMLElement
    expect(banner).toHaveTextContent(`${UNREADABLE}。${STORAGE_ALERT_TEXT.unreadable.advice}`)
    // No white screen: the feed is there with its own error view and retry.
    expect(await screen.findByRole('heading', { name: '数据无法读取或保存' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
    // Unreadable data is not dismissed: every screen needs it.
    expect(within(banner).queryByRole('button', { name: STORAGE_ALERT_TEXT.dismiss })).toBeNull()

    // 导出数据: what the store holds, as a file.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:lemon-export')
    const { createObjectURL: ownCreate, revokeObjectURL: ownRevoke } = URL
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    stops.push(() => Object.assign(URL, { createObjectURL: ownCreate, revokeObjectURL: ownRevoke }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await user.click(within(banner).getByRole('button', { name: STORAGE_ALERT_TEXT.export }))
    await waitFor(() => expect(click).toHaveBeenCalledOnce())
    expect(handle.exportStoredData).toHaveBeenCalledOnce()
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('{"format":"lemon-mock-db","tables":{}}')
    expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^已导出 lemon-notes-data-\d{8}-\d{6}\.json$/))

    // 恢复演示数据: asked first; 取消 changes nothing.
    await user.click(within(banner).getByRole('button', { name: STORAGE_ALERT_TEXT.restore }))
    let dialog = await screen.findByRole('alertdialog', { name: STORAGE_ALERT_TEXT.confirmTitle })
    expect(dialog).toHaveTextContent('建议先导出数据')
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(handle.restoreDemoData).not.toHaveBeenCalled()

    await user.click(within(banner).getByRole('button', { name: STORAGE_ALERT_TEXT.restore }))
    dialog = await screen.findByRole('alertdialog', { name: STORAGE_ALERT_TEXT.confirmTitle })
    await user.click(within(dialog).getByRole('button', { name: STORAGE_ALERT_TEXT.confirm }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'))
    expect(handle.restoreDemoData).toHaveBeenCalledOnce()
    expect(auth.signOutEverywhere).toHaveBeenCalledOnce()
    expect(toast.success).toHaveBeenCalledWith(STORAGE_ALERT_TEXT.restored, STORAGE_ALERT_TEXT.restoredDetail)
    expect(screen.queryByText(STORAGE_ALERT_TEXT.unreadable.title)).toBeNull()
  })

  it('drill: a write that meets a full store → the alert says the change was not saved; it can be dismissed, and nothing is restored unasked', async () => {
    server.use(http.get('*/api/posts', () => HttpResponse.json(fail(FULL, 'STORAGE_001'), { status: 507 })))
    const user = userEvent.setup()
    renderFeedUnderAlert()
    const title = await screen.findByText(STORAGE_ALERT_TEXT.full.title)
    const banner = title.closest('[role="alert"]') as HTMLElement
    expect(banner).toHaveTextContent(`${FULL}。${STORAGE_ALERT_TEXT.full.advice}`)
    await user.click(within(banner).getByRole('button', { name: STORAGE_ALERT_TEXT.dismiss }))
    expect(screen.queryByText(STORAGE_ALERT_TEXT.full.title)).toBeNull()
    expect(handle.restoreDemoData).not.toHaveBeenCalled()
    expect(handle.exportStoredData).not.toHaveBeenCalled()
  })

  it('drill: against a real backend (no mock) the alert only says what happened: no export, no restore', async () => {
    stops[0]!()
    server.use(http.get('*/api/posts', () => HttpResponse.json(fail(FULL, 'STORAGE_001'), { status: 507 })))
    renderFeedUnderAlert()
    const banner = (await screen.findByText(STORAGE_ALERT_TEXT.full.title)).closest('[role="alert"]') as HTMLElement
    expect(within(banner).queryByRole('button', { name: STORAGE_ALERT_TEXT.restore })).toBeNull()
    expect(within(banner).queryByRole('button', { name: STORAGE_ALERT_TEXT.export })).toBeNull()
    expect(within(banner).getByRole('button', { name: STORAGE_ALERT_TEXT.dismiss })).toBeInTheDocument()
  })
})
