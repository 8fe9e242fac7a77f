import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Masonry, laneCount } from './masonry'
import { cellsPerTurn } from './use-cells-in-turn'

// happy-dom has no layout: the masonry takes the window's width (1024 px → 3 lanes) and height (768 px), and
// every item its estimate, so the rows start at 0, 414 and 828 px (400 px items, 14 px gap).
const items = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, title: `第${i + 1}篇` }))
const renderMasonry = () => (
  <Masonry
    items={items}
    getKey={(p) => p.id}
    estimateHeight={() => 400}
    renderItem={(p) => <article>{p.title}</article>}
  />
)
const cell = (index: number) => document.querySelector<HTMLElement>(`[data-index="${index}"]`)

describe('Masonry', () => {
  it('R2.21 columns by width: two on phones, three on tablets, four and five on wide screens', () => {
    expect([390, 720, 1100, 1400].map(laneCount)).toEqual([2, 3, 4, 5])
  })

  it('R2.21 keeps only the items near the window in the DOM, in lanes', () => {
    render(renderMasonry())
    const mounted = document.querySelectorAll('[data-index]')
    expect(mounted.length).toBeGreaterThan(6)
    expect(mounted.length).toBeLessThan(items.length / 2)
    const width = parseFloat(cell(0)?.style.width ?? '0')
    expect(width).toBeGreaterThan(300)
    expect([0, 1, 2].map((i) => cell(i)?.style.left)).toEqual(['0px', `${width + 14}px`, `${2 * (width + 14)}px`])
    expect(cell(3)?.style.transform).toBe('translateY(414px)')
  })

  it('R2.21 fewer cards than columns keep the column width and stand in the middle, leaving no hole on one side', () => {
    render(
      <Masonry
        items={items.slice(0, 2)}
        getKey={(p) => p.id}
        estimateHeight={() => 400}
        renderItem={(p) => <article>{p.title}</article>}
      />,
    )
    const width = parseFloat(cell(0)?.style.width ?? '0')
    expect(width).toBeGreaterThan(300)
    // Three lanes, two cards: half a column's step in from the left, the second one step on.
    const inset = Math.floor((width + 14) / 2)
    expect([0, 1].map((i) => cell(i)?.style.left)).toEqual([`${inset}px`, `${inset + width + 14}px`])
  })

  it('R2.21 cards in the window are drawn at once; those outside it a few per frame later, holding their height meanwhile', async () => {
    const { rerender } = render(renderMasonry())
    // In the window (rows at 0 and 414 px): drawn in the first frame.
    expect(screen.getByText('第1篇')).toBeInTheDocument()
    expect(screen.getByText('第6篇')).toBeInTheDocument()
    // Below it (the row at 828 px is overscan): a placeholder of the item's height, no card yet.
    const below = cell(6)
    expect(below).not.toBeNull()
    expect(below?.querySelector('article')).toBeNull()
    expect(below?.style.height).toBe('414px')
    // A re-render in the same frame (a measured size, a new page) does not draw them early.
    rerender(renderMasonry())
    expect(cell(6)?.querySelector('article')).toBeNull()

    // Then a few per frame, the nearest first, until every mounted cell has its card.
    const articles = () => document.querySelectorAll('article').length
    const placeholders = () => document.querySelectorAll('[data-index]').length - articles()
    expect(articles()).toBe(6)
    expect(placeholders()).toBeGreaterThan(6)
    // The first turn draws one card (its cost is not known yet), the nearest; the next ones as many as fit a turn.
    await waitFor(() => expect(articles()).toBeGreaterThan(6))
    expect(articles()).toBe(7)
    expect(screen.getByText('第7篇')).toBeInTheDocument()
    expect(cell(6)?.style.height).toBe('')
    await waitFor(() => expect(articles()).toBeGreaterThan(7))
    expect(articles()).toBeLessThanOrEqual(13)
    await waitFor(() => expect(placeholders()).toBe(0))
  })

  it("R2.21 a turn draws as many held cards as the last turn's cost per card fits in its 8 ms (one at first, at most six)", () => {
    expect(cellsPerTurn(null)).toBe(1)
    // A phone at 4× slower CPU: a card cost ~22 ms → one per turn; a laptop's 5 ms → one; 3 ms → two; a fast one: six.
    expect([22, 12, 5, 3, 2, 1, 0].map(cellsPerTurn)).toEqual([1, 1, 1, 2, 4, 6, 6])
    expect(cellsPerTurn(40)).toBe(1)
  })
})
