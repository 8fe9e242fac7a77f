import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PrerenderedMasonry } from './prerendered-masonry'

const items = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, title: `第${i + 1}篇` }))

describe('the masonry the build renders into the page (ADR 015)', () => {
  it("R2.21 each column's width is its share of the row, set by the column count alone: a page painted while its HTML still streams in shows its first column at the width it keeps", () => {
    const { container } = render(
      <PrerenderedMasonry items={items} getKey={(p) => p.id} estimateHeight={() => 100} renderItem={(p) => <article>{p.title}</article>} gap={14} />,
    )
    const layouts = [...container.querySelectorAll<HTMLElement>('[data-prerendered-masonry] > [data-lanes]')]
    expect(layouts.map((layout) => layout.dataset.lanes)).toEqual(['2', '3', '4', '5'])
    for (const layout of layouts) {
      const lanes = Number(layout.dataset.lanes)
      const columns = [...layout.children] as HTMLElement[]
      expect(columns).toHaveLength(lanes)
      for (const column of columns) {
        // Not a share of what the other columns leave (flex-grow): the first column alone would take the whole row.
        expect(column.style.flex).toMatch(/^(none|0 0 auto)$/)
        expect(column.style.width.replace(/\s+/g, ' ')).toBe(`calc((100% - ${14 * (lanes - 1)}px) / ${lanes})`)
      }
    }
    // Every card is in exactly one column of each layout.
    expect(container.querySelectorAll('[data-lanes="2"] article')).toHaveLength(items.length)
  })
})
