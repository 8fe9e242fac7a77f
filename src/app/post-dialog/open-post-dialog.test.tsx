import { act, render, screen, waitFor } from '@testing-library/react'
import { navigate } from 'wouter/use-browser-location'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetPostDialogs, openPostDialog, usePostDialogEntry } from './open-post-dialog'

function Probe() {
  const entry = usePostDialogEntry()
  return <output aria-label="dialog">{entry ? `${entry.postId} over ${entry.background}` : 'none'}</output>
}
const shown = () => screen.getByRole('status', { name: 'dialog' }).textContent

describe('openPostDialog: the dialog lives in the history', () => {
  beforeEach(() => navigate('/saved'))
  afterEach(() => forgetPostDialogs())

  it('pushes /post/{id} and remembers the page behind it; Back closes it, Forward opens it again', async () => {
    const before = history.length
    render(<Probe />)
    expect(shown()).toBe('none')
    act(() => openPostDialog(5))
    expect(location.pathname).toBe('/post/5')
    expect(history.length).toBe(before + 1)
    expect(shown()).toBe('5 over /saved')
    act(() => history.back())
    await waitFor(() => expect(location.pathname).toBe('/saved'))
    expect(shown()).toBe('none')
    act(() => history.forward())
    await waitFor(() => expect(shown()).toBe('5 over /saved'))
  })

  it('a reload (memory empty) or a plain link to /post/{id} is the post page, not the dialog', () => {
    const first = render(<Probe />)
    act(() => openPostDialog(6))
    expect(shown()).toBe('6 over /saved')
    // A reload: the same entry (its state kept by the browser), a new app with nothing in memory.
    first.unmount()
    forgetPostDialogs()
    render(<Probe />)
    expect(location.pathname).toBe('/post/6')
    expect(shown()).toBe('none')
    act(() => navigate('/post/6'))
    expect(shown()).toBe('none')
  })

  it('remembers the focused card to take focus back', () => {
    render(
      <>
        <a href="/post/8">卡片</a>
        <Probe />
      </>,
    )
    const card = screen.getByRole('link', { name: '卡片' })
    card.focus()
    let opener: HTMLElement | null = null
    function Capture() {
      opener = usePostDialogEntry()?.opener ?? null
      return null
    }
    render(<Capture />)
    act(() => openPostDialog(8))
    expect(opener).toBe(card)
  })
})
