import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ImageGallery } from './image-gallery'

const images = [1, 2, 3].map((n) => ({ url: `/img/${n}.webp`, width: 750, height: 1000 }))
const shown = () => screen.getByRole('img').getAttribute('src')
const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent

describe('ImageGallery (the post dialog carousel)', () => {
  it('R2.39 previous and next wrap around, with the counter n / total', async () => {
    const user = userEvent.setup()
    render(<ImageGallery images={images} alt="海边" />)
    expect(shown()).toBe('/img/1.webp')
    expect(counter()).toBe('1 / 3')
    await user.click(screen.getByRole('button', { name: '上一张' }))
    expect(shown()).toBe('/img/3.webp')
    expect(counter()).toBe('3 / 3')
    await user.click(screen.getByRole('button', { name: '下一张' }))
    expect(shown()).toBe('/img/1.webp')
    await user.click(screen.getByRole('button', { name: '下一张' }))
    expect(counter()).toBe('2 / 3')
    expect(screen.getByRole('img')).toHaveAccessibleName('海边（第2张）')
  })

  it('R2.39 one dot per image; a dot jumps to its image and the current one is marked', async () => {
    const user = userEvent.setup()
    render(<ImageGallery images={images} alt="海边" />)
    const dots = ['第1张', '第2张', '第3张'].map((name) => screen.getByRole('button', { name }))
    expect(dots[0]).toHaveAttribute('aria-current', 'true')
    await user.click(dots[2]!)
    expect(shown()).toBe('/img/3.webp')
    expect(dots[2]).toHaveAttribute('aria-current', 'true')
    expect(dots[0]).not.toHaveAttribute('aria-current')
  })

  it('R2.39 a post without images shows the placeholder image, and no controls', () => {
    render(<ImageGallery images={[]} alt="只有文字的笔记" />)
    expect(screen.getByRole('img', { name: '只有文字的笔记（暂无图片）' })).toHaveTextContent('暂无图片')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('R2.39 one image: no arrows, dots or counter', () => {
    render(<ImageGallery images={images.slice(0, 1)} alt="海边" />)
    expect(shown()).toBe('/img/1.webp')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByText('1 / 1')).toBeNull()
  })

  it('R2.39 ← and → turn the images: in the dialog from anywhere but a text field', () => {
    render(
      <>
        <ImageGallery images={images} alt="海边" arrowKeys="document" />
        <textarea aria-label="评论内容" />
      </>,
    )
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' })
    expect(counter()).toBe('3 / 3')
    fireEvent.keyDown(document.body, { key: 'ArrowRight' })
    fireEvent.keyDown(document.body, { key: 'ArrowRight' })
    expect(counter()).toBe('2 / 3')
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'ArrowRight' })
    expect(counter()).toBe('2 / 3')
  })

  it('R2.39 on a page, ← and → work while the carousel has focus', () => {
    render(<ImageGallery images={images} alt="海边" />)
    fireEvent.keyDown(document.body, { key: 'ArrowRight' })
    expect(counter()).toBe('1 / 3')
    fireEvent.keyDown(screen.getByRole('region', { name: '图片' }), { key: 'ArrowRight' })
    expect(counter()).toBe('2 / 3')
  })

  it('R2.39 a swipe on a touch screen turns the image; a tap does not', () => {
    render(<ImageGallery images={images} alt="海边" />)
    const region = screen.getByRole('region', { name: '图片' })
    fireEvent.pointerDown(region, { pointerType: 'touch', clientX: 300 })
    fireEvent.pointerUp(region, { pointerType: 'touch', clientX: 200 })
    expect(counter()).toBe('2 / 3')
    fireEvent.pointerDown(region, { pointerType: 'touch', clientX: 100 })
    fireEvent.pointerUp(region, { pointerType: 'touch', clientX: 110 })
    expect(counter()).toBe('2 / 3')
    fireEvent.pointerDown(region, { pointerType: 'touch', clientX: 100 })
    fireEvent.pointerUp(region, { pointerType: 'touch', clientX: 200 })
    expect(counter()).toBe('1 / 3')
  })
})
