import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyWithPreload } from './lazy-with-preload'

const Greeting = ({ name }: { name: string }) => <h1>你好，{name}</h1>

describe('lazyWithPreload: a component in a chunk of its own', () => {
  it('once preloaded, renders at once with its props: no fallback, no second load', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Screen = lazyWithPreload(load)
    await Screen.preload()
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Screen name="柠檬" />
      </Suspense>,
    )
    // Synchronously, in the first commit: a suspended screen would show the fallback here.
    expect(screen.getByRole('heading', { name: '你好，柠檬' })).toBeInTheDocument()
    expect(screen.queryByText('加载中')).toBeNull()
    await Screen.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rendered before it is loaded, shows the fallback, then the screen; a failed load is tried again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting)
    const Screen = lazyWithPreload(load)
    await expect(Screen.preload()).rejects.toThrow('offline')
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Screen name="柠檬" />
      </Suspense>,
    )
    expect(screen.getByText('加载中')).toBeInTheDocument()
    await act(() => Screen.preload())
    expect(await screen.findByRole('heading', { name: '你好，柠檬' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('prefetch (a hover) loads once and swallows a failure, which the next render tries again', async () => {
    const rejections: unknown[] = []
    const onRejection = (reason: unknown) => rejections.push(reason)
    process.on('unhandledRejection', onRejection)
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting)
    const Screen = lazyWithPreload(load)
    Screen.prefetch()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    process.off('unhandledRejection', onRejection)
    expect(rejections).toEqual([])
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Screen name="柠檬" />
      </Suspense>,
    )
    expect(await screen.findByRole('heading', { name: '你好，柠檬' })).toBeInTheDocument()
    Screen.prefetch()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
