import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/test/render-route'
import { AppRouter, preloadRoute } from './router'

describe('AppRouter: a screen in a chunk of its own', () => {
  it('preloaded before the first render, the first commit is the screen itself, not the loading spinner', async () => {
    await preloadRoute('/about')
    renderRoute(<AppRouter />, { path: '/about' })
    expect(screen.getByRole('heading', { level: 1, name: '关于柠檬笔记' })).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull()
  })

  it('says which address the screen on view is for', async () => {
    await preloadRoute('/about')
    const { location } = renderRoute(<AppRouter />, { path: '/about' })
    expect(document.documentElement.dataset.screenPath).toBe('/about')
    act(() => location.navigate('/forgot-password'))
    expect(await screen.findByRole('heading', { level: 1, name: '找回密码' })).toBeInTheDocument()
    expect(document.documentElement.dataset.screenPath).toBe('/forgot-password')
  })

  it('going inside the app to a screen whose code has not loaded, the last screen stays until it has; then the next shows, with no spinner in between', async () => {
    await preloadRoute('/about')
    const { location } = renderRoute(<AppRouter />, { path: '/about' })
    const spinnerSeen = { value: false }
    const watch = new MutationObserver(() => {
      spinnerSeen.value ||= document.querySelector('[role="status"][aria-label="加载中"]') !== null
    })
    watch.observe(document.body, { childList: true, subtree: true })
    act(() => location.navigate('/history'))
    expect(screen.getByRole('heading', { level: 1, name: '关于柠檬笔记' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: '浏览历史' })).toBeInTheDocument()
    watch.disconnect()
    expect(spinnerSeen.value).toBe(false)
    expect(document.documentElement.dataset.screenPath).toBe('/history')
  })

  it('an address no route matches loads the 404 page first', async () => {
    await preloadRoute('/no/such/page')
    renderRoute(<AppRouter />, { path: '/no/such/page' })
    expect(screen.getByRole('link', { name: /home/i })).toBeInTheDocument()
  })
})
