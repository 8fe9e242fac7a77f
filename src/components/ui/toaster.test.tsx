import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast, toastHostWanted } from '@/services/toast'
import { retriedOnline, Toaster } from './toaster'

describe('Toaster', () => {
  afterEach(() => vi.restoreAllMocks())

  it('mounts sonner’s host at the first toast, and the toast shows', async () => {
    const { container } = render(<Toaster />)
    expect(toastHostWanted.value).toBe(false)
    expect(container).toBeEmptyDOMElement()
    act(() => toast.info('举报功能正在开发中'))
    expect(await screen.findByText('举报功能正在开发中', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('a host that cannot be fetched offline is fetched again once the browser is back online, not failed', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('host')
    const host = retriedOnline(load)
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    offline.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await expect(host).resolves.toBe('host')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a failure while online is the failure', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await expect(retriedOnline(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
  })
})
