import { render, screen } from '@testing-library/react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { describe, expect, it } from 'vitest'
import { NotFoundRoute } from './not-found.route'

describe('NotFoundRoute', () => {
  it('R2.17 is in English and links home', () => {
    render(
      <Router hook={memoryLocation({ path: '/missing' }).hook}>
        <NotFoundRoute />
      </Router>,
    )
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/')
  })
})
