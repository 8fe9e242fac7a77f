import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuthShowcase } from './auth-showcase'
import { SHOWCASE_NOTES } from './showcase-notes'

describe('the sign-in screens’ collage', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('floats its cards a few rounds and then lets them rest: no endless animation on a screen left open', () => {
    const { container } = render(<AuthShowcase />)
    const floating = [...container.querySelectorAll<HTMLElement>('[style*="lemon-float"]')]
    expect(floating).toHaveLength(SHOWCASE_NOTES.length)
    for (const card of floating) {
      expect(card.style.animation).not.toMatch(/infinite/)
      expect(card.style.animationIterationCount || card.style.animation).toMatch(/\b3\b/)
    }
  })

  it('is drawn from the demo’s real notes: each card shows its cover, title, author and like count', () => {
    const { container } = render(<AuthShowcase />)
    const cards = [...container.querySelectorAll<HTMLElement>('[style*="lemon-float"]')]
    expect(cards).toHaveLength(SHOWCASE_NOTES.length)
    SHOWCASE_NOTES.forEach((note) => {
      const card = cards.find((c) => c.textContent?.includes(note.title))
      expect(card, note.title).toBeDefined()
      const [cover, avatar] = [...card!.querySelectorAll('img')]
      if (!cover || !avatar) throw new Error(`${note.title}: a cover and an avatar`)
      expect(cover.getAttribute('src')).toBe(note.cover.url)
      expect(cover.getAttribute('src')).toMatch(/^\/demo-images\/posts\/[\w-]+\.webp$/)
      // Sized before it loads (no layout shift), decoded off the main thread, decorative; lazy, so a phone (where the
      // collage is not displayed) does not download it.
      expect(cover).toHaveAttribute('width', String(note.cover.width))
      expect(cover).toHaveAttribute('height', String(note.cover.height))
      expect(cover).toHaveAttribute('decoding', 'async')
      expect(cover).toHaveAttribute('loading', 'lazy')
      expect(cover).toHaveAttribute('alt', '')
      expect(avatar.getAttribute('src')).toBe(note.author.avatar)
      expect(card).toHaveTextContent(note.author.displayName)
    })
    // Counts as the feed's cards write them (formatCount): 77580 → 77.5k, 611 → 611.
    expect(cards.find((c) => c.textContent?.includes('草莓季必做'))).toHaveTextContent('77.5k')
    expect(cards.find((c) => c.textContent?.includes('出租屋阳台改造'))).toHaveTextContent('611')
  })

  it('keeps the collage out of the accessibility tree and leaves no picture without alt', () => {
    const { container } = render(<AuthShowcase />)
    for (const img of container.querySelectorAll('img')) {
      expect(img.closest('[aria-hidden="true"]')).not.toBeNull()
      expect(img).toHaveAttribute('alt', '')
    }
    expect(screen.queryAllByRole('img')).toEqual([])
  })

  it('names the demo’s pictures under the app’s base when the app lives under a sub-path', async () => {
    vi.stubEnv('BASE_URL', '/demo/')
    vi.resetModules()
    const { AuthShowcase: UnderSubPath } = await import('./auth-showcase')
    const { container } = render(<UnderSubPath />)
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(sources).toHaveLength(SHOWCASE_NOTES.length * 2)
    for (const note of SHOWCASE_NOTES) {
      expect(sources).toContain(`/demo${note.cover.url}`)
      expect(sources).toContain(`/demo${note.author.avatar}`)
    }
  })
})
