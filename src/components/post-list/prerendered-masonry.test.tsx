import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PrerenderedMasonry } from './prerendered-masonry'
import { showPrerenderedLayout } from './prerendered-layout'

// The masonry as the build writes it into the page: React's server markup, parsed as the browser parses the page (a
// <template>'s children go into its inert content). 40 posts of 300 px (+14 px gap) reach 1000 px down with 4 cards
// per column: 8 on a phone's 2 columns, 12 on 3, 16 on 4, 20 on 5.
const items = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, title: `第${i + 1}篇` }))

function builtPage(maxWidth?: number): HTMLElement {
  const screen = document.createElement('div')
  screen.innerHTML = renderToStaticMarkup(
    <PrerenderedMasonry
      items={items}
      getKey={(p) => p.id}
      estimateHeight={() => 300}
      renderItem={(p) => <article>{p.title}</article>}
      gap={14}
      maxWidth={maxWidth}
    />,
  )
  document.body.append(screen)
  return screen
}

/** happy-dom has no layout: the masonry's width as the page would lay it out. */
function masonryWidth(screen: HTMLElement, width: number) {
  const read = vi.fn(() => width)
  Object.defineProperty(screen.querySelector('[data-prerendered-masonry]')!, 'clientWidth', { get: read })
  return read
}

/** A window of this width, as the script before the app asks it (a media query). */
const windowOf = (width: number) => ({
  matchMedia: (query: string) =>
    ({ matches: Number(/min-width: (\d+)px/.exec(query)?.[1]) <= width }) as MediaQueryList,
})

/** The layout in the page, as the card indices of each of its columns. */
function shownColumns(screen: HTMLElement): number[][] {
  const layouts = screen.querySelectorAll<HTMLElement>('[data-prerendered-masonry] > [data-lanes]')
  expect(layouts).toHaveLength(1)
  return [...layouts[0]!.children].map((column) =>
    [...column.querySelectorAll<HTMLElement>('[data-index]')].map((cell) => Number(cell.dataset.index)),
  )
}

// `flex: none` reads back as "none" or as its longhand "0 0 auto", by DOM implementation.
const columnStyle = (column: HTMLElement) => [
  column.style.flex.replace('0 0 auto', 'none'),
  column.style.width.replace(/\s+/g, ' '),
]

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the masonry the build renders into the page (ADR 015)', () => {
  it("R2.21 each column's width is its share of the row, set by the column count alone: a page painted while its HTML still streams in shows its first column at the width it keeps", () => {
    const screen = builtPage()
    const templates = [...screen.querySelectorAll('template')]
    const layouts = [
      screen.querySelector<HTMLElement>('[data-lanes]')!,
      ...templates.map((t) => t.content.firstElementChild as HTMLElement),
    ]
    expect(layouts.map((layout) => layout.dataset.lanes)).toEqual(['2', '3', '4', '5'])
    for (const layout of layouts) {
      const lanes = Number(layout.dataset.lanes)
      expect(layout.children).toHaveLength(lanes)
      // Not a share of what the other columns leave (flex-grow): the first column alone would take the whole row.
      for (const column of layout.children)
        expect(columnStyle(column as HTMLElement)).toEqual(['none', `calc((100% - ${14 * (lanes - 1)}px) / ${lanes})`])
    }
  })

  it("R2.21 each card is in the page once: the phone's two columns, the cards only a wider layout reaches held hidden, the wider layouts as templates naming their cards", () => {
    const screen = builtPage()
    const cells = [...screen.querySelectorAll<HTMLElement>('[data-index]')].map((cell) => Number(cell.dataset.index))
    expect(cells.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i))
    expect(shownColumns(screen)).toEqual([
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ])
    const held = screen.querySelector<HTMLElement>('[data-prerendered-masonry] > [hidden]')!
    expect([...held.children].map((cell) => Number((cell as HTMLElement).dataset.index))).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ])
    const named = (lanes: number) =>
      [
        ...screen
          .querySelector<HTMLTemplateElement>(`template[data-layout="${lanes}"]`)!
          .content.querySelectorAll<HTMLElement>('[data-cells]'),
      ].map((c) => c.dataset.cells)
    expect(named(3)).toEqual(['0 3 6 9', '1 4 7 10', '2 5 8 11'])
    expect(named(4)).toEqual(['0 4 8 12', '1 5 9 13', '2 6 10 14', '3 7 11 15'])
    // A template holds no card: nothing of a wider layout is styled or fetched on a phone.
    for (const template of screen.querySelectorAll('template'))
      expect(template.content.querySelector('article, img')).toBeNull()
    // A page whose masonry is never that wide has no layout for it.
    document.body.innerHTML = ''
    expect([...builtPage(1200).querySelectorAll<HTMLTemplateElement>('template')].map((t) => t.dataset.layout)).toEqual(
      ['3', '4'],
    )
  })

  it('R2.21 on a wide screen the phone’s columns stay invisible until the cards are placed (a screen painted before the script never shows them stretched)', () => {
    const css = builtPage().querySelector('style')!.textContent
    expect(css).toBe(
      '@media (min-width: 720px){[data-prerendered-masonry]:not([data-placed])>[data-lanes]{visibility:hidden}}',
    )
  })
})

describe('the layout of the build’s masonry for the width, before the first layout (ADR 015)', () => {
  it('R2.21 in a window narrower than three columns need, the phone’s layout stays and nothing is measured (no layout forced)', () => {
    const screen = builtPage()
    const read = masonryWidth(screen, 366)
    showPrerenderedLayout(screen, windowOf(390))
    expect(read).not.toHaveBeenCalled()
    expect(shownColumns(screen)).toEqual([
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ])
  })

  it.each([
    [
      1280,
      1120,
      [
        [0, 4, 8, 12],
        [1, 5, 9, 13],
        [2, 6, 10, 14],
        [3, 7, 11, 15],
      ],
    ],
    [
      900,
      740,
      [
        [0, 3, 6, 9],
        [1, 4, 7, 10],
        [2, 5, 8, 11],
      ],
    ],
    [
      1600,
      1400,
      [
        [0, 5, 10, 15],
        [1, 6, 11, 16],
        [2, 7, 12, 17],
        [3, 8, 13, 18],
        [4, 9, 14, 19],
      ],
    ],
  ])(
    'R2.21 in a %i px window with the masonry %i px wide, the cards move into the columns of its layout, each once, and it is shown',
    (windowWidth, width, columns) => {
      const screen = builtPage()
      masonryWidth(screen, width)
      showPrerenderedLayout(screen, windowOf(windowWidth))
      expect(shownColumns(screen)).toEqual(columns)
      const masonry = screen.querySelector<HTMLElement>('[data-prerendered-masonry]')!
      expect(masonry.querySelectorAll('article')).toHaveLength(columns.flat().length)
      expect(masonry.querySelector(':scope > [hidden]')).toBeNull()
      expect(masonry.querySelector<HTMLElement>('[data-lanes]')!.style.display).toBe('flex')
      expect(masonry.dataset.placed).toBe('')
    },
  )

  it('R2.21 a masonry narrower than three columns in a wide window (the page’s margins) keeps the phone’s layout, and shows it', () => {
    const screen = builtPage()
    masonryWidth(screen, 608)
    showPrerenderedLayout(screen, windowOf(768))
    expect(shownColumns(screen)).toEqual([
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ])
    const masonry = screen.querySelector<HTMLElement>('[data-prerendered-masonry]')!
    expect(masonry.querySelector<HTMLElement>('[data-lanes]')!.style.display).toBe('flex')
    expect(masonry.dataset.placed).toBe('')
  })
})
