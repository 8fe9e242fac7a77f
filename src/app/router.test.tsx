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

  it('an address no route matches loads the 404 page first', async () => {
    await preloadRoute('/no/such/page')
    renderRoute(<AppRouter />, { path: '/no/such/page' })
    expect(screen.getByRole('link', { name: /home/i })).toBeInTheDocument()
  })
})
