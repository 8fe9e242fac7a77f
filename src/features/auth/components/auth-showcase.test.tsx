import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AuthShowcase } from './auth-showcase'

describe('the sign-in screens’ collage', () => {
  it('floats its cards a few rounds and then lets them rest: no endless animation on a screen left open', () => {
    const { container } = render(<AuthShowcase />)
    const floating = [...container.querySelectorAll<HTMLElement>('[style*="lemon-float"]')]
    expect(floating).toHaveLength(4)
    for (const card of floating) {
      expect(card.style.animation).not.toMatch(/infinite/)
      expect(card.style.animationIterationCount || card.style.animation).toMatch(/\b3\b/)
    }
  })
})
