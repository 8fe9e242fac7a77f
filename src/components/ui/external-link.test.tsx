import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ExternalLink } from './external-link'

describe('ExternalLink', () => {
  it('an http(s) address is a new-tab link with rel="noopener noreferrer"', () => {
    render(<ExternalLink url="https://www.example.com/" />)
    const link = screen.getByRole('link', { name: 'example.com' })
    expect(link).toHaveAttribute('href', 'https://www.example.com/')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('anything else (javascript:, data:) is plain text, never a link', () => {
    render(
      <>
        <ExternalLink url="javascript:alert(1)" />
        <ExternalLink url="data:text/html,hi" />
      </>,
    )
    expect(screen.queryAllByRole('link')).toEqual([])
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument()
  })
})
